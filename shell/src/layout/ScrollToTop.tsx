import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'shared-ui';

/** How long to wait for an anchor target drawn by a remote that is still loading. */
const ANCHOR_WAIT_MS = 5000;

/**
 * docs/rules.md#routes: the page scrolls to the top on every path change. A path with a hash (the About anchor)
 * scrolls to that section instead, once the remote has drawn it.
 *
 * The page a visit starts on keeps the scroll position the browser gave it: the position it
 * restores on reload, or wherever the visitor scrolled the server's HTML to before the page was
 * hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const [firstKey] = useState(key);

  useLayoutEffect(() => {
    if (!hash) {
      if (key !== firstKey) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return Boolean(target);
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timeout);
    };
  }, [pathname, hash, key, firstKey]);

  return null;
}
