import classes from './FigureList.module.css';

export interface Figure {
  label: string;
  value: string;
}

interface FigureListProps {
  items: Figure[];
  /** The page's own look: the list's spacing, each figure's box, the label's and the value's type. */
  classNames: { root?: string; figure?: string; label?: string; value?: string };
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Headline figures (clients, volume, sessions…) as a description list, each value over its label. */
export function FigureList({ items, classNames }: FigureListProps) {
  return (
    <dl className={join(classes.list, classNames.root)}>
      {items.map(({ label, value }) => (
        <div key={label} className={join(classes.figure, classNames.figure)}>
          <dt className={classNames.label}>{label}</dt>
          <dd className={join(classes.value, classNames.value)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
