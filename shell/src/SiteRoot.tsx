import { StrictMode, type ReactNode } from 'react';
import {
  BrowserRouter,
  DesignSystemProvider,
  ErrorBoundary,
  PageMetaContext,
  RenderedPagesContext,
  type RenderedParts,
  ServerDataContext,
  type PageMetaRecorder,
  type ServerDataStore,
} from 'shared-ui';
import { App } from './App';
import { PreviewContext } from './layout/PreviewBanner';
import { PreloadedRouteTrees, type RouteTreeModule } from './remotes/server-rendering';
import type { PreviewInfo } from './server/contract';

interface SiteRootProps {
  /**
   * On the server, the request's static router around the page (from 'shared-ui/server', which the
   * browser never loads); in the browser, none (its history).
   */
  router?: (app: ReactNode) => ReactNode;
  /** On the server, where usePageMeta records the head; in the browser, none (it sets the head). */
  pageMeta: PageMetaRecorder | null;
  serverData: ServerDataStore | null;
  /** Route trees loaded before the first render (the server-rendered remote). */
  preloaded: Partial<Record<string, RouteTreeModule>>;
  /** On the server, where lazy parts record that they were drawn (boot data, stylesheets). */
  renderedParts?: RenderedParts;
  /** The release this visitor previews (the boot data's), drawn as a banner on both sides. */
  preview?: PreviewInfo | null;
}

/**
 * The whole page, one definition for both sides (shell/src/server/render.tsx and bootstrap.tsx),
 * so that hydration finds the tree the server drew.
 */
export function SiteRoot({ router, pageMeta, serverData, preloaded, renderedParts, preview }: SiteRootProps) {
  const app = (
    <PreloadedRouteTrees value={preloaded}>
      <PreviewContext value={preview ?? null}>
        <App />
      </PreviewContext>
    </PreloadedRouteTrees>
  );
  return (
    <StrictMode>
      <PageMetaContext value={pageMeta}>
        <ServerDataContext value={serverData}>
          <RenderedPagesContext value={renderedParts ?? null}>
            <DesignSystemProvider>
              <ErrorBoundary>
                {router ? router(app) : <BrowserRouter>{app}</BrowserRouter>}
              </ErrorBoundary>
            </DesignSystemProvider>
          </RenderedPagesContext>
        </ServerDataContext>
      </PageMetaContext>
    </StrictMode>
  );
}
