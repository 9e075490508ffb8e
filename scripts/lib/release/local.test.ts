// Which channel `npm start` serves from, and `npm run serve` publishing without undoing a team's promote: `node --import tsx --test scripts/lib/release/local.test.ts`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changePointer, channelFile, readPointer } from './channel';
import { SHELL_SHARED, writeRelease } from './fixtures/releases';
import { readHistory } from './history';
import { localReleaseChannel, publishServedReleases } from './local';
import { remotes, type Remote } from './remotes';
import type { ReleaseSettings } from './settings';
import { releaseDir, releaseIdOf } from './store';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

test('plain npm start serves production from the store; off or an empty value serves dist/', () => {
  assert.equal(localReleaseChannel('production', undefined), 'production');
  assert.equal(localReleaseChannel('production', 'staging'), 'staging');
  assert.equal(localReleaseChannel('production', 'off'), undefined);
  assert.equal(localReleaseChannel('production', ''), undefined);
  assert.throws(() => localReleaseChannel('production', 'prod'), /Unknown channel "prod"/);
});

test('the e2e system serves dist/ unless a channel is named (its deploy journeys copy builds into dist/)', () => {
  assert.equal(localReleaseChannel('e2e', undefined), undefined);
  assert.equal(localReleaseChannel('e2e', 'production'), 'production');
});

/** A store, a shell for the gate, and a finished build of each remote on disk (what `npm run serve` deploys). */
function servedSite() {
  const root = mkdtempSync(join(tmpdir(), 'gx-served-'));
  const shellDist = join(root, 'shell');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED, exposes: [] }));
  copyFileSync(fixture('index.html'), join(shellDist, 'index.html'));
  const settings: ReleaseSettings = {
    dir: join(root, 'store'),
    keep: 5,
    keepDays: 30,
    url: 'https://gx.example/releases',
    shellDist,
    shellServerBundle: fixture('renderer.cjs'),
    siteUrl: 'https://gx.example',
    previewTtlS: 600,
    pocketbaseUrl: 'https://gx.example',
  };
  // writeRelease lays out a complete build: used here as each remote's dist/.
  for (const remote of remotes) writeRelease(join(root, 'dist'), remote.key, 'build', { container: remote.container });
  const distOf = (remote: Remote) => join(root, 'dist', remote.key, 'build');
  return { root, settings, distOf };
}

/** What a team's `npm run release -- promote` leaves on production: `remote` at release aaaaaaaaaaaa. */
function teamPromoted(settings: ReleaseSettings, remote: Remote, why: string) {
  return changePointer(settings.dir, {
    channel: 'production',
    remote: remote.container,
    to: 'aaaaaaaaaaaa',
    manifestUrl: `${settings.url}/${remote.key}/aaaaaaaaaaaa/mf-manifest.json`,
    expectedFrom: null,
    who: 'team@gx.example',
    why,
    action: 'promote',
    pocketbaseUrl: settings.pocketbaseUrl,
  });
}

test('npm run serve publishing on start does not move a channel a team has promoted or rolled back', async () => {
  const { root, settings, distOf } = servedSite();
  try {
    // The channel as the team left it: a release of every remote that is not the build on disk.
    for (const remote of remotes) {
      writeRelease(settings.dir, remote.key, 'aaaaaaaaaaaa', { container: remote.container });
      await teamPromoted(settings, remote, 'team promote');
    }
    const pointer = readFileSync(channelFile(settings.dir, 'production'), 'utf8');
    const history = readHistory(settings.dir);
    const said: string[] = [];
    const serving = await publishServedReleases(settings, 'production', distOf, (line) => said.push(line));
    assert.equal(readFileSync(channelFile(settings.dir, 'production'), 'utf8'), pointer, 'the pointer is byte for byte the team\'s');
    assert.deepEqual(readHistory(settings.dir), history, 'nothing recorded');
    assert.deepEqual(serving, Object.fromEntries(remotes.map((remote) => [remote.key, 'aaaaaaaaaaaa'])));
    // The build on disk is published all the same, ready to be promoted by id.
    const exchange = remotes.find((remote) => remote.key === 'exchange')!;
    assert.ok(existsSync(releaseDir(settings.dir, exchange, releaseIdOf(distOf(exchange)))));
    assert.ok(said.some((line) => /production keeps exchange aaaaaaaaaaaa/.test(line)), said.join('\n'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('npm run serve promotes its build where the channel has no release of that remote, with the site\'s PocketBase address', async () => {
  const { root, settings, distOf } = servedSite();
  try {
    for (const remote of remotes.filter((remote) => remote.key !== 'exchange')) {
      await teamPromoted(settings, remote, '');
    }
    const exchange = remotes.find((remote) => remote.key === 'exchange')!;
    const id = releaseIdOf(distOf(exchange));
    const serving = await publishServedReleases(settings, 'production', distOf, () => {});
    const pointer = readPointer(settings.dir, 'production')!;
    assert.equal(serving.exchange, id);
    assert.equal(pointer.releases.mfe_exchange, id);
    assert.equal(pointer.remotes.mfe_exchange, `https://gx.example/releases/exchange/${id}/mf-manifest.json`);
    assert.equal(pointer.releases.mfe_marketing, 'aaaaaaaaaaaa');
    assert.equal(pointer.pocketbaseUrl, 'https://gx.example');
    // A second start changes nothing.
    const before = readFileSync(channelFile(settings.dir, 'production'), 'utf8');
    await publishServedReleases(settings, 'production', distOf, () => {});
    assert.equal(readFileSync(channelFile(settings.dir, 'production'), 'utf8'), before);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
