import type { ComponentType } from 'react';
import { SimpleGrid, Text, ThemeIcon, Title, type SimpleGridProps } from '@mantine/core';
import classes from './HighlightGrid.module.css';

export interface Highlight {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  title: string;
  description: string;
}

/** Reasons or features with an icon each; `cols` overrides the columns per breakpoint. */
export function HighlightGrid({ items, columns = 4, cols }: { items: Highlight[]; columns?: 2 | 3 | 4; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols ?? { base: 1, sm: 2, md: columns }} spacing="lg">
      {items.map(({ icon: Icon, title, description }) => (
        <div key={title} className={classes.item}>
          <ThemeIcon size={48} radius="md" variant="light">
            <Icon size={26} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {description}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
