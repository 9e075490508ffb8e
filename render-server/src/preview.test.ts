// Previews of a candidate release: `pnpm --filter render-server test`. A real HTTP release store and
// the real render server, static server and preview worker; the shell's server bundle is replaced
// by one that says which renderer drew the page (a preview's own worker, or the channel's), with
// which manifest for the page's remote.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from 'gx-pocketbase';
import { createStaticServer, type StaticServer } from '../../scripts/lib/static-server';
import { signPreviewToken, type Preview } from './preview-token';
import { startRenderServer, type RenderServer, type RenderServerOptions } from './server';
import type { RenderGateOptions } from './render-gate';

const SECRET = 'render-server-preview-test-secret-0123456789';
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><title>generic</title><!--/app-head--><!--app-scripts--><!--/app-scripts--><!--app-boot--></head><body><div id="root"><!--app-html--></div></body></html>`;
const CURRENT = 'aaaaaa111111';
const CANDIDATE = 'bbbbbb222222';

const files = new Map<string, string>();
let store: http.Server;
let storeOrigin = '';
let dir = '';
let render: RenderServer;
let site: StaticServer;
let port = 0;
const logged: string[] = [];

function release(id: string) {
  const manifest = { id, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { name: 'remoteEntry.js?v=1', path: 'ssr/' } } };
  files.set(`/exchange/${id}/mf-manifest.json`, JSON.stringify(manifest));
  files.set(`/exchange/${id}/ssr/remoteEntry.js`, '// server build');
}

before(async () => {
  store = http.createServer((req, res) => {
    const body = files.get((req.url ?? '/').split('?')[0] ?? '/');
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  release(CURRENT);
  release(CANDIDATE);
  files.set(
    '/channels/production.json',
    JSON.stringify({
      pocketbaseUrl: 'http://127.0.0.1:9',
      remotes: { mfe_exchange: `${storeOrigin}/exchange/${CURRENT}/mf-manifest.json` },
      releases: { mfe_exchange: CURRENT },
      revision: 1,
    }),
  );

  dir = mkdtempSync(join(tmpdir(), 'gx-render-preview-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'entry-assets.json'), JSON.stringify({ main: { js: ['/main.js'], css: [] } }));
  writeFileSync(join(dir, 'chunk-assets.json'), JSON.stringify({ parts: {}, shared: {} }));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: {} }));
  // Loaded by the render server, its render workers and, on its own, by each preview worker.
  writeFileSync(
    join(dir, 'bundle.cjs'),
    `const { workerData } = require('node:worker_threads');
    // A preview's worker is started with the candidate's entry; the channel's renderers are not.
    const renderer = workerData && workerData.entry ? 'preview' : 'channel';
    const registered = {};
    module.exports.default = async () => ({
      registerRemotes(remotes) { for (const remote of remotes) registered[remote.name] = remote.entry; },
      async loadRemote() { return {}; },
      async renderPage(request) {
        if (request.url === '/gx-exchange/throws') throw new Error('this page throws');
        const remote = request.url.startsWith('/gx-exchange') ? 'mfe_exchange' : null;
        const drawn = remote ? registered[remote] : 'no remote';
        return { status: 200, head: '<title>Page</title>', html: '<p>' + renderer + ' ' + drawn + ' ' + (request.preview ? 'banner ' + request.preview.release : 'no banner') + '</p>', remote, pages: [], parts: [], data: {} };
      },
    });`,
  );
  render = await startPreviewingRenderServer();
  port = await freePort();
  site = createStaticServer(dir, port, { pages: render.pages });
  await site.listen();
});

/** A render server over the test's shell and release store: the production channel, previews signed with SECRET. */
function startPreviewingRenderServer(options: Partial<RenderServerOptions> = {}): Promise<RenderServer> {
  return startRenderServer({
    shellDist: dir,
    serverBundle: join(dir, 'bundle.cjs'),
    siteUrl: 'https://gx.example',
    pollMs: 60_000,
    channelUrl: `${storeOrigin}/channels/production.json`,
    preview: { secret: SECRET },
    log: (line) => logged.push(line),
    ...options,
  });
}

after(async () => {
  await render.stop();
  await site.close();
  await new Promise<void>((resolve) => store.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, at = port): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${at}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

const token = (preview: Partial<Preview> = {}, secret = SECRET) =>
  signPreviewToken({ remote: 'exchange', release: CANDIDATE, channel: 'production', exp: Math.floor(Date.now() / 1000) + 3600, ...preview }, secret);
const withCookie = (value: string) => ({ cookie: `theme=dark; gx_preview=${value}` });

function boot(body: string): { config: { remotes: Record<string, string>; releases?: Record<string, string> }; preview?: { remote: string; release: string } } {
  return JSON.parse(/<script type="application\/json" id="gx-boot">(.*?)<\/script>/.exec(body)?.[1] ?? '{}') as ReturnType<typeof boot>;
}

const currentEntry = () => `${storeOrigin}/exchange/${CURRENT}/mf-manifest.json`;
const candidateEntry = () => `${storeOrigin}/exchange/${CANDIDATE}/mf-manifest.json`;

test('opening a preview link sets the preview cookie for the time left and sends the visitor to the remote', async () => {
  const link = token();
  const opened = await get(`/_preview?t=${link}`);
  assert.equal(opened.status, 303);
  assert.equal(opened.headers.location, '/gx-exchange');
  assert.equal(opened.headers['cache-control'], 'private, no-store');
  const [cookie] = opened.headers['set-cookie'] ?? [];
  assert.match(cookie ?? '', new RegExp(`^gx_preview=${link.replace(/\./g, '\\.')}; Path=/; Max-Age=(\\d+); HttpOnly; SameSite=Lax; Secure$`));
  const maxAge = Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);
  assert.ok(maxAge > 3540 && maxAge <= 3600, `Max-Age=${maxAge}`);
});

test('a previewed page is rendered with the candidate, for that visitor only, and never cached', async () => {
  const cookie = withCookie(token());
  // Asked first by the visitor previewing, then by everybody else, then by the previewing one again.
  const previewed = await get('/gx-exchange', cookie);
  const normal = await get('/gx-exchange');
  const again = await get('/gx-exchange', cookie);
  const normalAgain = await get('/gx-exchange');

  for (const page of [previewed, again]) {
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.match(page.body, new RegExp(`<p>preview ${candidateEntry()} banner ${CANDIDATE}</p>`));
    assert.equal(boot(page.body).config.remotes['mfe_exchange'], candidateEntry());
    assert.deepEqual(boot(page.body).config.releases, { mfe_exchange: CANDIDATE });
    assert.deepEqual(boot(page.body).preview, { remote: 'exchange', release: CANDIDATE });
  }
  for (const page of [normal, normalAgain]) {
    assert.match(page.headers['cache-control'] ?? '', /^public, /);
    // Tagged with the channel's release, never the candidate's.
    assert.equal(page.headers['cache-tag'], `gx-site,gx-release-${CURRENT}`);
    assert.match(page.body, new RegExp(`<p>channel ${currentEntry()} no banner</p>`));
    assert.equal(boot(page.body).config.remotes['mfe_exchange'], currentEntry());
    assert.equal(boot(page.body).preview, undefined);
    assert.doesNotMatch(page.body, new RegExp(CANDIDATE));
  }
});

test("another remote's page, while previewing, carries the banner and names the candidate for the browser", async () => {
  const page = await get('/', withCookie(token()));
  assert.equal(page.headers['cache-control'], 'private, no-store');
  assert.match(page.body, new RegExp(`<p>channel no remote banner ${CANDIDATE}</p>`));
  assert.equal(boot(page.body).config.remotes['mfe_exchange'], candidateEntry());
  assert.doesNotMatch((await get('/')).body, new RegExp(CANDIDATE));
});

test('a tampered, expired, other-channel or unknown-release preview is ignored: the channel page', async () => {
  const good = token();
  const [version, payload, signature] = good.split('.');
  const edited = Buffer.from(JSON.stringify({ remote: 'exchange', release: 'cccccc333333', channel: 'production', exp: 9_999_999_999 })).toString('base64url');
  const ignored = [
    `${version}.${edited}.${signature}`,
    `${version}.${payload}.${signature?.slice(0, -1)}x`,
    token({}, 'another-secret-entirely-0123456789abcdef'),
    token({ exp: Math.floor(Date.now() / 1000) - 1 }),
    token({ channel: 'staging' }),
    token({ release: 'cccccc333333' }),
    token({ remote: 'admin' }),
  ];
  for (const value of ignored) {
    const page = await get('/gx-exchange', withCookie(value));
    assert.equal(page.status, 200);
    // The channel's page, but a cache in front must not keep what a cookie could have changed.
    assert.equal(page.headers['cache-control'], 'private, no-store', value);
    assert.match(page.body, new RegExp(`<p>channel ${currentEntry()} no banner</p>`), value);
    assert.equal((await get(`/_preview?t=${value}`)).status, 400, value);
  }
});

test('leaving a preview clears the cookie and goes back to the page it was left from, on this site only', async () => {
  const left = await get('/_preview/leave', { ...withCookie(token()), host: `127.0.0.1:${port}`, referer: `http://127.0.0.1:${port}/gx-exchange/currency/btc?x=1` });
  assert.equal(left.status, 303);
  assert.equal(left.headers.location, '/gx-exchange/currency/btc?x=1');
  assert.equal(left.headers['set-cookie']?.[0], 'gx_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  for (const referer of ['https://evil.example/x', `http://127.0.0.1:${port}//evil.example/`, 'not a url']) {
    assert.equal((await get('/_preview/leave', { referer })).headers.location, '/', referer);
  }
});

/** What a previewing visitor must get when its page cannot be drawn: not the static page, which boots with the channel's releases. */
function assertPreviewUnavailable(page: Awaited<ReturnType<typeof get>>, path: string) {
  assert.equal(page.status, 503, path);
  assert.equal(page.headers['retry-after'], '2', path);
  assert.equal(page.headers['cache-control'], 'private, no-store', path);
  assert.match(page.body, /<h1>Preview unavailable for a moment<\/h1>/, path);
  assert.match(page.body, new RegExp(`exchange ${CANDIDATE}`), path);
  assert.match(page.body, /<a href="\/_preview\/leave">Leave preview<\/a>/, path);
  assert.doesNotMatch(page.body, /generic|gx-boot|main\.js/, path);
}

test('a previewed page whose render fails is a 503 saying the preview is unavailable; other visitors get the static page', async () => {
  assertPreviewUnavailable(await get('/gx-exchange/throws', withCookie(token())), '/gx-exchange/throws');
  const everyone = await get('/gx-exchange/throws');
  assert.equal(everyone.status, 200);
  assert.match(everyone.body, /<title>generic<\/title>/);
});

test('with the render server too busy, or the visitor past its budget, a previewing browser gets the 503 on every page, never the channel page', async () => {
  const gates: Record<string, RenderGateOptions> = {
    busy: { maxConcurrent: 0, queue: { maxWaiting: 0, waitMs: 0 }, perVisitor: { perSecond: 1000, burst: 1000 }, penaltyMs: 0 },
    // One render, then none for about a quarter of an hour.
    'past its budget': { maxConcurrent: 4, queue: { maxWaiting: 0, waitMs: 0 }, perVisitor: { perSecond: 0.001, burst: 1 }, penaltyMs: 0 },
  };
  for (const [why, gate] of Object.entries(gates)) {
    const busy = await startPreviewingRenderServer({ gate });
    const busyPort = await freePort();
    const busySite = createStaticServer(dir, busyPort, { pages: busy.pages });
    await busySite.listen();
    try {
      const cookie = withCookie(token());
      if (why === 'past its budget') assert.equal((await get('/gx-exchange', cookie, busyPort)).status, 200, 'the first render is within the budget');
      for (const path of ['/gx-exchange', '/', '/gx-exchange/currency/btc']) assertPreviewUnavailable(await get(path, cookie, busyPort), `${why}: ${path}`);
      // Everybody else gets the static page, as before.
      const everyone = await get('/', {}, busyPort);
      assert.equal(everyone.status, 200, why);
      assert.match(everyone.body, /<title>generic<\/title>/, why);
    } finally {
      await busy.stop();
      await busySite.close();
    }
  }
});
