// @ts-check
/**
 * Starts a server-rendered page's scripts once the browser has painted its content
 * (render-server/src/document.ts writes this script's tag; the static index.html does not use it).
 *
 * The shell's script is preloaded from the HTML, so its download starts as before. Run as a plain
 * deferred script, it ran whenever it had arrived by the end of the document: on a fast connection,
 * or from the cache on a repeat visit, that was before the first paint, which then waited for its
 * compilation and start-up (docs/decisions.md#paint-first).
 *
 * `data-shell` lists the shell's scripts, in order; `data-entry` is the drawn remote's entry, which
 * must run after them (it needs the federation runtime the shell's script sets up). Scripts added
 * with `async = false` run in the order they were added.
 */
(() => {
  const self = document.currentScript;
  if (!self) return;
  const shell = (self.dataset.shell ?? '').split(' ').filter(Boolean);
  const entry = self.dataset.entry;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of shell) add(src, false);
    if (entry) add(entry, true);
  };
  /** @param {string} src @param {boolean} early */
  function add(src, early) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    if (early) {
      // src/index.ts waits for the remote's entry while it is on its way, then takes it out of the
      // federation runtime's way.
      script.setAttribute('data-gx-early-entry', 'loading');
      const settle = () => script.setAttribute('data-gx-early-entry', 'settled');
      script.addEventListener('load', settle, { once: true });
      script.addEventListener('error', settle, { once: true });
    }
    document.head.append(script);
  }
  // The browser reports its first contentful paint once it has been drawn. A tab that is not shown
  // draws nothing, and a browser may not report paints: hence the timer.
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, 1000);
})();
