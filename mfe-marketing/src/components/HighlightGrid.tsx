import { SimpleGrid, Text, ThemeIcon, Title } from 'shared-ui';
import type { Highlight } from '../content/types';
import classes from './HighlightGrid.module.css';

/** Reasons or features with an icon each. */
export function HighlightGrid({ items, columns = 4 }: { items: Highlight[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
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
