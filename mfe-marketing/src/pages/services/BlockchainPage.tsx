import { Badge, Container, Group, usePageMeta, SectionHeading, StepList } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { blockchainPage, blockchainServices } from '../../content/blockchain';
import { SpecialistServices, SpecialistWhyChoose } from './SpecialistSections';
import classes from './PracticePage.module.css';

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
        <Group component="ul" justify="center" gap="sm" className={classes.chips}>
          {blockchainPage.technologies.map((technology) => (
            <li key={technology}>
              <Badge size="xl" variant="outline" radius="xl" tt="none" fw={600}>
                {technology}
              </Badge>
            </li>
          ))}
        </Group>
      </Container>
      <Container size="lg" pb={16} component="section" aria-labelledby="blockchain-process">
        <SectionHeading id="blockchain-process" title={blockchainPage.processTitle} />
        <StepList steps={blockchainPage.process} />
      </Container>
      <CallToAction title={closing.title} text={closing.text} primary={closing.primary} secondary={closing.secondary} />
    </>
  );
}
