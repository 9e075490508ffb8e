import { IconCircleCheck } from '@tabler/icons-react';
import { Badge, Container, Group, usePageMeta, SectionHeading, StepList } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { salesforcePage, salesforceServices } from '../../content/salesforce';
import { SpecialistServices, SpecialistWhyChoose } from './SpecialistSections';
import classes from './PracticePage.module.css';

/** /services/salesforce (docs/rules.md#salesforce): a fixed page that wins over /services/{slug}. */
export default function SalesforcePage() {
  usePageMeta(salesforcePage.meta);
  const { banner, whyChoose, closing } = salesforcePage;
  return (
    <>
      <PageHeader eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle} image={banner.image}>
        <Group component="ul" gap="xs" className={classes.badges}>
          {banner.badges.map((badge) => (
            <li key={badge}>
              <Badge size="lg" color="accent" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />} tt="none">
                {badge}
              </Badge>
            </li>
          ))}
        </Group>
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
