// The shell's server answers the credentials' public documents on the site's origin
// (credential-documents.ts): `node --import tsx --test scripts/lib/*.test.ts`.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { credentialDocuments } from './credential-documents';
import { freePort } from './free-port';
import { createStaticServer, type StaticServer } from './static-server';

let dir: string;
let shell: StaticServer;
let pocketbase: Server;
let base: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gx-credential-docs-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'did.json'), '{"id":"did:web:localhost%3A3000"}');
  const pocketbasePort = await freePort();
  pocketbase = createServer((req, res) => {
    if (req.url === '/api/gx/credential-status/1') res.writeHead(200, { 'content-type': 'application/vc+ld+json', 'cache-control': 'public, max-age=60' }).end('{"id":"list-1"}');
    else res.writeHead(404).end('{}');
  }).listen(pocketbasePort, '127.0.0.1');
  const port = await freePort();
  shell = createStaticServer(dir, port, {
    headers: { 'X-Content-Type-Options': 'nosniff' },
    routes: credentialDocuments({ didDocumentPath: join(dir, 'did.json'), pocketbaseUrl: `http://127.0.0.1:${pocketbasePort}` }),
  });
  await shell.listen();
  base = `http://127.0.0.1:${port}`;
});
after(async () => {
  await shell.close();
  pocketbase.close();
  rmSync(dir, { recursive: true, force: true });
});

test('/.well-known/did.json is the signer’s DID document, readable from any origin, with the common headers', async () => {
  const response = await fetch(`${base}/.well-known/did.json`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/did+json');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(await response.json(), { id: 'did:web:localhost%3A3000' });
  // A rotation rewrites the file; the next request sees it.
  writeFileSync(join(dir, 'did.json'), '{"id":"did:web:localhost%3A3000","rotated":true}');
  assert.equal(((await (await fetch(`${base}/.well-known/did.json`)).json()) as { rotated?: boolean }).rotated, true);
});

test('a status list is passed through from PocketBase with its caching; anything else is the site as before', async () => {
  const list = await fetch(`${base}/api/gx/credential-status/1`);
  assert.equal(list.status, 200);
  assert.equal(list.headers.get('cache-control'), 'public, max-age=60');
  assert.equal(await list.text(), '{"id":"list-1"}');
  assert.equal((await fetch(`${base}/api/gx/credential-status/2`)).status, 404);
  assert.equal((await fetch(`${base}/verify`)).status, 200);
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
});
