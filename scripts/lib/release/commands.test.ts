// promote, rollback and status on a store of fixture releases, with the gate's server check run
// by fixtures/renderer.cjs: `node --import tsx --test scripts/lib/release/*.test.ts`.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readPreviewToken } from 'render-server/preview-token';
import { changePointer, channelFile, readPointer, RevisionConflict } from './channel';
import { preview, promote, rollback, status } from './commands';
import { Refusal } from './errors';
import { SHELL_SHARED, writeRelease } from './fixtures/releases';
import { readHistory } from './history';
import type { ReleaseSettings } from './settings';
import { siteStoreRoutes } from './store-server';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
let root: string;
let settings: ReleaseSettings;
let said: string[];
const io = { out: (line: string) => said.push(line), say: (line: string) => said.push(line) };

// The site: the store at /releases/ (as `npm start` and `npm run serve` mount it), 404 elsewhere.
let site: http.Server;
let siteUrl = '';
before(async () => {
  site = http.createServer((req, res) => {
    const notFound = async () => (res.writeHead(404).end(), true);
    void siteStoreRoutes(settings.dir, {}, notFound)(req, res);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => site.close(() => resolve())));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gx-commands-'));
  const shellDist = join(root, 'shell');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED, exposes: [] }));
  copyFileSync(fixture('index.html'), join(shellDist, 'index.html'));
  settings = { dir: join(root, 'store'), keep: 5, keepDays: 30, url: `${siteUrl}/releases`, shellDist, shellServerBundle: fixture('renderer.cjs'), siteUrl, previewTtlS: 600, pocketbaseUrl: 'http://127.0.0.1:8090' };
  writeRelease(settings.dir, 'exchange', 'aaaaaaaaaaaa');
  writeRelease(settings.dir, 'exchange', 'bbbbbbbbbbbb');
  writeRelease(settings.dir, 'exchange', 'cccccccccccc', { shared: SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '20.0.0' } : entry)) });
  said = [];
  process.env.GX_RELEASE_ACTOR = 'team-exchange@gx.example';
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.GX_RELEASE_ACTOR;
});

test('promote points the channel at the release: the pointer is a runtime configuration naming it', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io, { why: 'first' });
  const pointer = readPointer(settings.dir, 'production');
  assert.deepEqual(pointer, {
    pocketbaseUrl: 'http://127.0.0.1:8090',
    remotes: { mfe_exchange: `${siteUrl}/releases/exchange/aaaaaaaaaaaa/mf-manifest.json` },
    releases: { mfe_exchange: 'aaaaaaaaaaaa' },
    revision: 1,
  });
  assert.deepEqual(
    readHistory(settings.dir).map(({ who, channel, remote, from, to, why }) => ({ who, channel, remote, from, to, why })),
    [{ who: 'team-exchange@gx.example', channel: 'production', remote: 'mfe_exchange', from: null, to: 'aaaaaaaaaaaa', why: 'first' }],
  );
});

test('a refused promote leaves the pointer byte for byte as it was and records nothing', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  const before = readFileSync(channelFile(settings.dir, 'production'), 'utf8');
  await assert.rejects(promote(settings, 'exchange', 'cccccccccccc', io), (error: unknown) => error instanceof Refusal && /react: the shell provides 19\.3\.1/.test(error.message));
  await assert.rejects(promote(settings, 'exchange', 'dddddddddddd', io), /exchange has no release "dddddddddddd"/);
  await assert.rejects(promote(settings, 'exchange', '../../etc', io), /exchange has no release/);
  assert.equal(readFileSync(channelFile(settings.dir, 'production'), 'utf8'), before);
  assert.equal(readHistory(settings.dir).length, 1);
});

test('a promote or rollback naming a URL where the site does not serve the release is refused, naming GX_RELEASE_URL, and changes nothing', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  await promote(settings, 'exchange', 'bbbbbbbbbbbb', io);
  const before = readFileSync(channelFile(settings.dir, 'production'), 'utf8');
  const refusedFor = (url: string, answer: RegExp) => (error: unknown) =>
    error instanceof Refusal && error.message.includes(`would name ${url}/exchange/`) && answer.test(error.message) && /GX_RELEASE_URL \(now /.test(error.message);
  // The site's origin without the store's prefix, as a promote without GX_RELEASE_URL named it on a site that did not serve /releases/.
  await assert.rejects(promote({ ...settings, url: siteUrl }, 'exchange', 'aaaaaaaaaaaa', io), refusedFor(siteUrl, /answered HTTP 404/));
  await assert.rejects(rollback({ ...settings, url: siteUrl }, 'exchange', io), refusedFor(siteUrl, /answered HTTP 404/));
  // Nothing listening there.
  const closed = 'http://127.0.0.1:9';
  await assert.rejects(promote({ ...settings, url: closed }, 'exchange', 'aaaaaaaaaaaa', io), refusedFor(closed, /could not be read/));
  // Another store, whose release of that id is another build.
  const other = mkdtempSync(join(tmpdir(), 'gx-other-store-'));
  writeRelease(other, 'exchange', 'aaaaaaaaaaaa', { container: 'mfe_exchange_other' });
  const otherSite = http.createServer((req, res) => void siteStoreRoutes(other, {}, async () => (res.writeHead(404).end(), true))(req, res));
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  const otherUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/releases`;
  try {
    await assert.rejects(promote({ ...settings, url: otherUrl }, 'exchange', 'aaaaaaaaaaaa', io), refusedFor(otherUrl, /a file other than this release's manifest/));
  } finally {
    otherSite.close();
    rmSync(other, { recursive: true, force: true });
  }
  assert.equal(readFileSync(channelFile(settings.dir, 'production'), 'utf8'), before);
  assert.equal(readHistory(settings.dir).length, 2);
});

test('promoting what the channel has is a no-op that says so', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  assert.equal(readHistory(settings.dir).length, 1);
  assert.match(said.join('\n'), /production already has exchange aaaaaaaaaaaa: nothing changed/);
});

test('rollback returns to the release before, per channel, and refuses when there is none', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  await promote(settings, 'exchange', 'bbbbbbbbbbbb', io);
  await promote(settings, 'exchange', 'bbbbbbbbbbbb', io, { channel: 'staging' });
  await rollback(settings, 'exchange', io);
  assert.equal(readPointer(settings.dir, 'production')?.releases.mfe_exchange, 'aaaaaaaaaaaa');
  assert.equal(readPointer(settings.dir, 'staging')?.releases.mfe_exchange, 'bbbbbbbbbbbb');
  await assert.rejects(rollback(settings, 'exchange', io), /production has had no exchange release before aaaaaaaaaaaa/);
  await assert.rejects(rollback(settings, 'exchange', io, { channel: 'staging' }), /staging has had no exchange release before bbbbbbbbbbbb/);
  const last = readHistory(settings.dir).at(-1);
  assert.deepEqual({ action: last?.action, from: last?.from, to: last?.to }, { action: 'rollback', from: 'bbbbbbbbbbbb', to: 'aaaaaaaaaaaa' });
});

test("status lists each channel's releases with who promoted them, and the history", async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io, { why: 'launch' });
  said = [];
  status(settings, io);
  const text = said.join('\n');
  assert.match(text, /^production \(revision 1\)$/m);
  assert.match(text, /^ {2}exchange +aaaaaaaaaaaa {2}by team-exchange@gx\.example at /m);
  assert.match(text, /^staging: nothing promoted yet$/m);
  assert.match(text, /production {2}mfe_exchange {2}\(none\) -> aaaaaaaaaaaa {2}promote by team-exchange@gx\.example: launch/);
});

const SECRET = 'commands-test-preview-secret-0123456789';

test('preview prints a link on the site whose token names the release, the channel and the TTL, and changes nothing', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  const pointer = readFileSync(channelFile(settings.dir, 'production'), 'utf8');
  said = [];
  const out: string[] = [];
  const now = Date.UTC(2026, 0, 1);
  await preview(settings, 'exchange', 'bbbbbbbbbbbb', { ...io, out: (line) => out.push(line) }, { channel: 'staging', secret: SECRET, now });
  assert.equal(out.length, 1);
  const link = new URL(out[0]!);
  assert.equal(`${link.origin}${link.pathname}`, `${siteUrl}/_preview`);
  assert.deepEqual(readPreviewToken(link.searchParams.get('t') ?? '', SECRET, now), { remote: 'exchange', release: 'bbbbbbbbbbbb', channel: 'staging', exp: now / 1000 + 600 });
  assert.doesNotMatch(out[0]!, /mf-manifest|releases\//);
  assert.equal(readFileSync(channelFile(settings.dir, 'production'), 'utf8'), pointer);
  assert.equal(readHistory(settings.dir).length, 1);
});

test('preview refuses a release that does not exist or does not pass the gate, with no link', async () => {
  const out: string[] = [];
  const quiet = { ...io, out: (line: string) => out.push(line) };
  await assert.rejects(preview(settings, 'exchange', 'dddddddddddd', quiet, { secret: SECRET }), (error: unknown) => error instanceof Refusal && /no release "dddddddddddd"/.test(error.message));
  await assert.rejects(
    preview(settings, 'exchange', 'cccccccccccc', quiet, { secret: SECRET }),
    (error: unknown) => error instanceof Refusal && /no preview link/.test(error.message) && /react: the shell provides 19\.3\.1/.test(error.message),
  );
  assert.deepEqual(out, []);
});

test('a promote that lost the race to another is a refusal (exit 1, a message), not a crash', async () => {
  await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
  const stale = changePointer(settings.dir, {
    channel: 'production',
    remote: 'mfe_exchange',
    to: 'bbbbbbbbbbbb',
    manifestUrl: 'https://gx.example/releases/exchange/bbbbbbbbbbbb/mf-manifest.json',
    expectedFrom: null,
    who: 'someone',
    why: '',
    action: 'promote',
    pocketbaseUrl: 'http://127.0.0.1:8090',
  });
  await assert.rejects(stale, (error: unknown) => error instanceof RevisionConflict && error instanceof Refusal && /changed while this command ran/.test(error.message));
});

test("a promote and a rollback purge the pages of the release they replaced; a purge that fails is said and the promote stands", async () => {
  const purged: Array<{ keys: string | undefined; authorization: string | undefined }> = [];
  let answer = 200;
  const cache = http.createServer((req, res) => {
    purged.push({ keys: req.headers['surrogate-key'] as string | undefined, authorization: req.headers.authorization });
    req.resume().on('end', () => res.writeHead(answer).end());
  });
  await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
  try {
    settings.purge = { url: `http://127.0.0.1:${(cache.address() as AddressInfo).port}/purge?tags={tags}`, token: 'purge-token-for-the-commands-test' };
    await promote(settings, 'exchange', 'aaaaaaaaaaaa', io);
    // Nothing was replaced by the first promote.
    assert.equal(purged.length, 0);
    await promote(settings, 'exchange', 'bbbbbbbbbbbb', io);
    await rollback(settings, 'exchange', io);
    assert.deepEqual(purged, [
      { keys: 'gx-release-aaaaaaaaaaaa', authorization: 'Bearer purge-token-for-the-commands-test' },
      { keys: 'gx-release-bbbbbbbbbbbb', authorization: 'Bearer purge-token-for-the-commands-test' },
    ]);
    answer = 401;
    await promote(settings, 'exchange', 'bbbbbbbbbbbb', io);
    assert.equal(readPointer(settings.dir, 'production')?.releases['mfe_exchange'], 'bbbbbbbbbbbb');
    assert.ok(said.some((line) => /^CACHE PURGE FAILED: .* did not purge gx-release-aaaaaaaaaaaa \(answered HTTP 401\)/.test(line)), said.join('\n'));
    assert.ok(said.every((line) => !line.includes('purge-token-for-the-commands-test')));
  } finally {
    await new Promise<void>((resolve) => cache.close(() => resolve()));
  }
});
