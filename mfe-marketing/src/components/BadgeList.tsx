import type { ComponentProps } from 'react';
import { Badge, Group } from 'shared-ui';
import classes from './BadgeList.module.css';

interface BadgeListProps extends Omit<ComponentProps<typeof Group>, 'component' | 'children' | 'className'> {
  items: string[];
  /** How every badge of the list looks (variant, size, radius, weight…). */
  badge?: ComponentProps<typeof Badge>;
}

/** Short labels (tags, tools, roles, technologies) as a wrapping list of badges. */
export function BadgeList({ items, badge, ...group }: BadgeListProps) {
  return (
    <Group component="ul" {...group} className={classes.list}>
      {items.map((item) => (
        <li key={item}>
          <Badge {...badge}>{item}</Badge>
        </li>
      ))}
    </Group>
  );
}
