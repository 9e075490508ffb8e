/**
 * The render server: answers page requests on the shell's address with the page rendered at
 * request time, and leaves every file to the static server it plugs into (`pages` of
 * scripts/lib/static-server.ts), so headers, caching and compression of assets stay as they were.
 * Whenever it does not answer, the static index.html is served and the browser draws the page.
 *
 * One request, top to bottom (README.md has the diagram):
 *   1. sitemap.xml and robots.txt are written here (site-files.ts);
 *   2. the URL is normalised (page-url.ts): unknown query parameters dropped;
 *   3. a cached page answers at once (page-cache.ts), as does one being rendered for another request;
 *   4. otherwise the render gate (render-gate.ts) admits a render, or the static page answers;
 *   5. a render worker (render-pool.ts; on this thread with `workers: 0`) renders the page with
 *      the shell's server bundle (shell/src/server/render.tsx), with the configuration this
 *      thread numbered from what remotes.ts settled;
 *   6. there its parts fill index.html's placeholders (page-render.ts, document.ts), with the
 *      stylesheets of the chunks it drew (stylesheets.ts, from the builds' chunk-assets.json) and
 *      the boot data the browser hydrates from, and the document is gzipped;
 *   7. the document is kept (a good page only), plain and gzipped, with the remote that drew it
 *      and the releases it was drawn with, and sent with the status the page declared (a 503 with
 *      its Retry-After).
 * A visitor previewing a release (preview.ts) skips 3 and 7: its pages are rendered for it alone,
 * and where 4 or 5 fail it gets a 503 saying the preview is unavailable, never the static page.
 */
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from 'shared-ui';
import { ownerOf, type ServerBundleModule } from 'shell/server';
import { PageCache, DEFAULT_PAGE_CACHE, type CachedPage, type PageCacheOptions } from './page-cache';
import { normalisePageUrl } from './page-url';
import { RenderGate, DEFAULT_RENDER_GATE, type RenderGateOptions } from './render-gate';
import { channelReader } from './channel';
import { cachePage, carriesCredentials, NO_STORE, type HttpCachePolicy } from './http-cache';
import { createRenderMetrics, METRICS_PATH } from './metrics';
import { routePublicFilesToDisk, type PublicFileFolders } from './public-files-fetch';
import { releasePurger, type PurgeSettings } from './purge';
import { currentTrace, traced, type Log } from './trace';
import { createPageRenderer, readShellFiles, renderRequest, drawnWith, type Configuration, type DrawnWith, type RemoteView, type RenderedDocument, type RenderSettings } from './page-render';
import { createPreviews, sendPreviewUnavailable, type Candidate, type PreviewSettings } from './preview';
import { PREVIEW_PATH, previewCookieValue } from './preview-token';
import { startRemotes } from './remotes';
import { RENDERS_PER_WORKER, startRenderPool } from './render-pool';
import { robotsTxt, sitemapPaths, sitemapXml } from './site-files';
import { forwardedFor, trustedProxies, visitorAddress } from './visitor';

export interface RenderServerOptions {
  /** shell/dist: index.html, entry-assets.json, chunk-assets.json and runtime-config.json. */
  shellDist: string;
  /** shell/dist-server/main.cjs. */
  serverBundle: string;
  /** Public origin of the site (canonical URLs, link previews, sitemap.xml). */
  siteUrl: string;
  /** How often runtime-config.json and the manifests are read again (the redeploy bound). */
  pollMs: number;
  loadTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Budget for each public API answer a page renders with (default 800 ms). */
  dataTimeoutMs?: number;
  /**
   * A release channel's pointer to follow instead of runtime-config.json (channel.ts), e.g.
   * `http://localhost:3000/releases/channels/production.json`.
   */
  channelUrl?: string;
  /**
   * Previews of candidate releases (preview.ts), signed with this secret. Only with `channelUrl`:
   * a candidate is found beside the channel's releases in the store.
   */
  preview?: PreviewSettings;
  /** Where the render server reaches PocketBase, when not at the runtime configuration's URL. */
  apiUrl?: string;
  /**
   * The folders the site's `/releases/` and `/remotes/` files are served from: the manifests and
   * server builds at the public origin are read from disk, in every thread (public-files-fetch.ts).
   */
  publicFiles?: PublicFileFolders;
  /** What a cache in front may do with a page (http-cache.ts; default DEFAULT_HTTP_CACHE). */
  httpCache?: HttpCachePolicy;
  /** The cache in front's purge hook (purge.ts): called once a release stopped serving here. */
  purge?: PurgeSettings;
  /**
   * Render worker threads (render-pool.ts); 0 renders on the main thread. Default: one per core
   * (os.availableParallelism()).
   */
  workers?: number;
  cache?: PageCacheOptions;
  /** Default: DEFAULT_RENDER_GATE, with as many renders at once as the workers draw (4 on the main thread). */
  gate?: Partial<RenderGateOptions>;
  log: Log;
  /** Log one line per page request (method, path, status, duration, trace id): the production site server's. */
  requestLog?: boolean;
}

/** Answers a request, or resolves false to leave it to the static server (index.html). */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface RenderServer {
  pages: PageHandler;
  /** Reads the configuration and the manifests now (what each poll does). */
  refresh(): Promise<void>;
  /** How many times a redeployed remote was registered again (for tests and benchmarks). */
  readonly reregistrations: number;
  /** Renders admitted so far (for benchmarks). */
  readonly renders: number;
  /** Render worker threads alive (0: rendering on the main thread). */
  readonly workers: number;
  stop(): Promise<void>;
}

const SITEMAP_CACHE_MS = 5 * 60_000;
/** Renders at once on the main thread (`workers: 0`). */
const IN_PROCESS_RENDERS = 4;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A document's bytes as Buffers, without a copy (a worker's arrive as Uint8Arrays). */
function cachedPage(page: RenderedDocument): CachedPage {
  const buffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return {
    status: page.status,
    ...(page.retryAfterSeconds !== undefined ? { retryAfterSeconds: page.retryAfterSeconds } : {}),
    html: buffer(page.html),
    gzipped: buffer(page.gzipped),
    ...(page.remote ? { remote: page.remote } : {}),
    releases: page.releases,
  };
}

export async function startRenderServer(options: RenderServerOptions): Promise<RenderServer> {
  const { log } = options;
  if (options.publicFiles) routePublicFilesToDisk(options.siteUrl, options.publicFiles);
  // The main thread's bundle: it checks and warms new releases (remotes.ts), lists the sitemap,
  // draws previews' other pages, and renders every page with `workers: 0`.
  const bundle = await (createRequire(import.meta.url)(options.serverBundle) as ServerBundleModule).default();
  const shell = readShellFiles(options.shellDist);
  const settings: RenderSettings = {
    siteUrl: options.siteUrl,
    loadTimeoutMs: options.loadTimeoutMs ?? 1000,
    renderTimeoutMs: options.renderTimeoutMs ?? 3000,
    dataTimeoutMs: options.dataTimeoutMs ?? 800,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
  };
  const renderer = createPageRenderer({ bundle, shell, settings, log });
  const workers = Math.max(0, Math.floor(options.workers ?? availableParallelism()));
  const cache = new PageCache(options.cache ?? DEFAULT_PAGE_CACHE);
  const gate = new RenderGate({ maxConcurrent: workers > 0 ? workers * RENDERS_PER_WORKER : IN_PROCESS_RENDERS, ...DEFAULT_RENDER_GATE, ...options.gate });
  const proxies = trustedProxies();
  let sitemap: { at: number; xml: Promise<string> } | undefined;
  let renders = 0;
  const readRuntimeConfig = () => JSON.parse(readFileSync(join(options.shellDist, 'runtime-config.json'), 'utf8')) as RuntimeConfig;

  const metrics = createRenderMetrics({
    releaseOf: (remote) => remotes.states().get(remote)?.release,
    rendersOnServer: (remote) => remotes.states().get(remote)?.serverBuild ?? false,
  });
  const remotes = await startRemotes({
    onLoadFailure: metrics.remoteLoadFailed,
    bundle,
    readConfig: options.channelUrl ? channelReader({ url: options.channelUrl, fallback: readRuntimeConfig, log }) : readRuntimeConfig,
    pollMs: options.pollMs,
    // Nothing rendered with the old build holds; its chunk assets are read again when first needed.
    onRedeploy: () => {
      cache.clear();
      renderer.forget();
      sitemap = undefined;
      void configuration();
      void purger.switched(remotes.config().releases ?? {});
    },
    log,
  });
  const purger = releasePurger(options.purge, remotes.config().releases ?? {}, log);
  const pool =
    workers > 0
      ? startRenderPool({
          workers,
          serverBundle: options.serverBundle,
          shell,
          settings,
          ...(options.publicFiles ? { publicFiles: options.publicFiles } : {}),
          taskTimeoutMs: settings.loadTimeoutMs + settings.renderTimeoutMs + 2000,
          log,
        })
      : undefined;

  /**
   * The configuration pages are rendered with: what remotes.ts has settled, numbered anew
   * whenever it changes, and (with workers) applied by every thread before a page uses it.
   */
  let published: { key: string; configuration: Configuration; applied: Promise<void> } | undefined;
  function configuration(): Promise<Configuration> {
    const config = remotes.config();
    const states: Record<string, RemoteView> = Object.fromEntries(remotes.states());
    const key = JSON.stringify([config, Object.entries(states).map(([name, state]) => [name, state.entry, state.digest, state.serverBuild])]);
    if (published?.key !== key) {
      const next: Configuration = { generation: (published?.configuration.generation ?? 0) + 1, config, remotes: states };
      published = { key, configuration: next, applied: pool ? pool.publish(next) : Promise.resolve() };
    }
    const { configuration: current, applied } = published;
    return applied.then(() => current);
  }
  await configuration();

  const channel = options.channelUrl ? basename(new URL(options.channelUrl).pathname, '.json') : undefined;
  if (options.preview && !channel) log('render server: previews need a release channel (channelUrl); preview links are not answered');
  const previews =
    options.preview && channel
      ? createPreviews({
          ...options.preview,
          serverBundle: options.serverBundle,
          siteUrl: options.siteUrl,
          channel,
          states: remotes.states,
          renderTimeoutMs: settings.renderTimeoutMs,
          log,
        })
      : undefined;
  const apiUrl = () => options.apiUrl ?? remotes.config().pocketbaseUrl;
  const fetchJson = async (path: string) => {
    const trace = currentTrace();
    const response = await fetch(new URL(path, apiUrl()), { signal: AbortSignal.timeout(2000), headers: { accept: 'application/json', ...(trace ? { traceparent: trace.traceparent } : {}) } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const serverBuilds = () => [...remotes.states()].filter(([, state]) => state.serverBuild).map(([name]) => name);

  /**
   * A page for a visitor previewing `candidate`, drawn on this thread: the candidate's own remote
   * by the candidate's renderer (preview.ts), the other remotes here, with the candidate named in
   * the boot data.
   */
  async function previewDocument(url: string, forwarded: string, current: Configuration, candidate: Candidate, traceparent?: string): Promise<RenderedDocument> {
    const base = drawnWith(current);
    const drawn: DrawnWith = {
      config: {
        ...base.config,
        remotes: { ...base.config.remotes, [candidate.container]: candidate.entry },
        releases: { ...base.config.releases, [candidate.container]: candidate.preview.release },
      },
      serverBuilds: [...base.serverBuilds, candidate.container],
      preview: candidate.info,
    };
    const request = renderRequest(url, forwarded, drawn, settings, traceparent);
    const previewed = previews && ownerOf(new URL(url, 'http://render.local').pathname) === candidate.container;
    const page = previewed && previews ? await previews.render(candidate, request) : await bundle.renderPage({ ...request, log });
    if (previews && page.remote === candidate.container) {
      const state: RemoteView = { entry: candidate.entry, digest: '', serverBuild: true, manifest: candidate.manifest };
      return renderer.document(url, page, drawn, { state, assets: await previews.assets(candidate) });
    }
    const state = page.remote ? current.remotes[page.remote] : undefined;
    return renderer.document(url, page, drawn, { state, assets: await renderer.remoteAssets(state) });
  }

  /**
   * Renders the page at `url` into a whole document (by a worker, or here with `workers: 0`);
   * undefined when it cannot be rendered.
   */
  async function renderWhole(url: string, forwarded: string, candidate?: Candidate): Promise<CachedPage | undefined> {
    try {
      // A remote being switched to a new release is rendered with once it is warm, and named so in the boot data.
      await remotes.settled();
      const current = await configuration();
      // Read here, on the main thread: the request's trace does not follow the task into a worker.
      const traceparent = currentTrace()?.traceparent;
      const page = candidate
        ? await previewDocument(url, forwarded, current, candidate, traceparent)
        : pool
          ? await pool.render({ url, forwardedFor: forwarded, generation: current.generation, ...(traceparent ? { traceparent } : {}) })
          : await renderer.render(url, forwarded, current, traceparent);
      return cachedPage(page);
    } catch (error) {
      log(`render server: ${url} served as the static page: ${errorMessage(error)}`);
      return undefined;
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer, cacheControl = 'no-cache') {
    // The security headers, CSP included, are the static server's (set before this runs): the
    // rendered page holds no inline script, only JSON data.
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function siteFile(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/robots.txt') return send(req, res, 200, 'text/plain; charset=utf-8', Buffer.from(robotsTxt(options.siteUrl)));
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_CACHE_MS) {
      // The remotes that say which of their pages exist (a `./sitemap` expose in their manifest).
      const withSitemap = () =>
        serverBuilds().filter((name) => remotes.states().get(name)?.manifest?.exposes?.some((expose) => expose.path === './sitemap' || expose.name === 'sitemap'));
      const xml = sitemapPaths({ bundle, remotes: withSitemap, fetchJson, log }).then((paths) => sitemapXml(paths, options.siteUrl));
      sitemap = { at: Date.now(), xml };
    }
    send(req, res, 200, 'application/xml; charset=utf-8', Buffer.from(await sitemap.xml));
  }

  function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheControl?: string) {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // A page that could not get its data says when to ask again (and is kept by no cache: http-cache.ts).
    if (page.status === 503) res.setHeader('Retry-After', String(page.retryAfterSeconds ?? 30));
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? page.gzipped : page.html;
    const cached = cachePage(req, res, { status: page.status, body, personal: cacheControl === NO_STORE || carriesCredentials(req), releases: page.releases }, options.httpCache);
    if (!cached.notModified) send(req, res, page.status, 'text/html; charset=utf-8', body, cached.cacheControl);
  }

  /**
   * A page for a visitor previewing a release: rendered for it alone, kept by nobody. When it
   * cannot be rendered, never the static page (it boots with the channel's releases): a 503 that
   * says the preview is unavailable for a moment.
   */
  async function previewedPage(req: IncomingMessage, res: ServerResponse, url: string, candidate: Candidate): Promise<boolean> {
    metrics.track(res, url, 'preview');
    const admission = await gate.admit(visitorAddress(req, proxies));
    if (!admission.render) {
      metrics.refused(url, admission.reason);
      if (admission.delayMs) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
      sendPreviewUnavailable(req, res, url, candidate);
      return true;
    }
    renders += 1;
    const page = await metrics.timeRender(url, () => renderWhole(url, forwardedFor(req), candidate)).finally(admission.done);
    if (page) sendPage(req, res, page, NO_STORE);
    else sendPreviewUnavailable(req, res, url, candidate);
    return true;
  }

  const answerPage: PageHandler = async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === METRICS_PATH) return metrics.answer(req, res);
    if (path === '/sitemap.xml' || path === '/robots.txt') {
      metrics.track(res, path, 'file');
      await siteFile(req, res, path);
      return true;
    }
    if (previews && path.startsWith(PREVIEW_PATH) && (await previews.handle(req, res))) return true;
    const url = normalisePageUrl(req.url ?? '/');
    if (!url) return false;
    // A cookie that does not verify, has expired or names an unknown release: the channel's page.
    const candidate = previews && previewCookieValue(req.headers.cookie) ? await previews.candidateOf(req) : undefined;
    if (candidate) return previewedPage(req, res, url, candidate);
    const answer = metrics.track(res, url);
    let page = cache.get(url);
    metrics.cache(url, page ? 'hit' : cache.has(url) ? 'shared' : 'miss');
    if (!page && !cache.has(url)) {
      const admission = await gate.admit(visitorAddress(req, proxies));
      if (!admission.render) {
        metrics.refused(url, admission.reason);
        if (admission.delayMs) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
        answer.kind = 'static';
        return false;
      }
      renders += 1;
      page = await cache.shared(url, () => metrics.timeRender(url, () => purger.track(renderWhole(url, forwardedFor(req))))).finally(admission.done);
      answer.kind = 'render';
    } else {
      page ??= await cache.shared(url, () => metrics.timeRender(url, () => purger.track(renderWhole(url, forwardedFor(req)))));
      answer.kind = 'cache';
    }
    if (!page) {
      answer.kind = 'static';
      return false;
    }
    sendPage(req, res, page);
    return true;
  };

  const pages: PageHandler = (req, res) => traced(req, res, options.requestLog ? log : undefined, () => answerPage(req, res));

  return {
    pages,
    refresh: remotes.refresh,
    get workers() {
      return pool?.threads ?? 0;
    },
    get reregistrations() {
      return remotes.generation;
    },
    get renders() {
      return renders;
    },
    stop: async () => {
      remotes.stop();
      previews?.stop();
      await pool?.stop();
    },
  };
}
