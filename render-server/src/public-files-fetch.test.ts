// The site server reads the public files its render server asks for from disk: `pnpm --filter site test`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { publicFilePath, routePublicFilesToDisk } from './public-files-fetch';

const work = mkdtempSync(join(tmpdir(), 'gx-public-files-'));
after(() => rmSync(work, { recursive: true, force: true }));
const folders = { releaseDir: join(work, 'releases'), appsDir: join(work, 'apps') };
const site = 'https://gx.test:8443';

test("the store's and the remotes' URLs of the site's origin name files in their folders; nothing outside them", () => {
  assert.equal(publicFilePath(site, folders, `${site}/releases/channels/production.json`), join(work, 'releases', 'channels', 'production.json'));
  assert.equal(publicFilePath(site, folders, `${site}/releases/exchange/abc123/ssr/remoteEntry.js?v=1`), join(work, 'releases', 'exchange', 'abc123', 'ssr', 'remoteEntry.js'));
  assert.equal(publicFilePath(site, folders, `${site}/remotes/exchange/mf-manifest.json`), join(work, 'apps', 'mfe-exchange', 'dist', 'mf-manifest.json'));
  for (const url of [
    `${site}/releases/%2e%2e/secret`,
    `${site}/releases/..%2f..%2fetc/passwd`,
    `${site}/remotes/unknown/mf-manifest.json`,
    `${site}/api/health`,
    'https://other.example/releases/channels/production.json',
    `${site}.evil.example/releases/channels/production.json`,
  ]) {
    assert.equal(publicFilePath(site, folders, url), undefined, url);
  }
});

test('fetch answers those URLs from disk (404 when missing, no body for HEAD) and leaves every other URL alone', async () => {
  mkdirSync(join(work, 'releases', 'channels'), { recursive: true });
  writeFileSync(join(work, 'releases', 'channels', 'production.json'), '{"revision":3}');
  const original = globalThis.fetch;
  const passed: string[] = [];
  globalThis.fetch = (input: string | URL | Request) => {
    passed.push(String(input));
    return Promise.resolve(new Response('elsewhere'));
  };
  try {
    routePublicFilesToDisk(site, folders);
    const pointer = await fetch(`${site}/releases/channels/production.json`);
    assert.equal(pointer.status, 200);
    assert.equal(pointer.headers.get('content-type'), 'application/json');
    assert.deepEqual(await pointer.json(), { revision: 3 });
    const head = await fetch(`${site}/releases/channels/production.json`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    assert.equal((await fetch(`${site}/releases/channels/staging.json`)).status, 404);
    assert.equal(await (await fetch(`${site}/api/health`)).text(), 'elsewhere');
    assert.deepEqual(passed, [`${site}/api/health`]);
  } finally {
    globalThis.fetch = original;
  }
});
