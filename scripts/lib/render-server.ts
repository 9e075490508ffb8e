/**
 * The render server: answers page requests on the shell's address with the page rendered at
 * request time (shell/src/server/render.tsx, built to shell/dist-server/main.cjs), and leaves
 * every file to the static server it plugs into (static-server.ts `pages`), so headers, caching
 * and compression of assets stay as they were. Whenever it cannot answer, the static index.html
 * is served and the browser renders the page as before.
 *
 * Remotes are found as in the browser: the shell's runtime-config.json names each remote's
 * mf-manifest.json, whose `metaData.ssrRemoteEntry` names its server build. Only those URLs are
 * ever loaded (a remote's code runs with the full rights of this process): never one from a request.
 *
 * Redeploys: every `pollMs` it reads runtime-config.json and every manifest again. A remote
 * whose manifest changed (a new build at the same URL: the manifest's `?v=` hash changes with the
 * server build) or whose URL changed is registered again with `force: true`, which drops the
 * federation runtime's cached container, and loaded once to warm it. `revalidate()` from
 * `@module-federation/node/utils` is not used: it wipes all federation state and broke every
 * later render until restart (REFERENCE.md).
 */
import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream';
import { constants as zlib, createGzip, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'shared-ui';
import type { PageHandler } from './static-server';
import type { RemoteAssets, RenderRequest, RenderedPage, ShellStylesheet } from '../../shell/src/server/contract';

/** What the shell's server bundle exports (shell/src/server/render.tsx). */
interface ServerBundle {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  renderPage(request: RenderRequest): RenderedPage;
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** A stylesheet of one of a remote's lazy pages, with the class names it styles. */
type PageStylesheet = RemoteAssets['pageCss'][number];

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string }; ssrRemoteEntry?: unknown };
  exposes?: Array<{ path?: string; name?: string; assets?: ManifestAssets }>;
}

export interface RenderServerOptions {
  /** shell/dist: index.html and runtime-config.json. */
  shellDist: string;
  /** shell/dist-server/main.cjs. */
  serverBundle: string;
  /** Public origin of the site (canonical URLs, link previews). */
  siteUrl: string;
  /** How often runtime-config.json and the manifests are read again (the redeploy bound). */
  pollMs: number;
  loadTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Budget for each public API answer a page renders with (default 800 ms). */
  dataTimeoutMs?: number;
  /** Where the render server reaches PocketBase, when not at the runtime configuration's URL. */
  apiUrl?: string;
  log?: (line: string) => void;
}

interface RemoteState {
  entry: string;
  /** sha256 of the manifest text, or an error marker when it could not be read. */
  digest: string;
  serverBuild: boolean;
  assets?: RemoteAssets;
}

export interface RenderServer {
  /** For static-server.ts `pages`. */
  pages: PageHandler;
  /** Reads the configuration and the manifests now (what each poll does). */
  refresh(): Promise<void>;
  /** How many times a redeployed remote was registered again (for tests and benchmarks). */
  readonly reregistrations: number;
  stop(): void;
}

const MANIFEST_TIMEOUT_MS = 2000;
/**
 * Rendered pages are kept this long. Every visitor gets the same HTML for a URL (the server holds
 * no visitor state), so a short cache serves bursts without rendering each request again: the
 * home page renders in tens of milliseconds, and 50 at once queued for seconds on two cores.
 */
const PAGE_CACHE_MS = 5000;
const PAGE_CACHE_ENTRIES = 500;

/**
 * A page rendered or being rendered, shared by the requests for its URL meanwhile. `start` goes out
 * at once; `rest` settles with what follows it once the page has rendered, or with the rest of the
 * static document when it could not be (it never rejects).
 */
interface PageInProgress {
  status: number;
  start: Buffer;
  rest: Promise<{ bytes: Buffer; rendered: boolean }>;
  /** Set once rendered: the whole document, plain and gzipped, for the requests served from the cache. */
  whole?: { html: Buffer; gzipped: Buffer };
}

/**
 * The stylesheets of the shell's lazy chunks (its application's layout, shared-ui's forms and
 * overlays), each with the classes it styles: a rendered page links those its HTML uses
 * (shell/src/server/render.tsx). In the browser they arrive with their chunks, which would leave
 * the server's HTML unstyled until the scripts run. Files with the same content hash (one CSS
 * module in several chunks) count once; those index.html links already are left out.
 */
export function shellStylesheets(shellDist: string, index: string): ShellStylesheet[] {
  const byContent = new Map<string, ShellStylesheet>();
  for (const file of readdirSync(shellDist).filter((name) => name.endsWith('.css')).sort()) {
    const href = `/${file}`;
    const content = /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
    if (byContent.has(content) || index.includes(`"${href}"`)) continue;
    byContent.set(content, { href, classes: classesOfStylesheet(readFileSync(join(shellDist, file), 'utf8')) });
  }
  return [...byContent.values()];
}

function readRuntimeConfig(shellDist: string): RuntimeConfig {
  return JSON.parse(readFileSync(`${shellDist}/runtime-config.json`, 'utf8')) as RuntimeConfig;
}

/** The remote's exposed route tree in its web manifest, and where the manifest's files are. */
function routesOf(manifest: Manifest, manifestUrl: string) {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  return {
    at: (file: string) => new URL(file, base).href,
    routes: manifest.exposes?.find((expose) => expose.path === './routes' || expose.name === 'routes'),
  };
}

/**
 * The remote's stylesheets and entry script, as absolute URLs, from its web manifest, and the
 * manifest itself (the browser's runtime takes it from the page); the lazy pages' stylesheets are
 * read by pageStylesheets.
 */
export function assetsFromManifest(manifest: Manifest, manifestUrl: string): RemoteAssets {
  const { at, routes } = routesOf(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  return {
    manifest,
    entry: entry?.name ? at(`${entry.path ?? ''}${entry.name}`) : undefined,
    // The route tree's own stylesheet, linked from every page of the remote.
    css: (routes?.assets?.css?.sync ?? []).map(at),
    pageCss: [],
  };
}

/** Class names a stylesheet styles (CSS module names are hashed, so they name their file). */
export function classesOfStylesheet(css: string): string[] {
  const withoutNoise = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return [...new Set([...withoutNoise.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!))];
}

/**
 * The lazy pages' stylesheets of a remote, read once per deploy: a rendered page carries those whose
 * classes it uses (shell/src/server/render.tsx), so its first paint is styled like the hydrated
 * page instead of shifting when the page's chunk brings them (the manifest cannot say which
 * page uses which: it lists them all for the route tree).
 */
async function pageStylesheets(manifest: Manifest, manifestUrl: string, sync: string[]): Promise<PageStylesheet[]> {
  const { at, routes } = routesOf(manifest, manifestUrl);
  const hrefs = (routes?.assets?.css?.async ?? []).map(at).filter((href) => !sync.includes(href));
  const sheets = await Promise.all(
    hrefs.map(async (href) => {
      try {
        const response = await fetch(href, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
        if (!response.ok) return undefined;
        const css = await response.text();
        return { classes: classesOfStylesheet(css), css };
      } catch {
        return undefined;
      }
    }),
  );
  return sheets.filter((sheet): sheet is PageStylesheet => sheet !== undefined);
}

async function readManifest(url: string): Promise<{ digest: string; manifest?: Manifest }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return { digest: `HTTP ${response.status}` };
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('hex');
    try {
      return { digest, manifest: JSON.parse(text) as Manifest };
    } catch {
      return { digest };
    }
  } catch (error) {
    return { digest: `unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The X-Forwarded-For the render server sends with the API calls it makes for a visitor (market
 * data): the chain it received plus its own peer, so PocketBase's per-client limits fall on the
 * visitor, not on the render server (PocketBase reads it only from peers it trusts).
 */
export function forwardedFor(req: Pick<IncomingMessage, 'socket' | 'headers'>): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  const received = String(req.headers['x-forwarded-for'] ?? '').trim();
  return [received, peer].filter(Boolean).join(', ');
}

export async function startRenderServer(options: RenderServerOptions): Promise<RenderServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const require = createRequire(import.meta.url);
  const loadBundle = require(options.serverBundle) as { default: () => Promise<ServerBundle> };
  const bundle = await loadBundle.default();
  const template = readFileSync(`${options.shellDist}/index.html`, 'utf8');
  const stylesheets = shellStylesheets(options.shellDist, template);

  let config = readRuntimeConfig(options.shellDist);
  const remotes = new Map<string, RemoteState>();
  let reregistrations = 0;

  async function refreshRemote(name: string, entry: string) {
    const { digest, manifest } = await readManifest(entry);
    const previous = remotes.get(name);
    const serverBuild = Boolean(manifest?.metaData?.ssrRemoteEntry);
    const unchanged = previous && previous.entry === entry && previous.digest === digest;
    let assets = unchanged ? previous.assets : manifest ? assetsFromManifest(manifest, entry) : undefined;
    if (assets && manifest && !unchanged) assets = { ...assets, pageCss: await pageStylesheets(manifest, entry, assets.css) };
    remotes.set(name, { entry, digest, serverBuild, assets });
    if (!previous) {
      bundle.registerRemotes([{ name, entry }]);
    } else if (!unchanged) {
      // A new build (or a new URL): drop the cached container so the next load fetches it.
      bundle.registerRemotes([{ name, entry }], { force: true });
      reregistrations += 1;
      log(`render server: ${name} redeployed (${entry}), registered again`);
    } else {
      return;
    }
    // Warm it: the first visitor after a deploy does not wait for the entry and route chunks.
    if (serverBuild) await bundle.loadRemote(`${name}/routes`).catch(() => undefined);
  }

  async function refresh() {
    try {
      config = readRuntimeConfig(options.shellDist);
    } catch (error) {
      log(`render server: runtime-config.json unreadable, keeping the last one (${String(error)})`);
    }
    await Promise.all(Object.entries(config.remotes).map(([name, entry]) => refreshRemote(name, entry)));
  }

  await refresh();
  let polling = false;
  const timer = setInterval(() => {
    // One poll at a time: a slow remote must not stack refreshes up.
    if (polling) return;
    polling = true;
    void refresh().finally(() => (polling = false));
  }, options.pollMs);
  timer.unref();

  /** URL -> the page being rendered or rendered; emptied whenever a remote is registered again. */
  const cache = new Map<string, { expires: number; page: PageInProgress }>();
  let cachedGeneration = reregistrations;

  function render(url: string, forwardedFor: string): PageInProgress {
    const serverBuilds = new Set([...remotes].filter(([, state]) => state.serverBuild).map(([name]) => name));
    const remoteAssets = Object.fromEntries([...remotes].map(([name, state]) => [name, state.assets]));
    const page = bundle.renderPage({
      url,
      template,
      shellStylesheets: stylesheets,
      // The browser registers exactly the URLs this page was rendered with.
      config: { ...config, remotes: Object.fromEntries([...remotes].map(([name, state]) => [name, state.entry])) },
      siteUrl: options.siteUrl,
      serverBuilds,
      remoteAssets,
      loadTimeoutMs: options.loadTimeoutMs ?? 1000,
      renderTimeoutMs: options.renderTimeoutMs ?? 3000,
      dataTimeoutMs: options.dataTimeoutMs ?? 800,
      apiUrl: options.apiUrl,
      forwardedFor,
      log,
    });
    const start = Buffer.from(page.start);
    const inProgress: PageInProgress = {
      status: page.status,
      start,
      rest: page.rest.then(
        (rendered) => {
          const bytes = Buffer.from(rendered.html);
          const html = Buffer.concat([start, bytes]);
          inProgress.whole = { html, gzipped: gzipSync(html) };
          return { bytes, rendered: true };
        },
        (error: unknown) => {
          log(`render server: ${url} served as the static page: ${error instanceof Error ? error.message : String(error)}`);
          return { bytes: Buffer.from(page.staticRest), rendered: false };
        },
      ),
    };
    return inProgress;
  }

  /** The page from the cache, or rendered once for all the requests that ask for it meanwhile. */
  function cachedPage(url: string, forwardedFor: string): PageInProgress {
    const now = Date.now();
    // A remote registered again (a redeploy, a new URL, a remote gone or back): nothing cached holds.
    if (cachedGeneration !== reregistrations) {
      cache.clear();
      cachedGeneration = reregistrations;
    }
    const hit = cache.get(url);
    if (hit && hit.expires > now) return hit.page;
    cache.delete(url);
    // Oldest first: a Map iterates in insertion order.
    if (cache.size >= PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    const page = render(url, forwardedFor);
    const entry = { expires: now + PAGE_CACHE_MS, page };
    cache.set(url, entry);
    // A page that could not be rendered is not kept: the next request tries again.
    void page.rest.then(({ rendered }) => rendered || cache.get(url) !== entry || cache.delete(url));
    return page;
  }

  const pages: PageHandler = async (req, res) => {
    let page: PageInProgress;
    try {
      page = cachedPage(req.url ?? '/', forwardedFor(req));
    } catch (error) {
      log(`render server: ${req.url ?? '/'} served as the static page: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    // The security headers, CSP included, are the static server's (set before this runs): the
    // rendered page holds no inline script, only JSON data.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    if (page.whole) {
      const body = gzip ? page.whole.gzipped : page.whole.html;
      res.setHeader('Content-Length', body.length);
      res.writeHead(page.status);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    // Being rendered: the shell's part of the head now, so the browser fetches the shell's entry
    // stylesheet while the page renders, and the rest when it is there.
    res.writeHead(page.status);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    if (!gzip) {
      res.write(page.start);
      res.end((await page.rest).bytes);
      return true;
    }
    const compress = createGzip();
    pipeline(compress, res, () => undefined);
    compress.write(page.start);
    compress.flush(zlib.Z_SYNC_FLUSH);
    compress.end((await page.rest).bytes);
    return true;
  };

  return {
    pages,
    refresh,
    get reregistrations() {
      return reregistrations;
    },
    stop: () => clearInterval(timer),
  };
}
