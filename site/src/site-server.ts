/**
 * The site server (gx-site.service): pages rendered per request, the wallet protocols' routes
 * (wallet-issuer.ts), link preview images (certificate-preview.ts) and /healthz/ready. Caddy answers
 * every file (the shell's, the remotes', the release store's, the issuer's DID document) and /api/;
 * this process answers only what needs code. On a release channel (GX_RELEASE_CHANNEL, not
 * `off`) the render server follows the channel's pointer, read through Caddy's loopback file
 * address, with previews checked with GX_PREVIEW_SECRET.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { apps } from 'shared-ui/build/topology';
import { startRenderServer, type Log } from 'render-server';
import { shellFolder } from './caddyfile';
import { certificatePreview } from './certificate-preview';
import { walletIssuer } from './wallet-issuer';
import { routePublicFilesToLoopback } from './loopback-fetch';
import { previewSecret } from './preview-secret';
import { securityHeaders } from './security-headers';
import { processPorts } from './serve-ports';
import { runtimeConfig, servedChannel, type Settings } from './settings';

/** A page of the single-page site (no extension), or a file the render server writes. */
const isPageRequest = (path: string) => path === '/sitemap.xml' || path === '/robots.txt' || !/\.[a-z0-9]+$/i.test(path);

const NOT_FOUND = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };

export async function runSiteServer(settings: Settings, log: Log): Promise<void> {
  const ports = processPorts(settings);
  const filesOrigin = `http://127.0.0.1:${ports.files}`;
  const pocketbase = `http://127.0.0.1:${ports.pocketbase}`;
  const channel = servedChannel(settings);
  // Read once and removed from this process's environment: nothing it starts inherits the secret.
  const secret = settings.previewSecret;
  delete process.env['GX_PREVIEW_SECRET'];
  routePublicFilesToLoopback(settings.siteUrl, filesOrigin);
  // The render server keys its per-visitor budget on the address Caddy forwards (Caddy is on loopback).
  process.env['GX_TRUSTED_PROXIES'] = ['127.0.0.1', '::1', ...settings.trustedProxies].join(',');
  const shellDist = shellFolder(settings);
  const render = await startRenderServer({
    shellDist,
    serverBundle: join(settings.appsDir, apps.shell.dir, 'dist-server', 'main.cjs'),
    siteUrl: settings.siteUrl,
    pollMs: settings.remotePollMs,
    apiUrl: pocketbase,
    requestLog: true,
    ...(channel ? { channelUrl: `${filesOrigin}/releases/channels/${channel}.json`, preview: { secret: previewSecret(secret) } } : {}),
    log,
  }).catch((error: unknown) => {
    log(`the render server did not start, pages render in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  const headers = securityHeaders(runtimeConfig(settings));
  const wallet = walletIssuer({ siteUrl: settings.siteUrl, pocketbaseUrl: pocketbase });
  const preview = certificatePreview({ pocketbaseUrl: pocketbase });

  /**
   * Ready: PocketBase answers (its migrations ran before it listened). Pages are rendered on the
   * server when `rendering`; without it they still answer (drawn in the browser).
   */
  const ready = async (res: http.ServerResponse) => {
    const migrated = await fetch(`${pocketbase}/api/health`, { signal: AbortSignal.timeout(2000) }).then((answer) => answer.ok, () => false);
    const status = migrated ? 'ready' : 'not ready';
    res
      .writeHead(status === 'ready' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(`${JSON.stringify({ status, migrated, rendering: Boolean(render) })}\n`);
  };
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz/ready') return void ready(res);
    void (async () => {
      if ((await wallet(req, res)) || (await preview(req, res))) return;
      const page = (req.method === 'GET' || req.method === 'HEAD') && isPageRequest(path ?? '/');
      if (page && render && (await render.pages(req, res))) return;
      if (!page) return void res.writeHead(404, NOT_FOUND).end('Not found');
      // Not rendered (the render gate said no, or the render failed): the static page, drawn in the browser.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(await readFile(join(shellDist, 'index.html')));
    })().catch(() => res.headersSent || res.writeHead(502, NOT_FOUND).end('Bad gateway'));
  });
  // Longer than Caddy keeps idle upstream connections: a reused one is never closed under a request.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.render, '127.0.0.1', () => resolve());
  });
  log(`site server: pages on 127.0.0.1:${ports.render}${channel ? `, following the channel ${channel}` : ''}`);
  const stop = () => {
    render?.stop();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
