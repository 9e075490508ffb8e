import { Container, SectionHeading } from 'shared-ui';
import { impact } from '../../content/home-sections';
import classes from './HomeSections.module.css';

export default function ImpactSection() {
  return (
    <section className={classes.impact} aria-labelledby="impact-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="impact-heading" eyebrow={impact.eyebrow} title={impact.title} inverted />
        <dl className={classes.stats}>
          {impact.stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
