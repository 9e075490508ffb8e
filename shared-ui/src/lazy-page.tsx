import { createContext, createElement, lazy, useContext, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The one way the apps load code on demand (lint forbids React.lazy): pages, and parts of pages,
 * that are chunks of their own. Unlike React.lazy, a part whose chunk failed tries again when drawn
 * again (Try Again), and a server-rendered page can adopt it in one piece.
 *
 * With React.lazy alone, the browser hydrates the layout first and the page only once its chunk
 * has arrived; until then a tap or key press on the page's server HTML is lost (React cannot
 * replay it on a lazy part). A page made with `lazyPage` records its id while the server renders
 * it; the shell puts the ids in the boot data and loads those chunks before hydrating
 * (`preloadPages`), so the first render in the browser draws the page directly and the whole
 * page answers as soon as hydration reaches it. Reached by navigation in the browser, the page
 * loads as with React.lazy, behind its Suspense boundary.
 */

/** A page: a function component, whatever its props (`never` accepts them all without `any`). */
type PageComponent = (props: never) => ReactNode;
type PropsOf<T extends PageComponent> = Parameters<T> extends [infer P, ...unknown[]] ? P & object : Record<string, never>;

/** On the server, what a request drew, by lazy part id. */
export interface RenderedParts {
  /** Parts the browser loads before hydrating (the boot data's `pages`): all but deferred ones. */
  pages: Set<string>;
  /** Every part drawn, deferred ones too: the render server sends their stylesheets with the page. */
  drawn: Set<string>;
}

/** Where a server render records the parts it drew; null in the browser. */
export const RenderedPagesContext = createContext<RenderedParts | null>(null);

/** Every page's loader by id, for preloadPages. */
const loaders = new Map<string, () => Promise<unknown>>();

/** How to give each page whose chunk failed to load a new start (retryFailedPages). */
const failedPages = new Set<() => void>();

/**
 * Lets the pages whose chunk failed to load try again when next drawn. React.lazy keeps a failure
 * for good, so each gets a new lazy wrapper; not at once, as React draws a failed part again
 * before it reports the error, and a new wrapper each time would load the chunk in a loop. Called
 * by the error boundary's Try Again (and on its reset by a new path) and by the render server
 * before each page: with one wrapper for good, a chunk that failed once (the remote being
 * redeployed) failed every page after it, in the browser until a reload and in the render server
 * until the remote's next deploy.
 */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

export interface LazyPageOptions {
  /**
   * The part hydrates later, on its own (a home section that stays the server's HTML until it
   * nears the viewport): it is recorded as drawn (for its stylesheets), not for loading before
   * hydration.
   */
  deferred?: boolean;
}

/**
 * A page (or a part of one) loaded on demand. `id` names it in the boot data: unique across the
 * site, so prefixed with the remote's name ('marketing/contact'). Its import names its chunk the
 * same (`import(/* webpackChunkName: "marketing/contact" *\/ …)`): the render server finds the
 * part's stylesheets under that name in the build's chunk-assets.json, and the build fails when
 * an id has no chunk of its name (shared-ui/build/chunk-assets.ts).
 */
export function lazyPage<T extends PageComponent>(id: string, load: () => Promise<{ default: T }>, options: LazyPageOptions = {}): ComponentType<PropsOf<T>> {
  type Props = PropsOf<T>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default as unknown as ComponentType<Props>;
        return { default: loaded };
      },
      (error: unknown) => {
        // A later attempt may load it (the network was down, the remote being redeployed).
        loading = undefined;
        failedPages.add(renew);
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  const renew = () => {
    Lazy = lazy(preload);
  };
  // A redeployed remote's new build (the render server loads it beside the old) takes the id over.
  loaders.set(id, preload);

  function Page(props: Props) {
    const rendered = useContext(RenderedPagesContext);
    rendered?.drawn.add(id);
    if (!options.deferred) rendered?.pages.add(id);
    // Decided once per mount: switching from the lazy wrapper to the page itself (or to a new
    // wrapper) on a later render would mount the page again and lose its state.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  Page.displayName = `Page(${id})`;
  return Page;
}

/**
 * Loads the pages the server drew (the boot data's ids), before hydration. Unknown ids and
 * failures are left to the page's own boundary, which reports them where it renders.
 */
export async function preloadPages(ids: readonly string[]): Promise<void> {
  // A part inside a lazy page registers only once that page's chunk has run: load in rounds.
  let waiting = [...ids];
  for (;;) {
    const ready = waiting.filter((id) => loaders.has(id));
    if (ready.length === 0) return;
    waiting = waiting.filter((id) => !loaders.has(id));
    await Promise.all(ready.map((id) => loaders.get(id)?.().catch(() => undefined)));
  }
}
