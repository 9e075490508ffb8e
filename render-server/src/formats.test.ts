// The render server reads the release store with shared-ui's formats: a malformed pointer is not a
// change (the configuration in force stays) and a malformed manifest is not a version, the same
// files the command line and PocketBase's hook refuse. `pnpm --filter render-server test`
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { malformedManifests, malformedPointers, validManifest, validPointer } from 'shared-ui/release-formats/vectors';
import { channelReader } from './channel';
import { readManifest } from './manifest';

const files = new Map<string, string>();
let server: http.Server;
let origin = '';

before(async () => {
  server = http.createServer((req, res) => {
    const body = files.get((req.url ?? '/').split('?')[0] ?? '/');
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fallback = { pocketbaseUrl: 'http://127.0.0.1:8090', remotes: {} };

test('a well-formed pointer is followed', async () => {
  files.set('/channels/good.json', JSON.stringify(validPointer));
  const read = channelReader({ url: `${origin}/channels/good.json`, fallback: () => fallback, log: () => {} });
  assert.deepEqual(await read(), validPointer);
});

for (const [what, value] of malformedPointers) {
  test(`a pointer with ${what} is not followed`, async () => {
    files.set('/channels/production.json', JSON.stringify(value));
    const lines: string[] = [];
    const read = channelReader({ url: `${origin}/channels/production.json`, fallback: () => fallback, log: (line) => lines.push(line) });
    assert.deepEqual(await read(), fallback);
    assert.match(lines.join('\n'), /not a channel pointer/);
  });
}

test('a well-formed manifest is read', async () => {
  files.set('/good/mf-manifest.json', JSON.stringify(validManifest));
  const read = await readManifest(`${origin}/good/mf-manifest.json`);
  assert.ok(read.ok);
  assert.deepEqual(read.manifest, validManifest);
});

for (const [what, value] of malformedManifests) {
  test(`a manifest that is ${what} is not a version`, async () => {
    files.set('/bad/mf-manifest.json', JSON.stringify(value));
    assert.deepEqual(await readManifest(`${origin}/bad/mf-manifest.json`), { ok: false, reason: 'not a Module Federation manifest' });
  });
}
