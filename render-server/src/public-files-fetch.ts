/**
 * The render server reads the remotes' manifests, their server builds and the release channel's
 * pointer at the URLs the browser uses, which in production are paths of the public origin
 * (`https://gx.example/releases/…`, `/remotes/<name>/…`). This process reads those files from
 * disk instead, where Caddy serves them from: the release store (GX_RELEASE_DIR) and each remote's
 * build under GX_APPS_DIR. So a site server needs no proxy to reach them (the public name may not
 * resolve on the host, or present a certificate of the proxy's own CA), and a site server on
 * another host reads the shared store's pointer itself. Every other URL is fetched as is.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { apps, remoteKeys } from 'shared-ui/build/topology';

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface PublicFileFolders {
  /** The release store, served at `/releases/`. */
  releaseDir: string;
  /** The folder holding each app's build as `<dir>/<app folder>/dist`, served at `/remotes/<name>/`. */
  appsDir: string;
}

/** The file a public URL names, or undefined when it is not one of the site's files (or leaves its folder). */
export function publicFilePath(siteUrl: string, folders: PublicFileFolders, url: string): string | undefined {
  if (!url.startsWith(`${siteUrl}/`)) return undefined;
  const path = decodeURIComponent(new URL(url).pathname);
  const roots: Array<[string, string]> = [
    ['/releases/', folders.releaseDir],
    ...remoteKeys.map((key): [string, string] => [`/remotes/${key}/`, join(folders.appsDir, apps[key].dir, 'dist')]),
  ];
  for (const [prefix, root] of roots) {
    if (!path.startsWith(prefix)) continue;
    const file = resolve(root, path.slice(prefix.length));
    return file.startsWith(resolve(root) + sep) ? file : undefined;
  }
  return undefined;
}

export function routePublicFilesToDisk(siteUrl: string, folders: PublicFileFolders): void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const file = publicFilePath(siteUrl, folders, url);
    if (!file) return original(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    try {
      const body = await readFile(file);
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': String(body.length) };
      return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return new Response(method === 'HEAD' ? null : 'Not found', { status: code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' ? 404 : 500 });
    }
  };
}
