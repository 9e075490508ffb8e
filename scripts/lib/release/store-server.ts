/**
 * Serves the release store as static files, under a path prefix (`/releases/` on the site's origin,
 * or the root of a store origin), with the headers a CDN in front of it must send too:
 *
 * - every file inside a release folder, `<remote>/<id>/…`, manifest and remoteEntry.js included:
 *   `public, max-age=31536000, immutable` (a release never changes; a new build is a new folder);
 * - `channels/<channel>.json`, the pointer the shell reads: `no-cache` (revalidated on every load);
 * - nothing else: `history.jsonl` and each release's `release.json` name people (the audit log is
 *   for admins, through PocketBase), and dotfiles are the store's lock and temporary files.
 */
import type http from 'node:http';
import sirv from 'sirv';
import { allowedOrigin } from 'site/security-headers';
import type { PageHandler } from '../static-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHANNEL = /^\/channels\/[a-z][a-z0-9-]*\.json$/;
/** `/<remote>/<release id>/<file…>`: no dot-segment, not the publish record. */
const RELEASE_FILE = /^\/[a-z][a-z0-9-]*\/[0-9a-f]{6,64}\/(?!release\.json$)(?:[\w@~-][\w.@~-]*\/)*[\w@~-][\w.@~-]*$/;

/** Cache-Control of a path inside the store, or undefined when the path is not served. */
export function storeCacheControl(path: string): string | undefined {
  if (CHANNEL.test(path)) return 'no-cache';
  if (RELEASE_FILE.test(path)) return IMMUTABLE;
  return undefined;
}

export interface StoreServerOptions {
  /** Where the store is mounted, e.g. `/releases` (default: the root). */
  prefix?: string;
  /** Origins that may read the files from another origin (the site's, when the store has its own). */
  corsOrigins?: readonly string[];
  /** Sent on every answer (the security headers). */
  headers?: Record<string, string>;
}

/**
 * A request handler for the store; `next` is called for requests outside the prefix (a mounted
 * handler), and a path inside it that is not served answers 404.
 */
export function storeHandler(storeDir: string, options: StoreServerOptions = {}) {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const corsOrigins = options.corsOrigins ?? [];
  const files = sirv(storeDir, {
    // Looked up per request: releases and channels appear while the server runs.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', storeCacheControl(pathname) ?? 'no-cache');
      if (corsOrigins.length > 0) res.setHeader('Vary', 'Accept-Encoding, Origin');
    },
  });
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
  };
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void = () => notFound(res)) => {
    const url = req.url ?? '/';
    const [rawPath = '/', query] = url.split('?');
    if (prefix && rawPath !== prefix && !rawPath.startsWith(`${prefix}/`)) return next();
    let path: string;
    try {
      path = decodeURIComponent(rawPath.slice(prefix.length)) || '/';
    } catch {
      return notFound(res);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (corsOrigins.length > 0) {
      res.setHeader('Vary', 'Origin');
      const origin = allowedOrigin(req.headers.origin, corsOrigins);
      if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !storeCacheControl(path)) return notFound(res);
    req.url = query === undefined ? path : `${path}?${query}`;
    files(req, res, () => notFound(res));
  };
}

/**
 * The store mounted at `/releases/` of the site's own server (the default GX_RELEASE_URL is
 * `<site>/releases`), in front of that server's other routes: a path under the prefix is the
 * store's, answered or 404; any other goes on to `rest`.
 */
export function siteStoreRoutes(storeDir: string, options: Omit<StoreServerOptions, 'prefix'>, rest: PageHandler): PageHandler {
  const store = storeHandler(storeDir, { ...options, prefix: '/releases' });
  return async (req, res) => {
    let mine = true;
    store(req, res, () => void (mine = false));
    return mine || rest(req, res);
  };
}
