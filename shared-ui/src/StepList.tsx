import { SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
import classes from './StepList.module.css';

export interface Step {
  title: string;
  description: string;
  /** Shown under the title, e.g. a duration. */
  note?: string;
}

/** A numbered process or learning path; `cols` overrides the grid's columns per breakpoint. */
export function StepList({ steps, layout = 'grid', cols }: { steps: Step[]; layout?: 'grid' | 'timeline'; cols?: SimpleGridProps['cols'] }) {
  if (layout === 'timeline') {
    return (
      <ol className={classes.timeline}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.timelineItem}>
            <span className={classes.number} aria-hidden>
              {index + 1}
            </span>
            <div>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              {step.note && (
                <Text size="sm" fw={600} c="accent.8">
                  {step.note}
                </Text>
              )}
              <Text c="dimmed" mt={4}>
                {step.description}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <SimpleGrid component="ol" cols={cols ?? { base: 1, sm: 2, md: steps.length >= 4 ? 4 : steps.length }} spacing="lg" className={classes.grid}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.card}>
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          <Title order={3} size="h4" mt="md">
            {step.title}
          </Title>
          <Text c="dimmed" mt={6} size="sm">
            {step.description}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
