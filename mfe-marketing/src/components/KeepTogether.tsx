import { Fragment } from 'react';
import classes from './KeepTogether.module.css';

// A browser may break a line after any hyphen: "Classes 7-" / "10", "e-" / "mail", or an address at
// its domain's hyphen. These stay whole; the text itself is unchanged.
const unbreakable = /(\d+-\d+|\be-mail\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;

/** The text, with number ranges, 'e-mail' and e-mail addresses kept on one line. */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.split(unbreakable);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts every match at an odd index.
        index % 2 === 1 ? (
          <span key={index} className={classes.nowrap}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
