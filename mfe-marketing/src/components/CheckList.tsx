import { IconCircleCheckFilled } from '@tabler/icons-react';
import { SimpleGrid, Text } from 'shared-ui';
import { KeepTogether } from './KeepTogether';
import classes from './CheckList.module.css';

/** Features or outcomes: short lines with a tick, in one to three columns. */
export function CheckList({ items, columns = 2, onTint = false }: { items: string[]; columns?: 1 | 2 | 3; onTint?: boolean }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="sm" className={onTint ? `${classes.list} ${classes.onTint}` : classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <IconCircleCheckFilled size={22} className={classes.icon} aria-hidden />
          <Text>
            <KeepTogether text={item} />
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
