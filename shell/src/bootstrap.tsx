import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureBackend, configureSiteOrigin, createHydrationDataStore, startSession, type RuntimeConfig } from 'shared-ui';
import { RENDER_IN_BROWSER_DIGEST, type RouteTreeModule } from './remotes/server-rendering';
import { SiteRoot } from './SiteRoot';
import type { PreviewInfo } from './server/contract';

interface StartOptions {
  /** The page was rendered on the server: adopt its DOM instead of drawing it again. */
  hydrate: boolean;
  /** Route trees loaded before the first render (the server-rendered remote). */
  preloaded: Record<string, RouteTreeModule>;
  /** The public API answers the server rendered with (boot data). */
  serverData?: Record<string, unknown>;
  /** The release this visitor previews (boot data): its banner, as the server drew it. */
  preview?: PreviewInfo;
}

/**
 * Reports errors React recovered from while hydrating, except the planned hand-over of a remote
 * that the server left to the browser (no server build, too slow): that is not an error.
 */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === RENDER_IN_BROWSER_DIGEST) return;
  console.error(error);
}

export function start(config: RuntimeConfig, { hydrate, preloaded, serverData, preview }: StartOptions) {
  const container = document.getElementById('root');
  // docs/rules.md#errors: startup fails with this message when the page has no root container.
  if (!container) throw new Error('Failed to find the root element');

  configureBackend(config.pocketbaseUrl);
  configureSiteOrigin(config.siteUrl);
  // The session store's first render during hydration is its initial (loading) state, as on the
  // server: zustand hands React getInitialState() as the server snapshot, then the real one.
  startSession();

  const page = (
    <SiteRoot pageMeta={null} serverData={hydrate ? createHydrationDataStore(serverData) : null} preloaded={preloaded} preview={preview} />
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole layout in one long task; the server's HTML stays visible
  // and unchanged meanwhile. A tap on a part not adopted yet makes React adopt that part at once;
  // one on a lazy page whose code is still on its way does nothing, as before hydration.
  if (hydrate) startTransition(() => void hydrateRoot(container, page, { onRecoverableError }));
  else createRoot(container).render(page);
}
