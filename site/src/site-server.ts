/**
 * The site server (gx-site@<instance>.service): pages rendered per request, the wallet protocols'
 * routes (wallet-issuer.ts), link preview images (certificate-preview.ts), /healthz/ready and
 * /healthz/live. Caddy answers every file (the shell's, the remotes', the release store's, the
 * issuer's DID document) and /api/; this process answers only what needs code. On a release channel
 * (GX_RELEASE_CHANNEL, not `off`) the render server follows the channel's pointer, read from the
 * store on disk, with previews checked with GX_PREVIEW_SECRET.
 *
 * It keeps nothing a visitor's next request needs: the page cache and the render gate's budgets
 * are this process's own, the wallet routes keep their state in PocketBase, preview cookies are
 * signed with the shared secret. So Caddy may send any request to any instance, on any host.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { apps } from 'shared-ui/build/topology';
import { startRenderServer, type Log } from 'render-server';
import { NO_STORE } from 'render-server/http-cache';
import { shellFolder } from './caddyfile';
import { certificatePreview } from './certificate-preview';
import { walletIssuer } from './wallet-issuer';
import { previewSecret } from './preview-secret';
import { securityHeaders } from './security-headers';
import { processPorts } from './serve-ports';
import { runtimeConfig, servedChannel, type Settings } from './settings';

/** A page of the single-page site (no extension), or a file the render server writes. */
const isPageRequest = (path: string) => path === '/sitemap.xml' || path === '/robots.txt' || !/\.[a-z0-9]+$/i.test(path);

const NOT_FOUND = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE };

/**
 * On SIGTERM: /healthz/live answers 503 at once, so Caddy's health check (every second) stops
 * sending new requests here, while every request that still arrives is answered; after this long
 * the port is closed and the process ends once its last answer is sent.
 */
const DRAIN_MS = 3000;
/** A request still unanswered this long after the port closed is cut (systemd's stop timeout is 20 s). */
const FINISH_MS = 10_000;

export async function runSiteServer(settings: Settings, log: Log, instance = 0): Promise<void> {
  const port = processPorts(settings).render[instance]!;
  const pocketbase = `http://127.0.0.1:${processPorts(settings).pocketbase}`;
  const channel = servedChannel(settings);
  // Read once and removed from this process's environment: nothing it starts inherits the secret.
  const secret = settings.previewSecret;
  delete process.env['GX_PREVIEW_SECRET'];
  delete process.env['GX_CACHE_PURGE_TOKEN'];
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
    purge: settings.cachePurge,
    // The manifests, server builds and channel pointer at the public origin are read from disk.
    publicFiles: { releaseDir: settings.releaseDir, appsDir: settings.appsDir },
    ...(channel ? { channelUrl: `${settings.siteUrl}/releases/channels/${channel}.json`, preview: { secret: previewSecret(secret) } } : {}),
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
  let draining = false;
  const ready = async (res: http.ServerResponse) => {
    if (draining) return void live(res);
    const migrated = await fetch(`${pocketbase}/api/health`, { signal: AbortSignal.timeout(2000) }).then((answer) => answer.ok, () => false);
    const status = migrated ? 'ready' : 'not ready';
    res
      .writeHead(status === 'ready' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(`${JSON.stringify({ status, migrated, rendering: Boolean(render) })}\n`);
  };
  /** Live: this process takes requests (Caddy's health check; it calls nothing, so PocketBase being down never takes the pages down). */
  const live = (res: http.ServerResponse) =>
    res
      .writeHead(draining ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(`${JSON.stringify({ status: draining ? 'stopping' : 'live' })}\n`);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // While stopping, no connection is kept for another request.
    if (draining) res.setHeader('Connection', 'close');
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz/live') return void live(res);
    if (path === '/healthz/ready') return void ready(res);
    void (async () => {
      if ((await wallet(req, res)) || (await preview(req, res))) return;
      const page = (req.method === 'GET' || req.method === 'HEAD') && isPageRequest(path ?? '/');
      if (page && render && (await render.pages(req, res))) return;
      if (!page) return void res.writeHead(404, NOT_FOUND).end('Not found');
      // Not rendered (the render gate said no, or the render failed): the static page, drawn in the
      // browser; a cache in front must not keep it for the URL's rendered page.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE }).end(await readFile(join(shellDist, 'index.html')));
    })().catch(() => res.headersSent || res.writeHead(502, NOT_FOUND).end('Bad gateway'));
  });
  // Longer than Caddy keeps idle upstream connections: a reused one is never closed under a request.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, settings.renderBind, () => resolve());
  });
  log(`site server ${instance}: pages on ${settings.renderBind}:${port}${channel ? `, following the channel ${channel}` : ''}`);
  const stop = () => {
    if (draining) return;
    draining = true;
    log(`site server ${instance}: stopping; new requests go to the other instances, those under way are answered`);
    setTimeout(() => {
      server.close(() => {
        // The render workers are ended before the process (a worker mid-render is not waited for long).
        setTimeout(() => process.exit(0), FINISH_MS).unref();
        void Promise.resolve(render?.stop()).finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), FINISH_MS).unref();
    }, DRAIN_MS);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
