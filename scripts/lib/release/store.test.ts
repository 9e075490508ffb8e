// Publishing into the release store and pruning it: `node --import tsx --test scripts/lib/release/*.test.ts`.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { appendHistory } from './history';
import { changePointer } from './channel';
import { prune } from './commands';
import { Refusal } from './errors';
import { writeRelease } from './fixtures/releases';
import { remoteNamed } from './remotes';
import type { ReleaseSettings } from './settings';
import { listReleases, publishRelease, releaseIdOf } from './store';

const exchange = remoteNamed('exchange');
const quiet = { out: () => undefined, say: () => undefined };
let root: string;
let store: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gx-store-'));
  store = join(root, 'releases');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A finished build folder of the exchange, with a marker that makes it a different build. */
function build(marker: string): string {
  const dist = join(root, `dist-${marker}`);
  const release = writeRelease(root, 'builds', marker);
  cpSync(release, dist, { recursive: true });
  rmSync(join(dist, 'release.json'));
  writeFileSync(join(dist, 'page.js'), `/* ${marker} */`);
  writeFileSync(join(dist, '.build-inputs'), `inputs of ${marker}`);
  return dist;
}

const settings = (keep: number): ReleaseSettings => ({ dir: store, keep, keepDays: 30, url: 'http://localhost:3000/releases', shellDist: '', shellServerBundle: '', siteUrl: 'http://localhost:3000', previewTtlS: 3600, pocketbaseUrl: 'http://127.0.0.1:8090' });

test('the release id is a digest of the build: the same files give the same id, one changed file another', () => {
  const first = build('one');
  const copy = join(root, 'copy');
  cpSync(first, copy, { recursive: true });
  // build-apps.ts's record of its inputs is not part of the build.
  writeFileSync(join(copy, '.build-inputs'), 'something else');
  // Neither is Module Federation's stats file, whose order varies between builds of the same sources.
  writeFileSync(join(first, 'mf-stats.json'), '{"usedIn":["a","b"]}');
  writeFileSync(join(copy, 'mf-stats.json'), '{"usedIn":["b"]}');
  assert.equal(releaseIdOf(copy), releaseIdOf(first));
  writeFileSync(join(copy, 'page.js'), '/* changed */');
  assert.notEqual(releaseIdOf(copy), releaseIdOf(first));
  assert.match(releaseIdOf(first), /^[0-9a-f]{12}$/);
});

test('publish copies the whole build into <remote>/<id>/ and refuses the same build again', () => {
  const dist = build('one');
  const info = publishRelease(store, exchange, dist, 'dev@example.com');
  const dir = join(store, 'exchange', info.id);
  assert.deepEqual(readdirSync(dir).sort(), ['mf-manifest.json', 'page.js', 'release.json', 'remoteEntry.js', 'ssr']);
  assert.equal(info.publishedBy, 'dev@example.com');
  assert.throws(() => publishRelease(store, exchange, dist, 'dev@example.com'), (error: unknown) => error instanceof Refusal && /already in the release store/.test(error.message));
  // Nothing half-written is left beside the release.
  assert.deepEqual(readdirSync(join(store, 'exchange')), [info.id]);
});

test('an incomplete build is refused and leaves nothing in the store', () => {
  const dist = build('one');
  rmSync(join(dist, 'ssr'), { recursive: true });
  assert.throws(() => publishRelease(store, exchange, dist, 'dev'), /not a complete release: the server build ssr\/remoteEntry\.js is missing/);
  assert.deepEqual(readdirSync(join(store, 'exchange')), []);
});

test('prune keeps the newest N, what a channel has, and what a channel had in the last 30 days', async () => {
  const ids: string[] = [];
  for (const marker of ['a', 'b', 'c', 'd', 'e', 'f']) {
    ids.push(publishRelease(store, exchange, build(marker), 'dev').id);
    // Distinct publish times: "newest" is by the time in release.json.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [a, b, c] = ids as [string, string, string];
  // a was live until 40 days ago; b from then until 10 days ago; c since.
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const line = (at: string, from: string | null, to: string, revision: number) =>
    appendHistory(store, { at, who: 'dev', channel: 'production', remote: 'mfe_exchange', from, to, why: '', action: 'promote', revision });
  line(daysAgo(50), null, a, 1);
  line(daysAgo(40), a, b, 2);
  line(daysAgo(10), b, c, 3);
  await changePointer(store, {
    channel: 'staging',
    remote: 'mfe_exchange',
    to: c,
    manifestUrl: `http://localhost:3000/releases/exchange/${c}/mf-manifest.json`,
    expectedFrom: null,
    who: 'dev',
    why: '',
    action: 'promote',
    pocketbaseUrl: 'http://127.0.0.1:8090',
  });
  await prune(settings(2), quiet);
  const kept = new Set(listReleases(store, exchange).map((release) => release.id));
  // The two newest (e, f), c (on staging now) and b (live 10 days ago); a left 40 days ago.
  assert.deepEqual(kept, new Set([ids[4], ids[5], c, b]));
  assert.equal(existsSync(join(store, 'exchange', a)), false);
});
