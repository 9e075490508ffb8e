// How the render server sends a page: the shell's part of the head at once, the rest when the page
// has rendered, the static page when it cannot be: `node --import tsx --test scripts/lib/*.test.ts`.
// The shell's server bundle is replaced by one whose pages the test finishes by hand; the server,
// its cache and its compression are the real ones.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createGunzip } from 'node:zlib';
import type { RenderRequest, RenderedPage, RenderedRest } from '../../shell/src/server/contract';
import { startRenderServer, type RenderServer } from './render-server';
import { freePort } from './free-port';
import { createStaticServer, type StaticServer } from './static-server';

interface PendingPage {
  url: string;
  finish(rest: RenderedRest): void;
  fail(error: Error): void;
}

/** The pages the fake bundle has been asked for, oldest first, each to be finished by the test. */
const asked: PendingPage[] = [];
const logged: string[] = [];
const START = '<!doctype html><html><head><script defer src="/main.js"></script>';
const STATIC_REST = '<title>generic</title></head><body><div id="root"></div></body></html>';

function renderPage(request: RenderRequest): RenderedPage {
  let finish!: PendingPage['finish'];
  let fail!: PendingPage['fail'];
  const rest = new Promise<RenderedRest>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  asked.push({ url: request.url, finish, fail });
  return { status: 200, start: START, rest, staticRest: STATIC_REST };
}

let dir: string;
let site: StaticServer;
let render: RenderServer;


before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gx-render-stream-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: {} }));
  (globalThis as { gxTestRenderPage?: typeof renderPage }).gxTestRenderPage = renderPage;
  writeFileSync(
    join(dir, 'bundle.cjs'),
    `module.exports.default = async () => ({
      registerRemotes() {},
      async loadRemote() {},
      renderPage: (request) => globalThis.gxTestRenderPage(request),
    });`,
  );
  render = await startRenderServer({
    shellDist: dir,
    serverBundle: join(dir, 'bundle.cjs'),
    siteUrl: 'http://localhost',
    pollMs: 60_000,
    log: (line) => logged.push(line),
  });
  site = createStaticServer(dir, await freePort(), { pages: render.pages });
  await site.listen();
});

after(async () => {
  render.stop();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  response: http.IncomingMessage;
  /** Resolves with the first text that arrives (decompressed). */
  first: Promise<string>;
  /** Resolves with the whole text (decompressed). */
  whole: Promise<string>;
}

function get(path: string, gzip: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`http://127.0.0.1:${site.port}${path}`, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      body.setEncoding('utf8');
      let text = '';
      const first = new Promise<string>((done) => body.once('data', (chunk: string) => done(chunk)));
      const whole = new Promise<string>((done, failed) => {
        body.on('data', (chunk: string) => (text += chunk));
        body.on('end', () => done(text));
        body.on('error', failed);
      });
      resolve({ response, first, whole });
    });
    request.on('error', reject);
  });
}

/** The `nth` render the fake bundle was asked for of `url`, once it has been asked. */
async function renderOf(url: string, nth = 1): Promise<PendingPage> {
  for (let tries = 0; ; tries += 1) {
    const page = asked.filter((pending) => pending.url === url)[nth - 1];
    if (page) return page;
    if (tries > 200) throw new Error(`the render server was not asked for ${url} ${nth} times`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

for (const gzip of [false, true]) {
  test(`a page being rendered starts with the shell's head before it has rendered (${gzip ? 'gzip' : 'plain'})`, async () => {
    const path = `/streamed-${gzip ? 'gzip' : 'plain'}`;
    const answer = await get(path, gzip);
    assert.equal(answer.response.statusCode, 200);
    assert.equal(answer.response.headers['content-length'], undefined);
    const page = await renderOf(path);
    // Nothing of the page yet: only what every page's head holds.
    assert.equal(await answer.first, START);
    page.finish({ remote: null, html: '<title>Page</title></head><body><div id="root"><h1>Page</h1></div></body></html>' });
    assert.equal(await answer.whole, `${START}<title>Page</title></head><body><div id="root"><h1>Page</h1></div></body></html>`);

    // Rendered once: the next visitor gets the whole page from the cache, in one piece.
    const count = asked.length;
    const again = await get(path, gzip);
    assert.equal(again.response.headers['content-length'] !== undefined, true);
    assert.equal(await again.whole, `${START}<title>Page</title></head><body><div id="root"><h1>Page</h1></div></body></html>`);
    assert.equal(asked.length, count);
  });
}

test('visitors who ask while a page renders share that render and all get the page', async () => {
  const [one, two] = await Promise.all([get('/shared', true), get('/shared', false)]);
  const page = await renderOf('/shared');
  assert.equal(await one.first, START);
  assert.equal(await two.first, START);
  page.finish({ remote: null, html: '</head><body>shared</body></html>' });
  assert.equal(await one.whole, `${START}</head><body>shared</body></html>`);
  assert.equal(await two.whole, `${START}</head><body>shared</body></html>`);
  assert.equal(asked.filter((pending) => pending.url === '/shared').length, 1);
});

test('a page that cannot be rendered completes as the static page, and the next visitor gets a new render', async () => {
  const answer = await get('/failing', true);
  const page = await renderOf('/failing');
  page.fail(new Error('render budget of 3000 ms spent'));
  assert.equal(await answer.whole, START + STATIC_REST);
  assert.ok(logged.some((line) => line.includes('/failing served as the static page: render budget of 3000 ms spent')), logged.join('\n'));

  const retry = await get('/failing', false);
  const second = await renderOf('/failing', 2);
  second.finish({ remote: null, html: '</head><body>now rendered</body></html>' });
  assert.equal(await retry.whole, `${START}</head><body>now rendered</body></html>`);
});

test('a visitor who leaves while the page renders harms nobody else', async () => {
  for (const gzip of [false, true]) {
    const path = `/left-${gzip ? 'gzip' : 'plain'}`;
    const leaving = await get(path, gzip);
    assert.equal(await leaving.first, START);
    leaving.response.destroy();
    await new Promise((resolve) => leaving.response.once('close', resolve));
    const staying = await get(path, gzip);
    (await renderOf(path)).finish({ remote: null, html: '</head><body>still here</body></html>' });
    assert.equal(await staying.whole, `${START}</head><body>still here</body></html>`);
  }
});
