/**
 * Serves one app's production build the way a CDN in front of it would:
 * - precompressed brotli/gzip files when the browser accepts them;
 * - `no-cache` on the files whose URL never changes between deploys (runtime-config.json,
 *   mf-manifest.json, remoteEntry.js), a year on content-hashed files, `private, no-store` on
 *   index.html (it stands for a page);
 * - the security headers (security-headers.ts) on every response, the 404s included;
 * - CORS only where a browser needs it: a remote's files are read by the shell's pages on another
 *   origin (the manifest through fetch), so a remote answers the site's origins; the shell sends
 *   no CORS header at all;
 * - the SPA fallback (index.html) for deep links, but a real 404 for a missing file, so that a
 *   chunk that is gone reads as a ChunkLoadError instead of HTML parsed as JavaScript.
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { NO_STORE } from 'render-server/http-cache';
import { allowedOrigin } from 'site/security-headers';

const STABLE_URL_FILES = new Set(['runtime-config.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
const HASHED_FILE = /\.[0-9a-f]{8,}\.\w+$/;

function cacheControl(pathname: string): string {
  const file = pathname.split('/').pop() ?? '';
  // The page the browser draws stands for a rendered page a cache in front would keep otherwise.
  if (file === 'index.html' || file === '') return NO_STORE;
  if (STABLE_URL_FILES.has(file) || !HASHED_FILE.test(file)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

export interface StaticServer {
  port: number;
  /** Starts listening (again); resolves once the port is open. */
  listen(): Promise<void>;
  /** Stops listening and drops open connections, as a stopped server would. */
  close(): Promise<void>;
  /** Serves another directory from now on (a deploy to the same URL). */
  setRoot(dir: string): void;
  /** Switches per-request page rendering off (static index.html for every page) or on again. */
  setPages(pages: PageHandler | undefined): void;
}

/** `listen` and `close` of a StaticServer for any HTTP server: closing drops open connections, as a stopped server would. */
export function listening(server: http.Server, port: number, host?: string): Pick<StaticServer, 'listen' | 'close'> {
  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface StaticServerOptions {
  /** Sent on every response (securityHeaders() of security-headers.ts). */
  headers?: Record<string, string>;
  /** Origins allowed to read this server's files cross-origin (a remote: the site's origins). */
  corsOrigins?: readonly string[];
  /**
   * The shell's pages rendered per request (the render-server package): asked for every page request
   * (GET of a path that is not a file) after the common headers are set; resolves false when it
   * did not answer, and index.html is served as without it.
   */
  pages?: PageHandler;
  /** The interface to listen on (default: all); `npm run serve` keeps its servers on loopback, behind the proxy. */
  host?: string;
  /** Asked first for every request (e.g. credential-documents.ts); resolves false when it did not answer. */
  routes?: PageHandler;
}

export type PageHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

/** The search engines' files, written by the render server from the site's pages (`pages` answers them). */
const RENDERED_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** A request for a page of the single-page site rather than for one of its files (a path with an extension). */
function isPageRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return RENDERED_FILES.has(path) || !/\.[a-z0-9]+$/i.test(path);
}

export function createStaticServer(initialRoot: string, port: number, initialOptions: StaticServerOptions = {}): StaticServer {
  let rootDir = initialRoot;
  let options = initialOptions;
  let handler = makeHandler(rootDir, options);
  const server = http.createServer((req, res) => handler(req, res));
  // Longer than clients keep idle connections (browsers, Playwright's request contexts): with
  // Node's 5 s default a reused connection could be closed under a request (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  return {
    port,
    ...listening(server, port, initialOptions.host),
    setRoot(dir) {
      rootDir = dir;
      handler = makeHandler(rootDir, options);
    },
    setPages(pages) {
      options = { ...options, pages };
      handler = makeHandler(rootDir, options);
    },
  };
}

function makeHandler(rootDir: string, options: StaticServerOptions): http.RequestListener {
  const corsOrigins = options.corsOrigins ?? [];
  /** The headers every answer carries, set before sirv or the fallback writes anything. */
  const common = (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (corsOrigins.length === 0) return;
    res.setHeader('Vary', 'Origin');
    const origin = allowedOrigin(req.headers.origin, corsOrigins);
    if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  };
  const assets = sirv(rootDir, {
    // Look files up on every request instead of indexing the folder once at start: a deploy
    // writes new hashed files into a running server's folder. (Our setHeaders still decides
    // Cache-Control: sirv lets headers set there win.)
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // sirv has just set Vary: Accept-Encoding over ours.
      if (corsOrigins.length > 0) res.setHeader('Vary', 'Accept-Encoding, Origin');
    },
  });
  const servePage = (res: http.ServerResponse) => {
    // The page the browser draws, in place of a rendered one: a cache in front must not keep it
    // for a URL whose rendered page it would stand for.
    res.setHeader('Cache-Control', NO_STORE);
    const page = join(rootDir, 'index.html');
    // A remote's production build has no page of its own: only the shell serves one.
    if (!existsSync(page)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(readFileSync(page));
  };
  const serve: http.RequestListener = (req, res) => {
    if (options.pages && isPageRequest(req)) {
      options.pages(req, res).then(
        (answered) => answered || servePage(res),
        () => res.headersSent || servePage(res),
      );
      return;
    }
    assets(req, res, () => {
      res.setHeader('Cache-Control', NO_STORE);
      if (!isPageRequest(req)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      servePage(res);
    });
  };
  return (req, res) => {
    common(req, res);
    if (!options.routes) return serve(req, res);
    options.routes(req, res).then(
      (answered) => answered || serve(req, res),
      () => res.headersSent || res.writeHead(502).end(),
    );
  };
}
