import { IconCircleCheck } from '@tabler/icons-react';
import { Badge, Container, Group, SimpleGrid, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { HighlightGrid } from '../../components/HighlightGrid';
import { PageHeader } from '../../components/PageHeader';
import { SectionHeading } from '../../components/SectionHeading';
import { StepList } from '../../components/StepList';
import { salesforcePage, salesforceServices } from '../../content/salesforce';
import { SpecialistCard } from './SpecialistCard';
import classes from './PracticePage.module.css';

/** /services/salesforce (spec §2): a fixed page that wins over /services/{slug}. */
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
      <Container size="lg" py={64} component="section" aria-labelledby="salesforce-services">
        <SectionHeading id="salesforce-services" title={salesforcePage.servicesTitle} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {salesforceServices.map((service) => (
            <SpecialistCard key={service.slug} service={service} />
          ))}
        </SimpleGrid>
      </Container>
      <section className={classes.band} aria-labelledby="salesforce-why">
        <Container size="lg" py={64}>
          <SectionHeading id="salesforce-why" title={whyChoose.title} />
          <HighlightGrid items={whyChoose.reasons} />
        </Container>
      </section>
      <Container size="lg" pt={64} pb={16} component="section" aria-labelledby="salesforce-process">
        <SectionHeading id="salesforce-process" title={salesforcePage.processTitle} />
        <StepList steps={salesforcePage.process} />
      </Container>
      <CallToAction title={closing.title} text={closing.text} primary={closing.primary} secondary={closing.secondary} />
    </>
  );
}
