// The release store served over HTTP: `node --import tsx --test scripts/lib/release/*.test.ts`.
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { writeRelease } from './fixtures/releases';
import { storeHandler } from './store-server';

let store: string;
let server: http.Server;
let base: string;

before(async () => {
  store = mkdtempSync(join(tmpdir(), 'gx-store-server-'));
  writeRelease(store, 'exchange', 'abcdef123456');
  writeFileSync(join(store, 'exchange', 'abcdef123456', 'page.0123456789.js'), '/* page */');
  mkdirSync(join(store, 'channels'));
  writeFileSync(join(store, 'channels', 'production.json'), '{"revision":1}');
  writeFileSync(join(store, 'channels', '.production.json.1.x.tmp'), '{');
  writeFileSync(join(store, 'history.jsonl'), '{"who":"dev@example.com"}\n');
  const handle = storeHandler(store, { prefix: '/releases', corsOrigins: ['http://localhost:3000'] });
  server = http.createServer((req, res) => handle(req, res, () => res.writeHead(200).end('the site')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(() => {
  server.close();
  rmSync(store, { recursive: true, force: true });
});

test('every file of a release is immutable, its manifest and remote entry included', async () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'ssr/remoteEntry.js', 'page.0123456789.js']) {
    const response = await fetch(`${base}/releases/exchange/abcdef123456/${file}`, { headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000', file);
  }
});

test('a channel pointer is revalidated on every load', async () => {
  const response = await fetch(`${base}/releases/channels/production.json`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await response.json(), { revision: 1 });
});

test('the history, the publish records, temporary files and anything outside a release are not served', async () => {
  for (const path of [
    '/releases/history.jsonl',
    '/releases/exchange/abcdef123456/release.json',
    '/releases/channels/.production.json.1.x.tmp',
    '/releases/exchange/abcdef123456/../../history.jsonl',
    '/releases/exchange/abcdef123456/%2e%2e/%2e%2e/history.jsonl',
    '/releases/',
    '/releases/exchange/',
  ]) {
    const response = await fetch(`${base}${path}`);
    assert.equal(response.status, 404, path);
    assert.doesNotMatch(await response.text(), /dev@example\.com/, path);
  }
});

test('requests outside the prefix go to the next handler', async () => {
  const response = await fetch(`${base}/gx-exchange`);
  assert.equal(await response.text(), 'the site');
});
