import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Anchor, Group } from 'shared-ui';
import classes from './BackLink.module.css';

/** A link back to the page above this one ('Back to GX Academy'). */
export function BackLink({ to, label, inverted = false }: { to: string; label: string; inverted?: boolean }) {
  return (
    <Anchor component={Link} to={to} className={inverted ? `${classes.link} ${classes.inverted}` : classes.link}>
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
