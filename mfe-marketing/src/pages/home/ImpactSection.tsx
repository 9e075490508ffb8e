import { Container, FigureList, SectionHeading } from 'shared-ui';
import { impact } from '../../content/home-sections';
import classes from './HomeSections.module.css';

export default function ImpactSection() {
  return (
    <section className={classes.impact} aria-labelledby="impact-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="impact-heading" eyebrow={impact.eyebrow} title={impact.title} inverted />
        <FigureList items={impact.stats} classNames={{ root: classes.stats, figure: classes.stat, label: classes.statLabel, value: classes.statValue }} />
      </Container>
    </section>
  );
}
