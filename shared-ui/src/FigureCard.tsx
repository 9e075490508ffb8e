import type { ReactNode } from 'react';
import { Card, Skeleton, Text, type MantineSpacing } from '@mantine/core';
import classes from './FigureCard.module.css';

interface FigureCardProps {
  label: string;
  /** The figure; undefined while it is still being counted (a placeholder stands in). */
  value: ReactNode | undefined;
  padding?: MantineSpacing;
}

/** One figure of a dashboard's row of counters: its label, then the figure in large type. */
export function FigureCard({ label, value, padding = 'lg' }: FigureCardProps) {
  return (
    <Card withBorder padding={padding} radius="md" role="group" aria-label={label}>
      <Text size="sm" className={classes.label}>
        {label}
      </Text>
      {value === undefined ? <Skeleton height={28} mt="xs" aria-hidden /> : <Text className={classes.value}>{value}</Text>}
    </Card>
  );
}
