import { Badge } from 'shared-ui';
import classes from './StatusBadge.module.css';

interface StatusBadgeProps {
  /** Mantine colour name: green, red, gray or blue (docs/rules.md#states). */
  color: string;
  children: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A status badge: the colour fills the badge and the text is dark. Light badges put shade 9 text
 * on shade 1, which for green is 3.8:1, and filled ones white text (3.3:1 on red and grey), both
 * below the 4.5:1 that small text needs; black on the filled shade 6 reads at 5.9:1 (blue) to
 * 8.9:1 (green).
 */
export function StatusBadge({ color, children, size = 'md' }: StatusBadgeProps) {
  return (
    <Badge color={color} variant="filled" size={size} className={classes.badge}>
      {children}
    </Badge>
  );
}
