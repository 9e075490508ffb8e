import { Container, Stack, Text, Title } from 'shared-ui';
import { impact } from '../../content/home-sections';
import classes from './HomeSections.module.css';

export default function ImpactSection() {
  return (
    <section className={classes.impact} aria-labelledby="impact-heading">
      <Container size="lg" py={72}>
        <Stack align="center" gap={6} mb={40}>
          <Text fw={700} tt="uppercase" size="sm" c="accent.3">
            {impact.eyebrow}
          </Text>
          <Title order={2} id="impact-heading" className={classes.impactTitle} ta="center">
            {impact.title}
          </Title>
        </Stack>
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
