import type { MouseEvent } from 'react';
import classes from './Layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1): hidden until focused, it moves focus
 * past the navigation to the page's main landmark. Focus is moved by hand rather than by the
 * fragment, so that the router sees no new location (and the URL gets no #main-content).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
