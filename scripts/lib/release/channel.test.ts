// Channel pointers under concurrent writers: `node --import tsx --test scripts/lib/release/*.test.ts`.
// Writers are separate processes (fixtures/promote-worker.ts), as concurrent CLI runs are.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isChannelPointer } from 'shared-ui/release-formats';
import { changePointer, channelFile, readPointer, RevisionConflict } from './channel';
import { readHistory, releaseStack, type HistoryEntry } from './history';
import { repoRoot } from '../paths';

const WORKER = fileURLToPath(new URL('./fixtures/promote-worker.ts', import.meta.url));
const READER = fileURLToPath(new URL('./fixtures/pointer-reader.ts', import.meta.url));
let store: string;

beforeEach(() => (store = mkdtempSync(join(tmpdir(), 'gx-channel-'))));
afterEach(() => rmSync(store, { recursive: true, force: true }));

/** A child process of `script`; resolves to what it printed once it exits 0. */
function child(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const running = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    running.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    running.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    running.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${script} ${args.join(' ')} failed (${code}): ${stderr}`))));
  });
}

const worker = (remote: string, first: number, count: number, mode?: 'mixed') =>
  child(WORKER, [store, remote, String(first), String(count), ...(mode ? [mode] : [])]);

const change = (remote: string, to: string, expectedFrom: string | null, action: HistoryEntry['action'] = 'promote') =>
  changePointer(store, {
    channel: 'production',
    remote,
    to,
    manifestUrl: `http://localhost:3000/releases/${remote}/${to}/mf-manifest.json`,
    expectedFrom,
    who: 'tester@example.com',
    why: 'test',
    action,
    pocketbaseUrl: 'http://127.0.0.1:8090',
  });

test('20 promotes of different remotes at once: none is lost, and the history has 20 lines', async () => {
  const remotes = Array.from({ length: 20 }, (_, n) => `mfe_team_${n}`);
  await Promise.all(remotes.map((remote, n) => worker(remote, n, 1)));
  const pointer = readPointer(store, 'production');
  assert.ok(pointer);
  assert.equal(pointer.revision, 20);
  assert.deepEqual(
    Object.keys(pointer.releases).sort(),
    [...remotes].sort(),
  );
  remotes.forEach((remote, n) => assert.equal(pointer.remotes[remote], `http://localhost:3000/releases/${remote}/r${String(n).padStart(11, '0')}/mf-manifest.json`));
  const history = readHistory(store);
  assert.equal(history.length, 20);
  assert.deepEqual(history.map((entry) => entry.revision), Array.from({ length: 20 }, (_, n) => n + 1));
  // No temporary file or lock is left behind.
  assert.deepEqual(readdirSync(join(store, 'channels')), ['production.json']);
  assert.equal(existsSync(join(store, '.lock')), false);
});

test('a reader parsing the pointer 10,000 times during 500 promotes never sees a partial file', async () => {
  await change('mfe_exchange', 'r00000000000', null);
  let done = false;
  const writers = worker('mfe_exchange', 1, 500).finally(() => (done = true));
  const readPointerFile = () => {
    const pointer: unknown = JSON.parse(readFileSync(channelFile(store, 'production'), 'utf8'));
    assert.ok(isChannelPointer(pointer), 'a read returned something that is not a whole pointer');
    return pointer;
  };
  // Counted from the writer's first change until its last.
  while (!done && readPointerFile().revision === 1) await new Promise((resolve) => setTimeout(resolve, 5));
  const revisions = new Set<number>();
  let reads = 0;
  while (!done) {
    for (let n = 0; n < 25; n += 1, reads += 1) revisions.add(readPointerFile().revision);
    // A turn of the event loop, then (once 10,000 are done) a slower pace until the writer ends.
    await new Promise((resolve) => (reads < 10_000 ? setImmediate(resolve) : setTimeout(resolve, 20)));
  }
  await writers;
  assert.ok(reads >= 10_000, `only ${reads} reads happened during the promotes`);
  // Enough revisions to show the reads ran between the writes; how many depends on how the two
  // processes share a busy machine's cores (38 of 500 seen under a parallel test run).
  assert.ok(revisions.size >= 10, `the reads saw only ${revisions.size} revisions`);
  assert.equal(readPointer(store, 'production')?.revision, 501);
});

test('promotes and rollbacks of one remote from four processes at once, read by two others: whole pointers, revisions only forward, one history line per write', async () => {
  await change('mfe_exchange', 'r00000000000', null);
  const stop = join(store, 'stop-reading');
  const readers = [child(READER, [store, stop]), child(READER, [store, stop])];
  // Each writer its own release numbers; every third change of each a rollback.
  const writers = await Promise.all([1, 2, 3, 4].map((n) => worker(n === 4 ? 'mfe_admin' : 'mfe_exchange', n * 100, 30, 'mixed'))).finally(() =>
    writeFileSync(stop, ''),
  );
  const written = writers.map((out) => (JSON.parse(out) as { written: number; refused: number }).written).reduce((a, b) => a + b, 0);
  for (const out of await Promise.all(readers)) {
    const seen = JSON.parse(out) as { reads: number; revisions: number[]; problems: string[] };
    assert.deepEqual(seen.problems, []);
    assert.ok(seen.reads > 0, 'a reader read nothing');
    assert.deepEqual(seen.revisions, [...seen.revisions].sort((a, b) => a - b));
  }
  const history = readHistory(store);
  const pointer = readPointer(store, 'production');
  assert.ok(pointer);
  // The first change above, then one line per change a writer made, numbered without gaps.
  assert.equal(history.length, 1 + written);
  assert.deepEqual(history.map((entry) => entry.revision), Array.from({ length: history.length }, (_, n) => n + 1));
  assert.equal(pointer.revision, history.at(-1)?.revision);
  for (const remote of ['mfe_exchange', 'mfe_admin']) {
    assert.equal(pointer.releases[remote], history.findLast((entry) => entry.remote === remote)?.to);
  }
  assert.ok(history.some((entry) => entry.action === 'rollback'), 'no rollback happened');
  assert.deepEqual(readdirSync(join(store, 'channels')), ['production.json']);
});

test('promoting what the channel already has changes nothing and records nothing', async () => {
  await change('mfe_exchange', 'aaaaaaaaaaaa', null);
  const result = await change('mfe_exchange', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa');
  assert.equal(result.changed, false);
  assert.equal(readPointer(store, 'production')?.revision, 1);
  assert.equal(readHistory(store).length, 1);
});

test('a change prepared against a release that has since moved is refused and leaves the pointer alone', async () => {
  await change('mfe_exchange', 'aaaaaaaaaaaa', null);
  await change('mfe_exchange', 'bbbbbbbbbbbb', 'aaaaaaaaaaaa');
  await assert.rejects(change('mfe_exchange', 'cccccccccccc', 'aaaaaaaaaaaa'), RevisionConflict);
  assert.equal(readPointer(store, 'production')?.releases.mfe_exchange, 'bbbbbbbbbbbb');
  assert.equal(readHistory(store).length, 2);
});

test('the history line says who changed what, from what, to what and why', async () => {
  await change('mfe_exchange', 'aaaaaaaaaaaa', null);
  await change('mfe_exchange', 'bbbbbbbbbbbb', 'aaaaaaaaaaaa');
  const [, second] = readHistory(store);
  assert.ok(second);
  assert.deepEqual(
    { who: second.who, channel: second.channel, remote: second.remote, from: second.from, to: second.to, why: second.why },
    { who: 'tester@example.com', channel: 'production', remote: 'mfe_exchange', from: 'aaaaaaaaaaaa', to: 'bbbbbbbbbbbb', why: 'test' },
  );
  assert.ok(!Number.isNaN(Date.parse(second.at)));
});

test('rollback reads the history as a stack: back one release per rollback, never forward', async () => {
  await change('mfe_exchange', 'aaaaaaaaaaaa', null);
  await change('mfe_exchange', 'bbbbbbbbbbbb', 'aaaaaaaaaaaa');
  await change('mfe_exchange', 'cccccccccccc', 'bbbbbbbbbbbb');
  await change('mfe_admin', 'dddddddddddd', null);
  assert.deepEqual(releaseStack(readHistory(store), 'production', 'mfe_exchange'), ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']);
  await change('mfe_exchange', 'bbbbbbbbbbbb', 'cccccccccccc', 'rollback');
  assert.deepEqual(releaseStack(readHistory(store), 'production', 'mfe_exchange'), ['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
  assert.deepEqual(releaseStack(readHistory(store), 'staging', 'mfe_exchange'), []);
});
