/**
 * Renders one page of the site on the server: the shell's layout and the owning remote's route
 * tree, loaded at request time through the federation runtime from the remote's server build.
 * The render-server package decides when, registers the remotes, and puts what this returns into
 * the placeholders of index.html.
 *
 * Failure isolation: a remote that is not registered for server rendering, does not load within
 * the time budget, or throws while rendering, is handed to the browser inside its Suspense
 * boundary (RenderInBrowser); the page still answers with the shell drawn.
 *
 * Nothing here is per process but code: each request gets its own router location, head recorder
 * and data store. The server never reads who the visitor is (the session lives in the browser's
 * storage), never configures a PocketBase client and never starts the session store, so every
 * visitor's HTML is the signed-out, session-loading state of the page.
 */
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SITE_NAME, type ApiNotFound, type ApiUnavailable, type PageMeta, type PageMetaRecorder, type RenderedParts } from 'shared-ui';
import { StaticRouter, createServerDataStore, retryFailedPages } from 'shared-ui/server';
import { ownerOf, type RemoteContainer } from '../remotes/ownership';
import { RENDER_IN_BROWSER_DIGEST, type RouteTreeModule } from '../remotes/server-rendering';
import { SiteRoot } from '../SiteRoot';
import { buildHead } from './head';
import { APP_PART, type RenderRequest, type RenderedPage } from './contract';

// The render server's federation instance: it registers remotes (and re-registers redeployed
// ones) on the same runtime that loads them here.
export { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

/** The head of a page that sets none (the shell's generic one, as in index.html). */
const DEFAULT_META: PageMeta = {
  title: 'Academy, IT Solutions and Exchange',
  description: 'GX: career guidance and skills at GX Academy, IT services at GXIT Solutions, and USDT OTC trading at GX Exchange.',
};
const DEFAULT_IMAGE = '/og-image.png';

async function loadRouteTree(container: RemoteContainer, timeoutMs: number): Promise<RouteTreeModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const module = await Promise.race([
      loadRemote<RouteTreeModule>(`${container}/routes`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    if (!module?.default) throw new Error('it exposes no route tree');
    return module;
  } finally {
    // A pending timer would keep this request's closure, and the loaded remote with it, alive
    // after a redeploy (the heap grew until such timers expired).
    clearTimeout(timer);
  }
}

/** The API's answers that mean "not now" rather than "not so": the page answers 503. */
const UNAVAILABLE = new Set([429, 502, 503, 504]);
/** Retry-After of a page whose API answer named none. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * A GET of PocketBase's public API, without any session: its JSON on a 200, `ApiNotFound` on a 404
 * (the page is a not-found page), `ApiUnavailable` when the API cannot answer for now (the page
 * shows its error state), and a rejection on anything else.
 */
function publicApiFetcher(apiUrl: string, forwardedFor: string | undefined, traceparent: string | undefined) {
  return async (path: string, signal: AbortSignal): Promise<unknown> => {
    if (!path.startsWith('/api/')) throw new Error(`${path} is not an API path`);
    const headers: Record<string, string> = { accept: 'application/json' };
    // The API's per-client limits (market data) then count the visitor, not the render server.
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    // The page request's trace: PocketBase logs it and passes it on to the signer.
    if (traceparent) headers['traceparent'] = traceparent;
    const response = await fetch(new URL(path, apiUrl), { signal, headers });
    if (response.status === 404) return { apiStatus: 404 } satisfies ApiNotFound;
    if (UNAVAILABLE.has(response.status)) return { apiStatus: 503, retryAfterSeconds: retryAfterOf(response) } satisfies ApiUnavailable;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** React's stream for the whole page, collected into one string once every boundary is ready. */
function renderToString(page: React.ReactNode, request: RenderRequest, pathname: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const budget: { timer?: ReturnType<typeof setTimeout> } = {};
    const stream = renderToPipeableStream(page, {
      // Every boundary written in place, none "outlined" into a hidden <div> that an inline
      // script reveals: the site's CSP runs no inline script, and crawlers that run none see the
      // content where it belongs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        if ((error as { digest?: string })?.digest === RENDER_IN_BROWSER_DIGEST) return RENDER_IN_BROWSER_DIGEST;
        request.log(`rendering ${pathname} failed in a boundary, which the browser will render: ${errorMessage(error)}`);
        return 'gx-server-render-error';
      },
      // The head is written from what the page recorded, so the whole page renders before it is sent.
      onAllReady() {
        clearTimeout(budget.timer);
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
            callback();
          },
        });
        collect.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
        collect.on('error', reject);
        stream.pipe(collect);
      },
      onShellError(error: unknown) {
        clearTimeout(budget.timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    budget.timer = setTimeout(() => stream.abort(new Error(`render budget of ${request.renderTimeoutMs} ms spent`)), request.renderTimeoutMs);
  });
}

/**
 * Renders a page: loads the owning remote's route tree (about a second at most), waits for the
 * public data it asks for (or its budget) and returns the parts of the document.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(request.url, 'http://render.local');
  const owner = ownerOf(pathname);
  // A lazy part whose chunk could not be fetched for an earlier page (its remote being
  // redeployed) tries again, once per page rendered.
  retryFailedPages();
  const preloaded: Partial<Record<RemoteContainer, RouteTreeModule>> = {};
  if (owner && request.serverBuilds.has(owner)) {
    try {
      preloaded[owner] = await loadRouteTree(owner, request.loadTimeoutMs);
    } catch (error) {
      request.log(`${owner} renders in the browser for ${pathname}: its server build did not load (${errorMessage(error)})`);
    }
  }
  const remote = owner && preloaded[owner] ? owner : null;
  let recordedMeta: PageMeta | undefined;
  const recorder: PageMetaRecorder = { record: (meta) => (recordedMeta = meta) };
  const serverData = createServerDataStore(publicApiFetcher(request.apiUrl ?? request.config.pocketbaseUrl, request.forwardedFor, request.traceparent), request.dataTimeoutMs);
  const renderedParts: RenderedParts = { pages: new Set(), drawn: new Set() };
  const html = await renderToString(
    <SiteRoot
      router={(app) => <StaticRouter location={request.url}>{app}</StaticRouter>}
      pageMeta={recorder}
      serverData={serverData.store}
      preloaded={preloaded}
      renderedParts={renderedParts}
      preview={request.preview}
    />,
    request,
    pathname,
  );
  const meta = recordedMeta ?? DEFAULT_META;
  return {
    // The page says when it is not found or could not get its data (usePageMeta); a remote drawn
    // in the browser cannot say, so its paths answer 200 as a static host would.
    status: meta.status ?? 200,
    ...(meta.status === 503 ? { retryAfterSeconds: meta.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS } : {}),
    head: buildHead(meta, { siteUrl: request.siteUrl, pathname, siteName: SITE_NAME, defaultImage: DEFAULT_IMAGE }),
    html,
    remote,
    pages: [...renderedParts.pages],
    // The shell's application (its layout) is drawn on every page.
    parts: [APP_PART, ...renderedParts.drawn],
    data: serverData.collected(),
  };
}
