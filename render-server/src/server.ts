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
 *   5. the shell's server bundle renders the page (shell/src/server/render.tsx);
 *   6. its parts fill index.html's placeholders (document.ts), with the stylesheets of the chunks
 *      it drew (stylesheets.ts, from the builds' chunk-assets.json) and the boot data the browser
 *      hydrates from;
 *   7. the document is kept (a good page only), plain and gzipped, and sent with the status the
 *      page declared (a 503 with its Retry-After).
 * A visitor previewing a release (preview.ts) skips 3 and 7: its pages are rendered for it alone,
 * and where 4 or 5 fail it gets a 503 saying the preview is unavailable, never the static page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'shared-ui';
import { ownerOf, type RenderedPage, type RenderRequest, type ServerBundleModule } from 'shell/server';
import { renderDocument } from './document';
import { PageCache, DEFAULT_PAGE_CACHE, type CachedPage, type PageCacheOptions } from './page-cache';
import { normalisePageUrl } from './page-url';
import { RenderGate, DEFAULT_RENDER_GATE, type RenderGateOptions } from './render-gate';
import { channelReader } from './channel';
import { createPreviews, sendPreviewUnavailable, type Candidate, type PreviewSettings } from './preview';
import { PREVIEW_PATH, previewCookieValue } from './preview-token';
import { createRenderMetrics, METRICS_PATH } from './metrics';
import { startRemotes } from './remotes';
import { robotsTxt, sitemapPaths, sitemapXml } from './site-files';
import { ROUTE_TREE_PART, StylesheetTexts, remoteBuildAssets, remoteEntryOf, stylesheetsOfParts, type BuildAssets, type ChunkAssets } from './stylesheets';
import { currentTrace, traced, type Log } from './trace';
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
  cache?: PageCacheOptions;
  gate?: RenderGateOptions;
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
  stop(): void;
}

const SITEMAP_CACHE_MS = 5 * 60_000;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function startRenderServer(options: RenderServerOptions): Promise<RenderServer> {
  const { log } = options;
  const bundle = await (createRequire(import.meta.url)(options.serverBundle) as ServerBundleModule).default();
  const template = readFileSync(join(options.shellDist, 'index.html'), 'utf8');
  const entryAssets = JSON.parse(readFileSync(join(options.shellDist, 'entry-assets.json'), 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  const shellScripts = entryAssets['main']?.js ?? [];
  const shellAssets: BuildAssets = {
    assets: JSON.parse(readFileSync(join(options.shellDist, 'chunk-assets.json'), 'utf8')) as ChunkAssets,
    at: (file) => `/${file}`,
  };
  const linkedByTemplate = new Set(entryAssets['main']?.css ?? []);
  const cache = new PageCache(options.cache ?? DEFAULT_PAGE_CACHE);
  const gate = new RenderGate(options.gate ?? DEFAULT_RENDER_GATE);
  const proxies = trustedProxies();
  const assetsByRemote = new Map<string, Promise<BuildAssets>>();
  const remoteCss = new StylesheetTexts();
  let sitemap: { at: number; xml: Promise<string> } | undefined;
  let renders = 0;
  const metrics = createRenderMetrics({
    releaseOf: (remote) => remotes.states().get(remote)?.release,
    rendersOnServer: (remote) => remotes.states().get(remote)?.serverBuild ?? false,
  });
  const readRuntimeConfig = () => JSON.parse(readFileSync(join(options.shellDist, 'runtime-config.json'), 'utf8')) as RuntimeConfig;

  const remotes = await startRemotes({
    bundle,
    readConfig: options.channelUrl ? channelReader({ url: options.channelUrl, fallback: readRuntimeConfig, log }) : readRuntimeConfig,
    pollMs: options.pollMs,
    // Nothing rendered with the old build holds; its chunk assets are read again when first needed.
    onRedeploy: (name) => {
      cache.clear();
      assetsByRemote.delete(name);
      remoteCss.clear();
      sitemap = undefined;
    },
    onLoadFailure: metrics.remoteLoadFailed,
    log,
  });
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
          renderTimeoutMs: options.renderTimeoutMs ?? 3000,
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

  function remoteAssetsOf(name: string): Promise<BuildAssets> | undefined {
    const state = remotes.states().get(name);
    if (!state?.manifest) return undefined;
    let assets = assetsByRemote.get(name);
    if (!assets) {
      assetsByRemote.set(name, (assets = remoteBuildAssets(state.manifest, state.entry)));
      void assets.then((read) => read.partial && assetsByRemote.get(name) === assets && assetsByRemote.delete(name));
    }
    return assets;
  }

  /** The channel's configuration with a previewed candidate in place of its remote's release. */
  function configWith(candidate: Candidate | undefined): RenderRequest['config'] {
    const config = remotes.config();
    if (!candidate) return config;
    return {
      ...config,
      remotes: { ...config.remotes, [candidate.container]: candidate.entry },
      releases: { ...config.releases, [candidate.container]: candidate.preview.release },
    } as RenderRequest['config'];
  }

  /**
   * Renders the page at `url` into a whole document; undefined when it cannot be rendered. With a
   * candidate, its remote's pages are rendered by the candidate's own renderer (preview.ts).
   */
  async function renderWhole(url: string, forwarded: string, candidate?: Candidate): Promise<CachedPage | undefined> {
    let page: RenderedPage;
    // A remote being switched to a new release is rendered with once it is warm, and named so in the boot data.
    await remotes.settled();
    const config = configWith(candidate);
    const request: Omit<RenderRequest, 'log'> = {
      url,
      siteUrl: options.siteUrl,
      config,
      serverBuilds: new Set([...serverBuilds(), ...(candidate ? [candidate.container] : [])]),
      loadTimeoutMs: options.loadTimeoutMs ?? 1000,
      renderTimeoutMs: options.renderTimeoutMs ?? 3000,
      dataTimeoutMs: options.dataTimeoutMs ?? 800,
      apiUrl: options.apiUrl,
      forwardedFor: forwarded,
      traceparent: currentTrace()?.traceparent,
      ...(candidate ? { preview: candidate.info } : {}),
    };
    const previewed = candidate && previews && ownerOf(new URL(url, 'http://render.local').pathname) === candidate.container ? candidate : undefined;
    try {
      page = previewed && previews ? await previews.render(previewed, request) : await bundle.renderPage({ ...request, log });
    } catch (error) {
      log(`render server: ${url} served as the static page: ${errorMessage(error)}`);
      return undefined;
    }
    const drawnCandidate = previewed && page.remote === previewed.container ? previewed : undefined;
    const state = drawnCandidate ?? (page.remote ? remotes.states().get(page.remote) : undefined);
    const remoteAssets = drawnCandidate && previews ? await previews.assets(drawnCandidate) : page.remote ? await remoteAssetsOf(page.remote) : undefined;
    const parts = remoteAssets ? [...page.parts, ROUTE_TREE_PART] : page.parts;
    const sheets = stylesheetsOfParts(parts, { shell: shellAssets, remote: remoteAssets }, linkedByTemplate);
    if (sheets.unknown.length) log(`render server: ${url} drew parts no build names, sent without their stylesheets: ${sheets.unknown.join(', ')}`);
    const html = renderDocument(template, {
      head: page.head,
      html: page.html,
      shellScripts,
      stylesheets: sheets.linked,
      pageCss: await remoteCss.of(sheets.inlined),
      remoteEntry: state?.manifest ? remoteEntryOf(state.manifest, state.entry) : undefined,
      boot: {
        // The site URL the browser builds absolute links from: the configuration's, else this server's.
        config: { siteUrl: options.siteUrl, ...config },
        remote: page.remote,
        data: page.data,
        pages: page.pages,
        manifest: state?.manifest,
        ...(candidate ? { preview: candidate.info } : {}),
      },
    });
    const bytes = Buffer.from(html);
    return {
      status: page.status,
      ...(page.retryAfterSeconds !== undefined ? { retryAfterSeconds: page.retryAfterSeconds } : {}),
      html: bytes,
      gzipped: gzipSync(bytes),
      ...(page.remote ? { remote: page.remote } : {}),
      releases: (config as ReturnType<typeof remotes.config>).releases ?? {},
    };
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
    res.setHeader('Vary', 'Accept-Encoding');
    // A page that could not get its data says when to ask again, and is kept by no cache.
    if (page.status === 503) {
      res.setHeader('Retry-After', String(page.retryAfterSeconds ?? 30));
      cacheControl = 'no-store';
    }
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    send(req, res, page.status, 'text/html; charset=utf-8', gzip ? page.gzipped : page.html, cacheControl);
  }

  /**
   * A page for a visitor previewing a release: rendered for it alone, kept by nobody. When it
   * cannot be rendered, never the static page (it boots with the channel's releases): a 503 that
   * says the preview is unavailable for a moment.
   */
  async function previewedPage(req: IncomingMessage, res: ServerResponse, url: string, candidate: Candidate): Promise<boolean> {
    const admission = gate.admit(visitorAddress(req, proxies));
    metrics.track(res, url, 'preview');
    if (!admission.render) {
      metrics.refused(url, admission.reason);
      if (admission.delayMs) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
      sendPreviewUnavailable(req, res, url, candidate);
      return true;
    }
    renders += 1;
    const page = await metrics.timeRender(url, () => renderWhole(url, forwardedFor(req), candidate)).finally(admission.done);
    if (page) sendPage(req, res, page, 'private, no-store');
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
      const admission = gate.admit(visitorAddress(req, proxies));
      if (!admission.render) {
        metrics.refused(url, admission.reason);
        if (admission.delayMs) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
        return false;
      }
      renders += 1;
      page = await cache.shared(url, () => metrics.timeRender(url, () => renderWhole(url, forwardedFor(req)))).finally(admission.done);
      answer.kind = 'render';
    } else {
      page ??= await cache.shared(url, () => metrics.timeRender(url, () => renderWhole(url, forwardedFor(req))));
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
    get reregistrations() {
      return remotes.generation;
    },
    get renders() {
      return renders;
    },
    stop: () => {
      remotes.stop();
      previews?.stop();
    },
  };
}
