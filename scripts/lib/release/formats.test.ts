// The release store's formats have one declaration (shared-ui/src/release/formats.ts): the command
// line refuses a malformed pointer, history entry or manifest with it, and no other file declares
// its own shape or guard. `node --import tsx --test scripts/lib/release/formats.test.ts`
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { malformedHistoryEntries, malformedManifests, malformedPointers, malformedReleaseInfos, validHistoryEntry } from 'shared-ui/release-formats/vectors';
import { channelFile, readPointer } from './channel';
import { HISTORY_FILE, readHistory } from './history';
import { MANIFEST_FILE, readManifest } from './manifest';
import { RELEASE_INFO, listReleases } from './store';
import { remotes } from './remotes';
import { repoRoot } from '../paths';

let store: string;
beforeEach(() => {
  store = mkdtempSync(join(tmpdir(), 'gx-formats-'));
  mkdirSync(join(store, 'channels'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

for (const [what, value] of malformedPointers) {
  test(`the command line refuses a pointer with ${what}`, () => {
    writeFileSync(channelFile(store, 'production'), JSON.stringify(value));
    assert.throws(() => readPointer(store, 'production'), /is not a channel pointer/);
  });
}

test('the command line skips every malformed history line, keeping the entries', () => {
  const lines = [...malformedHistoryEntries.map(([, value]) => value), validHistoryEntry].map((value) => JSON.stringify(value));
  writeFileSync(join(store, HISTORY_FILE), `${lines.join('\n')}\n`);
  assert.deepEqual(readHistory(store), [validHistoryEntry]);
});

for (const [what, value] of malformedManifests) {
  test(`the command line and the gate refuse a manifest that is ${what}`, () => {
    writeFileSync(join(store, MANIFEST_FILE), JSON.stringify(value));
    assert.throws(() => readManifest(store), /is not a Module Federation manifest/);
  });
}

test('a release whose publish record is malformed is not listed', () => {
  const remote = remotes[0]!;
  const record = (id: string, value: unknown) => {
    mkdirSync(join(store, remote.key, id), { recursive: true });
    writeFileSync(join(store, remote.key, id, RELEASE_INFO), JSON.stringify(value));
  };
  record('aaaaaaaaaaaa', { remote: remote.key, id: 'aaaaaaaaaaaa', publishedAt: '2026-11-20T10:00:00.000Z', publishedBy: 'ana@gx.example' });
  malformedReleaseInfos.forEach(([, value], index) => record(`bad${index}`, value));
  assert.deepEqual(listReleases(store, remote).map((info) => info.id), ['aaaaaaaaaaaa']);
});

test('no other source declares a release format or its guard', () => {
  const tracked = spawnSync('git', ['ls-files', 'scripts', 'render-server/src', 'mfe-admin/src', 'site/src', 'shell/src', 'pocketbase/pb_hooks', 'pocketbase/src'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const files = tracked.stdout.split('\n').filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith('pb_hooks/lib/shared-ui.js'));
  assert.ok(files.length > 100, 'the sources were listed');
  const declaration =
    /\binterface\s+(ReleaseInfo|Manifest|ManifestAssets|ManifestFile|SharedEntry|HistoryEntry|ReleaseChange|Pointer|ChannelConfig|ChannelPointer|ChannelState|ChannelRelease|ReleasesOverview)\b|\bfunction\s+is(Pointer|ChannelConfig|HistoryEntry|Manifest)\b|JSON\.parse\([^)]*\)\s+as\s+(Manifest|HistoryEntry|Pointer)\b|\[\s*["']production["'],\s*["']staging["']\s*\]/;
  const offenders = files.filter((file) => declaration.test(readFileSync(join(repoRoot, file), 'utf8')));
  assert.deepEqual(offenders, [], 'declare release formats in shared-ui/src/release/formats.ts only');
});
