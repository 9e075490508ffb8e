// How the render server answers: `pnpm --filter render-server test`. The shell's server bundle is
// replaced by one whose pages the test finishes by hand; the server, its cache, its gate and the
// static server it plugs into are the real ones.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BroadcastChannel } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import type { RenderRequest, RenderedPage } from 'shell/server';
import { freePort } from 'gx-pocketbase';
import { createStaticServer, type StaticServer } from '../../scripts/lib/static-server';
import { startRenderServer, type RenderServer } from './server';
import { DEFAULT_PAGE_CACHE } from './page-cache';
import type { RenderGateOptions } from './render-gate';
import type { ChunkAssets } from './stylesheets';

interface PendingPage {
  request: Pick<RenderRequest, 'url' | 'config'>;
  threadId: number;
  finish(page: Partial<RenderedPage>): void;
  fail(error: Error): void;
}

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><title>generic</title><!--/app-head--><!--app-scripts--><script defer src="/main.js"></script><!--/app-scripts--><!--app-boot--></head><body><div id="root"><!--app-html--></div></body></html>`;

/** The shell's build as chunk-assets.json describes it: its application, a page with a form, the forms' singleton. */
const SHELL_CHUNK_ASSETS: ChunkAssets = {
  parts: {
    'shell/app': { js: ['shell/app.1.js'], css: ['shell/app.1.css'], shared: [] },
    'shell/auth': { js: ['shell/auth.1.js'], css: [], shared: ['shared-ui/forms'] },
  },
  shared: { 'shared-ui/forms': { js: ['582.1.js'], css: ['755.1.css'] } },
};

interface Site {
  asked: PendingPage[];
  /** What each thread's bundle was told to register, in order (thread 0 is the main thread). */
  registered: Array<{ threadId: number; name: string; entry: string }>;
  logged: string[];
  port: number;
  dir: string;
  render: RenderServer;
  close(): Promise<void>;
}

interface SiteOptions {
  /** Render workers (0: the main thread renders). */
  workers: number;
  gate?: Partial<RenderGateOptions>;
  remotes?: Record<string, string>;
  renderTimeoutMs?: number;
  /** How long a good page is kept (default: the render server's). */
  cacheTtlMs?: number;
}

/**
 * The fake shell bundle: each renderPage is announced on a BroadcastChannel and finished by the
 * test through it, so it works alike on the main thread and in render workers. A page whose path
 * starts with /crash ends its thread; one with /spin keeps its thread busy for good.
 */
const FAKE_BUNDLE = (channel: string) => `
const { BroadcastChannel, threadId } = require('node:worker_threads');
const channel = new BroadcastChannel(${JSON.stringify(channel)});
channel.unref();
const pending = new Map();
let next = 0;
channel.onmessage = ({ data }) => {
  const waiting = pending.get(data.id);
  if (!waiting) return;
  pending.delete(data.id);
  if (data.type === 'finish') waiting.resolve(data.page);
  else waiting.reject(new Error(data.message));
};
module.exports.default = async () => ({
  registerRemotes(list, options) {
    for (const { name, entry } of list) channel.postMessage({ type: 'registered', threadId, name, entry, force: Boolean(options && options.force) });
  },
  async loadRemote() {},
  renderPage(request) {
    return new Promise((resolve, reject) => {
      const id = threadId + '-' + next++;
      pending.set(id, { resolve, reject });
      channel.postMessage({ type: 'asked', id, threadId, request: { url: request.url, config: request.config } });
      if (request.url.startsWith('/log')) request.log('drawing ' + request.url);
      if (request.url.startsWith('/crash')) process.exit(1);
      if (request.url.startsWith('/spin')) for (;;);
    });
  },
});`;

async function startSite(options: SiteOptions): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'gx-render-server-'));
  const asked: PendingPage[] = [];
  const registered: Site['registered'] = [];
  const logged: string[] = [];
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'entry-assets.json'), JSON.stringify({ main: { js: ['/main.js'], css: [] } }));
  writeFileSync(join(dir, 'chunk-assets.json'), JSON.stringify(SHELL_CHUNK_ASSETS));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: options.remotes ?? {} }));
  const key = `gx-test-render-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(key);
  channel.onmessage = (event) => {
    const data = (event as { data: { type: string; id: string; threadId: number; name: string; entry: string; request: RenderRequest } }).data;
    if (data.type === 'registered') registered.push({ threadId: data.threadId, name: data.name, entry: data.entry });
    if (data.type !== 'asked') return;
    asked.push({
      request: data.request,
      threadId: data.threadId,
      finish: (page) =>
        channel.postMessage({ type: 'finish', id: data.id, page: { status: 200, head: '<title>Page</title>', html: '', remote: null, pages: [], parts: [], data: {}, ...page } }),
      fail: (error) => channel.postMessage({ type: 'fail', id: data.id, message: error.message }),
    });
  };
  writeFileSync(join(dir, 'bundle.cjs'), FAKE_BUNDLE(key));
  const render = await startRenderServer({
    shellDist: dir,
    serverBundle: join(dir, 'bundle.cjs'),
    siteUrl: 'https://gx.example',
    pollMs: 60_000,
    workers: options.workers,
    ...(options.gate ? { gate: options.gate } : {}),
    ...(options.renderTimeoutMs ? { renderTimeoutMs: options.renderTimeoutMs, loadTimeoutMs: 100 } : {}),
    ...(options.cacheTtlMs ? { cache: { ...DEFAULT_PAGE_CACHE, ttlMs: options.cacheTtlMs } } : {}),
    log: (line, fields) => logged.push(fields?.trace_id ? `${line} trace_id=${fields.trace_id}` : line),
  });
  const port = await freePort();
  const server: StaticServer = createStaticServer(dir, port, { pages: render.pages });
  await server.listen();
  return {
    asked,
    registered,
    logged,
    port,
    dir,
    render,
    close: async () => {
      await render.stop();
      channel.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function get(site: Site, path: string, options: { gzip?: boolean; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...(options.gzip ? { 'accept-encoding': 'gzip' } : {}), ...options.headers };
    http
      .get(`http://127.0.0.1:${site.port}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** The `nth` render the fake bundle was asked for of `url`, once it has been asked. */
async function renderOf(site: Site, url: string, nth = 1): Promise<PendingPage> {
  for (let tries = 0; ; tries += 1) {
    const page = site.asked.filter((pending) => pending.request.url === url)[nth - 1];
    if (page) return page;
    if (tries > 200) throw new Error(`the render server was not asked for ${url} ${nth} times`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

for (const workers of [0, 2]) {
  describe(workers ? `with ${workers} render workers` : 'rendering on the main thread', () => {
    let site: Site;
    before(async () => {
      site = await startSite({ workers });
    });
    after(() => site.close());

    for (const gzip of [false, true]) {
      test(`a rendered page fills index.html's placeholders and answers with its status (${gzip ? 'gzip' : 'plain'})`, async () => {
        const path = `/missing-${gzip ? 'gzip' : 'plain'}`;
        const answer = get(site, path, { gzip });
        (await renderOf(site, path)).finish({ status: 404, head: '<title>Page Not Found | GX</title>', html: '<h1>Oops! Page Not Found</h1>' });
        const { status, body } = await answer;
        assert.equal(status, 404);
        assert.match(body, /<head><title>Page Not Found \| GX<\/title>/);
        assert.doesNotMatch(body, /generic/);
        assert.match(body, /<div id="root"><h1>Oops! Page Not Found<\/h1><\/div>/);
        assert.match(body, /<link rel="preload" as="script" href="\/main.js" \/><script defer src="\/start-after-paint.js" data-shell="\/main.js"><\/script>/);
        assert.doesNotMatch(body, /<script defer src="\/main.js">/);
        assert.match(body, /<script type="application\/json" id="gx-boot">\{"config":/);

        // Not kept as a good page would be: the next visitor's request renders it again.
        const again = get(site, path, { gzip });
        (await renderOf(site, path, 2)).finish({ status: 404, html: '<h1>Oops! Page Not Found</h1>' });
        assert.equal((await again).status, 404);
      });
    }

    test("what a page's render logs names the page request's trace", async () => {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const answer = get(site, '/log-traced', { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
      (await renderOf(site, '/log-traced')).finish({});
      assert.equal((await answer).status, 200);
      assert.ok(site.logged.includes(`drawing /log-traced trace_id=${traceId}`), site.logged.join('\n'));
    });

    test('a page that could not get its data answers 503 with its Retry-After, kept by no cache', async () => {
      const path = '/gx-exchange/currency/bitcoin';
      const answer = get(site, path);
      (await renderOf(site, path)).finish({ status: 503, retryAfterSeconds: 42, html: '<h1>Failed to load currency details</h1>' });
      const { status, headers, body } = await answer;
      assert.equal(status, 503);
      assert.equal(headers['retry-after'], '42');
      assert.equal(headers['cache-control'], 'private, no-store');
      assert.match(body, /<div id="root"><h1>Failed to load currency details<\/h1><\/div>/);
      // The provider is back: the next visitor gets the page, rendered afresh, and that one is kept.
      const recovered = get(site, path);
      (await renderOf(site, path, 2)).finish({ html: '<h1>Bitcoin</h1>' });
      const good = await recovered;
      assert.equal(good.status, 200);
      assert.equal(good.headers['retry-after'], undefined);
      const count = site.asked.length;
      assert.match((await get(site, path)).body, /<h1>Bitcoin<\/h1>/);
      assert.equal(site.asked.length, count);
    });

    test('a page links the stylesheets of the parts it drew, and of the shared modules they use, and no others', async () => {
      const withForm = get(site, '/auth');
      (await renderOf(site, '/auth')).finish({ html: 'auth', parts: ['shell/app', 'shell/auth'] });
      const links = (body: string) => [...body.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map((match) => match[1]);
      assert.deepEqual(links((await withForm).body), ['/shell/app.1.css', '/755.1.css']);
      const without = get(site, '/about');
      (await renderOf(site, '/about')).finish({ html: 'about', parts: ['shell/app'] });
      assert.deepEqual(links((await without).body), ['/shell/app.1.css']);
    });

    test('unknown query parameters are dropped before rendering; the ones pages read are kept', async () => {
      const first = get(site, '/contact?utm=1&source=academy');
      (await renderOf(site, '/contact?source=academy')).finish({ html: 'contact' });
      assert.equal((await first).status, 200);
      const count = site.asked.length;
      for (const path of ['/contact?source=academy&utm=2', '/contact?x=9&source=academy']) assert.match((await get(site, path)).body, /contact/);
      assert.equal(site.asked.length, count);
      assert.equal(site.asked.filter((pending) => pending.request.url.includes('utm')).length, 0);
    });

    test('visitors who ask while a page renders share that render', async () => {
      const answers = [get(site, '/shared', { gzip: true }), get(site, '/shared?x=1')];
      const page = await renderOf(site, '/shared');
      await new Promise((resolve) => setTimeout(resolve, 50));
      page.finish({ html: 'shared' });
      for (const answer of answers) assert.match((await answer).body, /<div id="root">shared<\/div>/);
      assert.equal(site.asked.filter((pending) => pending.request.url === '/shared').length, 1);
    });

    test('a page that cannot be rendered is the static page, and the next visitor gets a new render', async () => {
      const answer = get(site, '/failing');
      (await renderOf(site, '/failing')).fail(new Error('render budget of 3000 ms spent'));
      const { status, body } = await answer;
      assert.equal(status, 200);
      assert.equal(body, TEMPLATE);
      assert.ok(site.logged.some((line) => line.includes('/failing served as the static page: render budget of 3000 ms spent')), site.logged.join('\n'));
      const retry = get(site, '/failing');
      (await renderOf(site, '/failing', 2)).finish({ html: 'now rendered' });
      assert.match((await retry).body, /now rendered/);
    });

    test("an e-mail link's token page is drawn in the browser, never rendered", async () => {
      const count = site.asked.length;
      assert.equal((await get(site, '/auth?verify_token=abc')).body, TEMPLATE);
      assert.equal(site.asked.length, count);
    });

    test('robots.txt keeps the private areas out and names the sitemap; sitemap.xml is absolute on the site', async () => {
      const robots = await get(site, '/robots.txt');
      assert.equal(robots.status, 200);
      assert.match(robots.headers['content-type'] ?? '', /^text\/plain/);
      for (const path of ['/dashboard', '/admin', '/auth']) assert.match(robots.body, new RegExp(`^Disallow: ${path}$`, 'm'));
      assert.match(robots.body, /^Sitemap: https:\/\/gx\.example\/sitemap\.xml$/m);
      const sitemap = await get(site, '/sitemap.xml');
      assert.equal(sitemap.status, 200);
      assert.match(sitemap.body, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    });

    test('past the concurrency cap a request waits for the slot and is rendered', async () => {
      const capped = await startSite({ workers, gate: { maxConcurrent: 1, queue: { maxWaiting: 10, waitMs: 60_000 }, perVisitor: { perSecond: 100, burst: 100 }, penaltyMs: 0 } });
      try {
        const first = get(capped, '/first');
        const pending = await renderOf(capped, '/first');
        const second = get(capped, '/second');
        // Under way until the slot frees: then rendered, not the static page.
        pending.finish({ html: 'first' });
        assert.match((await first).body, /first/);
        (await renderOf(capped, '/second')).finish({ html: 'second' });
        assert.match((await second).body, /second/);
      } finally {
        await capped.close();
      }
    });

    test('past the concurrency cap and a full queue the static page answers at once, and the page renders again once a slot is free', async () => {
      const capped = await startSite({ workers, gate: { maxConcurrent: 1, queue: { maxWaiting: 0, waitMs: 0 }, perVisitor: { perSecond: 100, burst: 100 }, penaltyMs: 0 } });
      try {
        const first = get(capped, '/one');
        const pending = await renderOf(capped, '/one');
        assert.equal((await get(capped, '/two')).body, TEMPLATE);
        pending.finish({ html: 'one' });
        assert.match((await first).body, /one/);
        const second = get(capped, '/two');
        (await renderOf(capped, '/two')).finish({ html: 'two' });
        assert.match((await second).body, /two/);
      } finally {
        await capped.close();
      }
    });

    test('a visitor past its render budget gets the static page after a wait; another visitor is rendered at once', async () => {
      process.env['GX_TRUSTED_PROXIES'] = '127.0.0.1';
      const limited = await startSite({ workers, gate: { maxConcurrent: 10, perVisitor: { perSecond: 0.001, burst: 2 }, penaltyMs: 300 } });
      try {
        const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
        for (const path of ['/a', '/b']) {
          const answer = get(limited, path, from('203.0.113.7'));
          (await renderOf(limited, path)).finish({ html: path });
          assert.match((await answer).body, new RegExp(path));
        }
        const started = Date.now();
        const slowed = await get(limited, '/c', from('203.0.113.7'));
        assert.equal(slowed.body, TEMPLATE);
        assert.ok(Date.now() - started >= 280, `answered after ${Date.now() - started} ms`);
        // A cached page costs no render: the same visitor still gets it.
        assert.match((await get(limited, '/a', from('203.0.113.7'))).body, /\/a/);
        const other = get(limited, '/c', from('198.51.100.2'));
        (await renderOf(limited, '/c')).finish({ html: 'for another' });
        assert.match((await other).body, /for another/);
      } finally {
        delete process.env['GX_TRUSTED_PROXIES'];
        await limited.close();
      }
    });
  });
}

describe('render workers', () => {
  test('a switch of release reaches every worker before any page names it, and the cache is emptied', async () => {
    const manifests = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: req.url, metaData: { publicPath: 'auto' } }));
    });
    await new Promise<void>((resolve) => manifests.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(manifests.address() as AddressInfo).port}`;
    const [first, second] = [`${origin}/one/mf-manifest.json`, `${origin}/two/mf-manifest.json`];
    const pool = await startSite({ workers: 2, remotes: { mfe_exchange: first } });
    try {
      const registeredFirst = () => new Set(pool.registered.filter((entry) => entry.threadId !== 0 && entry.entry === first).map((entry) => entry.threadId));
      // On a loaded machine a worker may still be starting when the server answers: wait for both.
      for (let tries = 0; registeredFirst().size < 2; tries += 1) {
        assert.ok(tries < 3000, 'each worker registered the remote');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const workerThreads = registeredFirst();
      const before = get(pool, '/gx-exchange');
      (await renderOf(pool, '/gx-exchange')).finish({ html: 'before' });
      assert.match((await before).body, /before/);

      writeFileSync(join(pool.dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: { mfe_exchange: second } }));
      await pool.render.refresh();
      const after = get(pool, '/gx-exchange');
      const rendered = await renderOf(pool, '/gx-exchange', 2);
      // Every worker had the new release registered before this render was asked for.
      for (const threadId of workerThreads) {
        assert.ok(pool.registered.some((entry) => entry.threadId === threadId && entry.entry === second), `worker ${threadId} switched`);
      }
      assert.equal(rendered.request.config.remotes['mfe_exchange'], second);
      rendered.finish({ html: 'after' });
      const page = await after;
      assert.match(page.body, /after/);
      assert.match(page.body, new RegExp(`"mfe_exchange":"${second.replace(/[/.]/g, '\\$&')}"`));
    } finally {
      await pool.close();
      await new Promise<void>((resolve) => manifests.close(() => resolve()));
    }
  });

  test('a worker that crashes while rendering: its page is the static page, and it is replaced', async () => {
    const pool = await startSite({ workers: 2 });
    try {
      const crashed = await get(pool, '/crash-now');
      assert.equal(crashed.status, 200);
      assert.equal(crashed.body, TEMPLATE);
      assert.ok(pool.logged.some((line) => line.includes('/crash-now served as the static page')), pool.logged.join('\n'));
      const before = new Set(pool.asked.map((pending) => pending.threadId));
      // Enough pages at once to reach both workers: the one left and the one that replaced the crashed one.
      const paths = ['/after-1', '/after-2', '/after-3', '/after-4'];
      const answers = paths.map((path) => get(pool, path));
      const pending: PendingPage[] = [];
      for (const path of paths) {
        const page = await renderOf(pool, path);
        page.finish({ html: `rendered ${path}` });
        pending.push(page);
      }
      for (const [index, answer] of answers.entries()) assert.match((await answer).body, new RegExp(`rendered ${paths[index]}`));
      assert.ok(
        pending.some((page) => !before.has(page.threadId)),
        `a new worker rendered (threads before ${[...before].join(', ')}, now ${pending.map((page) => page.threadId).join(', ')})`,
      );
    } finally {
      await pool.close();
    }
  });

  test('a cached page is answered while every worker is stuck in a render; the stuck pages are the static page', async () => {
    // Kept a minute: on a loaded machine, getting both workers stuck may take longer than the default 5 s.
    const pool = await startSite({ workers: 2, renderTimeoutMs: 500, cacheTtlMs: 60_000 });
    try {
      const cached = get(pool, '/cached');
      (await renderOf(pool, '/cached')).finish({ html: 'the cached page' });
      assert.match((await cached).body, /the cached page/);

      const stuck = ['/spin-1', '/spin-2', '/spin-3', '/spin-4'].map((path) => get(pool, path));
      // Both workers have started a render that never ends (and keeps their thread busy).
      for (let tries = 0; new Set(pool.asked.filter((pending) => pending.request.url.startsWith('/spin')).map((pending) => pending.threadId)).size < 2; tries += 1) {
        if (tries > 3000) throw new Error('the workers were not both given a stuck page');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const answer = await get(pool, '/cached');
      assert.equal(answer.status, 200);
      assert.match(answer.body, /the cached page/);

      for (const page of await Promise.all(stuck)) assert.equal(page.body, TEMPLATE);
      // The stuck threads are ended and replaced. A page asked while a replacement still loads its
      // bundle may get the static page; one asked once a thread is up is rendered.
      for (let attempt = 1; ; attempt += 1) {
        const path = `/after-stuck-${attempt}`;
        let answered = false;
        const next = get(pool, path).finally(() => (answered = true));
        const askedFor = () => pool.asked.find((pending) => pending.request.url === path);
        while (!answered && !askedFor()) await new Promise((resolve) => setTimeout(resolve, 10));
        const pending = askedFor();
        if (pending) {
          pending.finish({ html: 'rendered again' });
          assert.match((await next).body, /rendered again/);
          break;
        }
        assert.equal((await next).body, TEMPLATE);
        assert.ok(attempt < 50, 'no render worker came back after the stuck renders');
      }
    } finally {
      await pool.close();
    }
  });
});

describe('a cache in front', () => {
  let site: Site;
  before(async () => {
    site = await startSite({ workers: 0 });
  });
  after(() => site.close());

  test('a good page is public for shared caches, revalidated by browsers, tagged, with one ETag per encoding', async () => {
    const answer = get(site, '/cacheable');
    (await renderOf(site, '/cacheable')).finish({ html: 'cacheable' });
    const plain = await answer;
    assert.equal(plain.headers['cache-control'], 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400');
    assert.equal(plain.headers['vary'], 'Accept-Encoding');
    // No channel names releases here: the page carries the site's tag only.
    assert.equal(plain.headers['cache-tag'], 'gx-site');
    assert.equal(plain.headers['surrogate-key'], 'gx-site');
    const gzipped = await get(site, '/cacheable', { gzip: true });
    assert.match(plain.headers.etag ?? '', /^"[\w-]{27}"$/);
    assert.match(gzipped.headers.etag ?? '', /^"[\w-]{27}"$/);
    assert.notEqual(plain.headers.etag, gzipped.headers.etag);
    assert.equal(gzipped.body, plain.body);
  });

  for (const method of ['GET', 'HEAD']) {
    test(`If-None-Match naming the page's ETag answers 304 without a body (${method})`, async () => {
      const path = `/revalidated-${method.toLowerCase()}`;
      const answer = get(site, path, { gzip: true });
      (await renderOf(site, path)).finish({ html: 'revalidated' });
      const { headers } = await answer;
      const ask = (etag: string, gzip: boolean) =>
        new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
          const request = http.request(`http://127.0.0.1:${site.port}${path}`, { method, headers: { 'if-none-match': etag, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
            response.on('end', () => resolve(Object.assign(response, { text })));
          });
          request.on('error', reject).end();
        });
      const matching = await ask(`"other", ${headers.etag ?? ''}`, true);
      assert.equal(matching.statusCode, 304);
      assert.equal(matching.text, '');
      assert.equal(matching.headers.etag, headers.etag);
      assert.equal(matching.headers['cache-control'], headers['cache-control']);
      // The gzip body's ETag does not name the plain body.
      assert.equal((await ask(headers.etag ?? '', false)).statusCode, 200);
      assert.equal((await ask(`W/${headers.etag ?? ''}`, true)).statusCode, 304);
    });
  }

  test('what a cache in front must not keep is private, no-store: not-found pages, the static page, a request with credentials', async () => {
    const missing = get(site, '/not-here');
    (await renderOf(site, '/not-here')).finish({ status: 404, html: 'not found' });
    const notFound = await missing;
    assert.equal(notFound.headers['cache-control'], 'private, no-store');
    assert.equal(notFound.headers.etag, undefined);
    assert.equal(notFound.headers['cache-tag'], undefined);

    const staticPage = await get(site, '/auth?verify_token=abc');
    assert.equal(staticPage.body, TEMPLATE);
    assert.equal(staticPage.headers['cache-control'], 'private, no-store');

    const answer = get(site, '/personal');
    (await renderOf(site, '/personal')).finish({ html: 'same for all' });
    assert.match((await answer).headers['cache-control'] ?? '', /s-maxage/);
    for (const headers of [{ cookie: 'theme=dark; gx_preview=forged' }, { authorization: 'Bearer abc' }] as Array<Record<string, string>>) {
      const personal = await get(site, '/personal', { headers });
      assert.equal(personal.headers['cache-control'], 'private, no-store', JSON.stringify(headers));
      assert.equal(personal.headers['cache-tag'], undefined);
    }
  });
});

describe('metrics', () => {
  // Rendered by a worker: the page's remote reaches the main thread's counters with the page.
  let site: Site;
  before(async () => {
    site = await startSite({ workers: 2 });
  });
  after(() => site.close());

  test('GET /metrics counts pages by how they were answered, for loopback peers only', async () => {
    const path = '/gx-academy/metrics-probe';
    const first = get(site, path);
    (await renderOf(site, path)).finish({ status: 200, html: '<p>probe</p>', remote: 'mfe_marketing' });
    assert.equal((await first).status, 200);
    assert.equal((await get(site, path)).status, 200);

    const { status, headers, body } = await get(site, '/metrics');
    assert.equal(status, 200);
    assert.match(String(headers['content-type']), /^text\/plain; version=0\.0\.4/);
    // No channel names releases here: `none`. The URL is in no label.
    assert.match(body, /gx_render_requests_total\{kind="render",status="200",remote="mfe_marketing",release="none"\} [1-9]/);
    assert.match(body, /gx_render_requests_total\{kind="cache",status="200",remote="mfe_marketing",release="none"\} [1-9]/);
    assert.match(body, /gx_render_page_cache_requests_total\{result="hit",remote="mfe_marketing",release="none"\} [1-9]/);
    assert.match(body, /gx_render_duration_seconds_count\{remote="mfe_marketing",release="none",outcome="ok"\} [1-9]/);
    assert.match(body, /gx_render_in_flight\{remote="mfe_marketing",release="none"\} 0/);
    assert.doesNotMatch(body, /metrics-probe/);

    // Through a proxy on this host (it names the visitor): refused, as from any other address.
    const proxied = await get(site, '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(proxied.status, 404);
    assert.doesNotMatch(proxied.body, /gx_render/);
  });
});
