import { IconCircleCheck } from '@tabler/icons-react';
import { Container, usePageMeta, SectionHeading, StepList } from 'shared-ui';
import { BadgeList } from '../../components/BadgeList';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { salesforcePage, salesforceServices } from '../../content/salesforce';
import { SpecialistServices, SpecialistWhyChoose } from './SpecialistSections';

/** /services/salesforce (docs/rules.md#salesforce): a fixed page that wins over /services/{slug}. */
export default function SalesforcePage() {
  usePageMeta(salesforcePage.meta);
  const { banner, whyChoose, closing } = salesforcePage;
  return (
    <>
      <PageHeader eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle} image={banner.image}>
        <BadgeList
          items={banner.badges}
          gap="xs"
          badge={{ size: 'lg', color: 'accent', variant: 'filled', leftSection: <IconCircleCheck size={14} aria-hidden />, tt: 'none' }}
        />
      </PageHeader>
      <SpecialistServices id="salesforce-services" title={salesforcePage.servicesTitle} services={salesforceServices} />
      <SpecialistWhyChoose id="salesforce-why" title={whyChoose.title} reasons={whyChoose.reasons} />
      <Container size="lg" pt={64} pb={16} component="section" aria-labelledby="salesforce-process">
        <SectionHeading id="salesforce-process" title={salesforcePage.processTitle} />
        <StepList steps={salesforcePage.process} />
      </Container>
      <CallToAction title={closing.title} text={closing.text} primary={closing.primary} secondary={closing.secondary} />
    </>
  );
}
