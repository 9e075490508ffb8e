// The cache in front, for real: Debian's Varnish 7.1 (`node scripts/install.mjs --varnish`) with
// deploy/varnish/default.vcl as varnish.ts fills it, in front of the render server and the static
// server it plugs into (what `npm start` runs), following a release channel served by a small
// store. The shell's server bundle is replaced by one that draws the manifest URL it was given.
// Everything on free ports: `node --import tsx --test site/src/varnish.test.ts`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, startAnswering, type AnsweringProcess } from 'gx-processes';
import { startRenderServer, type RenderServer } from 'render-server';
import type { HttpCachePolicy } from 'render-server/http-cache';
import { startTestStore, type TestStore } from 'render-server/test-store';
import { createStaticServer, type StaticServer } from '../../scripts/lib/static-server';
import { loadSettings } from './settings';
import { productionSettings } from './test-settings';
import { varnishVcl, varnishVclFor } from './varnish';

const TOKEN = 'varnish-test-purge-token-0123456789';
const OLD = 'aaaaaa111111';
const NEW = 'bbbbbb222222';
const MARKETING = 'cccccc333333';
/** Short, so that the test sees a page go stale: fresh 2 s, then 2 s stale while revalidated, an hour while the site is down. */
const POLICY: HttpCachePolicy = { sMaxAgeS: 2, staleWhileRevalidateS: 2, staleIfErrorS: 3600 };
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><title>generic</title><!--/app-head--><!--app-scripts--><!--/app-scripts--><!--app-boot--></head><body><div id="root"><!--app-html--></div></body></html>`;
const HASHED_FILE = '/main.0123abcd.js';

const logged: string[] = [];
let store: TestStore;
let storeOrigin = '';
let dir = '';
let render: RenderServer;
let site: StaticServer;
let varnish: AnsweringProcess | undefined;
let varnishPort = 0;
let revision = 0;
/** Renders the fake bundle was asked for, by URL. */
const renders = new Map<string, number>();
const rendersKey = `gxVarnishTestRenders${Math.random().toString(36).slice(2)}`;

function point(exchange: string) {
  revision += 1;
  store.files.set(
    '/channels/production.json',
    JSON.stringify({
      pocketbaseUrl: 'http://127.0.0.1:9',
      remotes: { mfe_exchange: `${storeOrigin}/exchange/${exchange}/mf-manifest.json`, mfe_marketing: `${storeOrigin}/marketing/${MARKETING}/mf-manifest.json` },
      releases: { mfe_exchange: exchange, mfe_marketing: MARKETING },
      revision,
    }),
  );
}

before(async () => {
  store = await startTestStore();
  storeOrigin = store.origin;
  store.publish('exchange', OLD);
  store.publish('exchange', NEW);
  store.publish('marketing', MARKETING);
  point(OLD);

  dir = mkdtempSync(join(tmpdir(), 'gx-varnish-test-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'entry-assets.json'), JSON.stringify({ main: { js: ['/main.js'], css: [] } }));
  writeFileSync(join(dir, 'chunk-assets.json'), JSON.stringify({ parts: {}, shared: {} }));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: {} }));
  writeFileSync(join(dir, HASHED_FILE.slice(1)), 'console.log("shell");');
  (globalThis as Record<string, unknown>)[rendersKey] = renders;
  writeFileSync(
    join(dir, 'bundle.cjs'),
    `const registered = {};
    module.exports.default = async () => ({
      registerRemotes(remotes) { for (const remote of remotes) registered[remote.name] = remote.entry; },
      async loadRemote() { return {}; },
      async renderPage(request) {
        const counts = globalThis[${JSON.stringify(rendersKey)}];
        counts.set(request.url, (counts.get(request.url) ?? 0) + 1);
        if (request.url === '/throws') throw new Error('this page throws');
        const remote = request.url.startsWith('/gx-exchange') ? 'mfe_exchange' : 'mfe_marketing';
        const status = request.url === '/missing' ? 404 : 200;
        return { status, head: '<title>Page</title>', html: '<p>drawn with ' + registered[remote] + '</p>', remote, pages: [], parts: [], data: {} };
      },
    });`,
  );
  varnishPort = await freePort();
  render = await startRenderServer({
    shellDist: dir,
    serverBundle: join(dir, 'bundle.cjs'),
    siteUrl: 'https://gx.example',
    pollMs: 60_000,
    // Rendered on the main thread: the fake bundle counts its renders in this thread's globals.
    workers: 0,
    channelUrl: `${storeOrigin}/channels/production.json`,
    httpCache: POLICY,
    purge: { url: `http://127.0.0.1:${varnishPort}/.gx/purge?tags={tags}`, token: TOKEN },
    log: (line) => logged.push(line),
  });
  const sitePort = await freePort();
  // Objects tagged as asked, to see which ones a purge leaves.
  const tagged = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tag = /^\/tagged\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (!tag) return false;
    res.writeHead(200, { 'Cache-Control': 'public, s-maxage=600', 'Cache-Tag': tag, 'Content-Type': 'text/plain' }).end(tag);
    return true;
  };
  site = createStaticServer(dir, sitePort, { pages: render.pages, routes: tagged });
  await site.listen();

  const vcl = join(dir, 'default.vcl');
  writeFileSync(vcl, varnishVcl({ backends: [`127.0.0.1:${sitePort}`], purgeToken: TOKEN, probeUrl: '/robots.txt', policy: POLICY }), { mode: 0o600 });
  // In the foreground, its work folder in the test's, no jail (the test may run as root or not).
  varnish = await startAnswering('varnishd', ['-F', '-j', 'none', '-f', vcl, '-a', `127.0.0.1:${varnishPort}`, '-n', join(dir, 'varnish'), '-s', 'malloc,32m', '-T', 'none', '-p', 'ban_lurker_sleep=0.1'], {
    name: "varnishd (Debian's Varnish: node scripts/install.mjs --varnish)",
    ready: `http://127.0.0.1:${varnishPort}/robots.txt`,
  });
});

after(async () => {
  await varnish?.stop();
  render?.stop();
  await site?.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`http://127.0.0.1:${varnishPort}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject)
      .end();
  });
}

const purge = (headers: Record<string, string>, method = 'POST') => request('/.gx/purge', { method, headers });

/** The release of the exchange a page's boot data names. */
function bootRelease(body: string): string | undefined {
  const boot = JSON.parse(/<script type="application\/json" id="gx-boot">(.*?)<\/script>/.exec(body)?.[1] ?? '{}') as { config?: { releases?: Record<string, string> } };
  return boot.config?.releases?.['mfe_exchange'];
}

/** Asks `ask` again every 100 ms until `done` holds of its answer (at most `limitMs`). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a public page is kept by its s-maxage: the second request is a hit, tagged with every release its boot data names', async () => {
  for (const path of ['/gx-exchange', '/']) {
    const first = await request(path);
    assert.equal(first.status, 200, path);
    assert.equal(first.headers['x-cache'], 'MISS', path);
    assert.equal(first.headers['cache-tag'], `gx-site,gx-release-${OLD},gx-release-${MARKETING}`, path);
    const second = await request(path);
    assert.equal(second.headers['x-cache'], 'HIT', path);
    assert.equal(second.body, first.body, path);
    assert.equal(renders.get(path), 1, path);
  }
});

test('a matching If-None-Match is answered 304 from the cache', async () => {
  // The gzip body is the page's own (strong ETag); Varnish unzips it for a client without gzip
  // and says so with a weak ETag.
  for (const encoding of [{ 'accept-encoding': 'gzip' }, {}] as Array<Record<string, string>>) {
    const { headers } = await request('/gx-exchange', { headers: encoding });
    assert.match(headers.etag ?? '', 'accept-encoding' in encoding ? /^"[\w-]{27}"$/ : /^W\/"[\w-]{27}"$/);
    const revalidated = await request('/gx-exchange', { headers: { ...encoding, 'if-none-match': headers.etag ?? '' } });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body, '');
    assert.equal((await request('/gx-exchange', { headers: { ...encoding, 'if-none-match': '"another"' } })).status, 200);
  }
});

test('what is private, no-store, and any request with a cookie or credentials, is never answered from the cache', async () => {
  for (const path of ['/missing', '/throws']) {
    const answers = [await request(path), await request(path)];
    assert.deepEqual(answers.map((answer) => answer.headers['cache-control']), ['private, no-store', 'private, no-store'], path);
    assert.ok(answers.every((answer) => answer.headers['x-cache'] !== 'HIT'), path);
    assert.equal(renders.get(path), 2, path);
  }
  await request('/contact');
  for (const headers of [{ cookie: 'gx_preview=anything' }, { authorization: 'Bearer someone' }] as Array<Record<string, string>>) {
    const answer = await request('/contact', { headers });
    assert.equal(answer.headers['x-cache'], 'PASS', JSON.stringify(headers));
    assert.equal(answer.headers['cache-control'], 'private, no-store', JSON.stringify(headers));
  }
  // What the credentials got was not kept either: the next visitor gets the shared copy.
  assert.equal((await request('/contact')).headers['cache-control'], 'public, max-age=0, s-maxage=2, stale-while-revalidate=2, stale-if-error=3600');
});

test('a purge needs the token, comes from this host directly (not through Caddy), and is a POST', async () => {
  const keys = { 'surrogate-key': `gx-release-${MARKETING}` };
  assert.equal((await purge({ ...keys, authorization: 'Bearer wrong' })).status, 401);
  assert.equal((await purge({ ...keys, authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' })).status, 403);
  assert.equal((await purge({ ...keys, authorization: `Bearer ${TOKEN}` }, 'GET')).status, 405);
  assert.equal((await purge({ authorization: `Bearer ${TOKEN}`, 'surrogate-key': 'a|.*' })).status, 400);
  // None of those dropped anything.
  assert.equal((await request('/')).headers['x-cache'], 'HIT');
});

test("a promote's purge drops exactly the pages of the replaced release; after it no request gets a page of that release", async () => {
  for (const path of [`/tagged/gx-release-${OLD}0`, `/tagged/gx-release-${MARKETING}x`, HASHED_FILE]) {
    await request(path);
    assert.equal((await request(path)).headers['x-cache'], 'HIT', path);
  }
  assert.equal(bootRelease((await request('/gx-exchange')).body), OLD);

  point(NEW);
  await render.refresh();
  // The render server purges once it has switched and its renders with the old release are done.
  await until(async () => logged.some((line) => line.includes(`cache purge: gx-release-${OLD} purged`)), Boolean, 10_000);
  assert.ok(logged.some((line) => line.includes(`cache purge: gx-release-${OLD} purged`)), logged.join('\n'));
  assert.ok(logged.every((line) => !line.includes(TOKEN)));

  // Tags that only look alike, and files without tags, stay.
  for (const path of [`/tagged/gx-release-${OLD}0`, `/tagged/gx-release-${MARKETING}x`, HASHED_FILE]) {
    assert.equal((await request(path)).headers['x-cache'], 'HIT', path);
  }
  for (const path of ['/gx-exchange', '/', '/contact']) {
    for (let i = 0; i < 5; i += 1) {
      const answer = await request(path);
      assert.equal(answer.status, 200, path);
      assert.equal(bootRelease(answer.body), NEW, `${path}: ${answer.headers['x-cache']}`);
      assert.doesNotMatch(answer.body, new RegExp(OLD), path);
      assert.doesNotMatch(String(answer.headers['cache-tag'] ?? ''), new RegExp(OLD), path);
    }
  }
  assert.match((await request('/gx-exchange')).body, new RegExp(`drawn with ${storeOrigin}/exchange/${NEW}/mf-manifest.json`));
});

test('while the render server is stopped, a page it served answers from the cache past its s-maxage (stale-if-error)', async () => {
  await request('/gx-exchange/currency/bitcoin');
  assert.equal((await request('/gx-exchange/currency/bitcoin')).headers['x-cache'], 'HIT');
  await site.close();
  const staleAfterS = POLICY.sMaxAgeS + POLICY.staleWhileRevalidateS;
  const answers: Answer[] = [];
  await until(
    async () => {
      answers.push(await request('/gx-exchange/currency/bitcoin'));
      return answers.at(-1)!;
    },
    (answer) => Number(answer.headers.age) > staleAfterS,
    (staleAfterS + 10) * 1000,
  );
  assert.ok(Number(answers.at(-1)?.headers.age) > staleAfterS, `the last answer's Age is ${answers.at(-1)?.headers.age}`);
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(bootRelease(answer.body), NEW);
  }
  // A page it never served has nothing to fall back on.
  assert.equal((await request('/gx-exchange/currency/never-seen')).status, 503);
});

test("a host's configuration, written from its settings, compiles; a token that would end the VCL string is refused", () => {
  const settings = loadSettings('production', { ...productionSettings, GX_CACHE_PURGE_URL: 'http://127.0.0.1:6081/.gx/purge', GX_CACHE_PURGE_TOKEN: TOKEN, GX_RENDER_PORT: '3100' });
  const vcl = varnishVclFor(settings);
  assert.match(vcl, /\.port = "3100";/);
  assert.match(vcl, /\.url = "\/healthz\/ready";/);
  assert.match(vcl, /set req\.grace = 30s;/);
  assert.doesNotMatch(vcl, /\{\{[A-Z_]+\}\}/);
  const file = join(dir, 'host.vcl');
  writeFileSync(file, vcl, { mode: 0o600 });
  const compiled = spawnSync('varnishd', ['-C', '-j', 'none', '-f', file, '-n', join(dir, 'compile')], { encoding: 'utf8' });
  assert.equal(compiled.status, 0, compiled.stderr);
  assert.throws(() => varnishVcl({ backends: ['127.0.0.1:3000'], purgeToken: 'a"; } sub vcl_recv { return (pass); } #' }), /printable ASCII without spaces or double quotes/);
  assert.throws(() => varnishVclFor(loadSettings('production', productionSettings)), /GX_CACHE_PURGE_TOKEN is not set/);
});
