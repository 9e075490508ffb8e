// The reference static server sends the security headers on every answer and CORS only when told
// to, and only to the allowed origins: `node --import tsx --test scripts/lib/*.test.ts`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from 'gx-pocketbase';
import { createStaticServer, type StaticServer } from './static-server';

const headers = { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' };
const site = 'http://localhost:3000';
let dir: string;
let shell: StaticServer;
let remote: StaticServer;


before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gx-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  shell = createStaticServer(dir, await freePort(), { headers });
  remote = createStaticServer(dir, await freePort(), { headers, corsOrigins: [site] });
  await shell.listen();
  await remote.listen();
});
after(async () => {
  await shell.close();
  await remote.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (server: StaticServer, path: string, origin?: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, { headers: origin ? { Origin: origin } : {} });

test('every answer carries the headers: the page, a deep link, a file, a missing file', async () => {
  for (const path of ['/', '/verify/ABC', '/mf-manifest.json', '/gone.0123456789.js']) {
    const response = await get(shell, path);
    assert.equal(response.headers.get('content-security-policy'), "default-src 'self'", path);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
  }
  assert.equal((await get(shell, '/gone.0123456789.js')).status, 404);
});

test('the page the browser draws and a missing file are kept by no cache; a file whose URL stays is revalidated', async () => {
  for (const path of ['/', '/verify/ABC', '/gone.0123456789.js']) {
    assert.equal((await get(shell, path)).headers.get('cache-control'), 'private, no-store', path);
  }
  assert.equal((await get(shell, '/mf-manifest.json')).headers.get('cache-control'), 'no-cache');
});

test('the shell sends no CORS header, even to its own origin', async () => {
  for (const path of ['/', '/mf-manifest.json']) {
    assert.equal((await get(shell, path, site)).headers.get('access-control-allow-origin'), null, path);
  }
});

test("a remote answers the site's origin, with Vary: Origin, and nobody else", async () => {
  const fromSite = await get(remote, '/mf-manifest.json', site);
  assert.equal(fromSite.headers.get('access-control-allow-origin'), site);
  assert.match(fromSite.headers.get('vary') ?? '', /Origin/);
  assert.equal((await get(remote, '/mf-manifest.json', 'https://evil.example')).headers.get('access-control-allow-origin'), null);
  assert.equal((await get(remote, '/mf-manifest.json')).headers.get('access-control-allow-origin'), null);
});
