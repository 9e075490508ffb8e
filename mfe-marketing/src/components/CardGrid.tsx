import type { ReactNode } from 'react';
import classes from './CardGrid.module.css';

interface CardGridProps {
  children: ReactNode;
  /** 'ol' or 'ul' when the cards are a list (their items are then <li>). */
  component?: 'div' | 'ol' | 'ul';
  className?: string;
  'aria-label'?: string;
}

/** The grid every card set sits in; its columns never leave one card alone on the last row. */
export function CardGrid({ children, component: Tag = 'div', className, ...rest }: CardGridProps) {
  return (
    <Tag className={className ? `${classes.grid} ${className}` : classes.grid} {...rest}>
      {children}
    </Tag>
  );
}
