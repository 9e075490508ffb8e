import { Container, usePageMeta, SectionHeading, StepList } from 'shared-ui';
import { BadgeList } from '../../components/BadgeList';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { blockchainPage, blockchainServices } from '../../content/blockchain';
import { SpecialistServices, SpecialistWhyChoose } from './SpecialistSections';

/** /services/blockchain (docs/rules.md#blockchain): a fixed page that wins over /services/{slug}. */
export default function BlockchainPage() {
  usePageMeta(blockchainPage.meta);
  const { banner, whyChoose, closing } = blockchainPage;
  return (
    <>
      <PageHeader eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle} image={banner.image} />
      <SpecialistServices id="blockchain-services" title={blockchainPage.servicesTitle} services={blockchainServices} />
      <SpecialistWhyChoose id="blockchain-why" title={whyChoose.title} reasons={whyChoose.reasons} />
      <Container size="lg" py={64} component="section" aria-labelledby="blockchain-tech">
        <SectionHeading id="blockchain-tech" title={blockchainPage.technologiesTitle} />
        <BadgeList items={blockchainPage.technologies} justify="center" gap="sm" badge={{ size: 'xl', variant: 'outline', radius: 'xl', tt: 'none', fw: 600 }} />
      </Container>
      <Container size="lg" pb={16} component="section" aria-labelledby="blockchain-process">
        <SectionHeading id="blockchain-process" title={blockchainPage.processTitle} />
        <StepList steps={blockchainPage.process} />
      </Container>
      <CallToAction title={closing.title} text={closing.text} primary={closing.primary} secondary={closing.secondary} />
    </>
  );
}
