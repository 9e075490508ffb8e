import { Container, SectionHeading, HighlightGrid } from 'shared-ui';
import { CardGrid } from '../../components/CardGrid';
import type { SpecialistService } from '../../content/specialist-services';
import type { Highlight } from '../../content/types';
import { SpecialistCard } from './SpecialistCard';
import classes from './PracticePage.module.css';

/** The card grid of a practice page (blockchain or Salesforce), each card to /services/{slug}. */
export function SpecialistServices({ id, title, services }: { id: string; title: string; services: SpecialistService[] }) {
  return (
    <Container size="lg" py={64} component="section" aria-labelledby={id}>
      <SectionHeading id={id} title={title} />
      <CardGrid>
        {services.map((service) => (
          <SpecialistCard key={service.slug} service={service} />
        ))}
      </CardGrid>
    </Container>
  );
}

/** The tinted 'Why Choose …' band of a practice page. */
export function SpecialistWhyChoose({ id, title, reasons }: { id: string; title: string; reasons: Highlight[] }) {
  return (
    <section className={classes.band} aria-labelledby={id}>
      <Container size="lg" py={64}>
        <SectionHeading id={id} title={title} />
        <HighlightGrid items={reasons} />
      </Container>
    </section>
  );
}
