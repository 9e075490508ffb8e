// The promote-time gate on fixture releases: `node --import tsx --test scripts/lib/release/*.test.ts`.
// The server check runs for real (a child process, the release served on loopback, the federation
// runtime evaluating the server build); the renderer is fixtures/renderer.cjs, which has the shell's
// server contract, because unit tests run before the shell is built.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gate } from './gate';
import { exposeProblems, sharedProblems } from './gate/compatibility';
import { candidateManifest, SHELL_SHARED, writeRelease } from './fixtures/releases';
import type { Manifest } from './manifest';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const shell: Manifest = { name: 'shell', shared: SHELL_SHARED, exposes: [] };
const withShared = (name: string, version: string, requiredVersion: string | null = null) =>
  SHELL_SHARED.map((entry) => (entry.name === name ? { ...entry, version, requiredVersion } : entry));

let store: string;
let shellDist: string;

before(() => {
  store = mkdtempSync(join(tmpdir(), 'gx-gate-'));
  shellDist = join(store, '.shell');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'mf-manifest.json'), JSON.stringify(shell));
  copyFileSync(fixture('index.html'), join(shellDist, 'index.html'));
});
after(() => rmSync(store, { recursive: true, force: true }));

const runGate = (id: string) =>
  gate({ store, releaseDir: join(store, 'exchange', id), container: 'mfe_exchange', shellDist, shellServerBundle: fixture('renderer.cjs') });

test('a candidate built against an incompatible React is refused, naming react', () => {
  const problems = sharedProblems(shell, candidateManifest({ shared: withShared('react', '20.0.0') }));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^react: the shell provides 19\.3\.1, which does not satisfy the candidate's \^20\.0\.0/);
});

test('a candidate that asks for a newer minor of React than the shell has is refused', () => {
  const problems = sharedProblems(shell, candidateManifest({ shared: withShared('react', '19.4.0') }));
  assert.match(problems.join('\n'), /react: the shell provides 19\.3\.1, which does not satisfy the candidate's \^19\.4\.0/);
});

test('a new shared-ui major is refused even when the candidate claims to accept the old one', () => {
  const problems = sharedProblems(shell, candidateManifest({ shared: withShared('shared-ui', '3.0.0', '>=2.0.0') }));
  assert.deepEqual(problems, ['shared-ui: the candidate was built with 3.0.0, a new major version (the shell provides 2.0.0)']);
});

test('a candidate that no longer exposes ./routes is refused, naming the module', () => {
  assert.deepEqual(exposeProblems(candidateManifest({ exposes: ['./widgets'] })), ['./routes: the shell loads it, and the candidate does not expose it']);
});

test('a compatible candidate passes the whole gate, its server build rendering every page it owns', async () => {
  writeRelease(store, 'exchange', 'c0ffee000001', { shared: withShared('react', '19.0.0') });
  assert.deepEqual(await runGate('c0ffee000001'), []);
});

test('the whole gate refuses the incompatible React, the new shared-ui major and the missing expose', async () => {
  writeRelease(store, 'exchange', 'bad000000001', { shared: withShared('react', '20.1.0') });
  writeRelease(store, 'exchange', 'bad000000002', { shared: withShared('shared-ui', '3.0.0') });
  writeRelease(store, 'exchange', 'bad000000003', { exposes: [] });
  assert.match((await runGate('bad000000001')).join('\n'), /^react: /);
  assert.match((await runGate('bad000000002')).join('\n'), /^shared-ui: /);
  assert.match((await runGate('bad000000003')).join('\n'), /^\.\/routes: /);
});

test('a server build that throws on import is refused with its error', async () => {
  writeRelease(store, 'exchange', 'bad000000004', { serverBuild: 'throw new Error("window is not defined");' });
  const problems = await runGate('bad000000004');
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^\.\/routes: the server build does not import: .*window is not defined/);
});

test('a route tree that throws while rendering is refused, naming the page', async () => {
  writeRelease(store, 'exchange', 'bad000000005', {
    serverBuild: `module.exports = { init() {}, get: () => Promise.resolve(() => ({ default: () => { throw new Error('no coin'); } })) };`,
  });
  assert.match((await runGate('bad000000005')).join('\n'), /^\/gx-exchange: rendering threw: no coin/);
});

test('an incomplete release (no server build) is refused before anything runs', async () => {
  const dir = writeRelease(store, 'exchange', 'bad000000006');
  rmSync(join(dir, 'ssr'), { recursive: true });
  assert.deepEqual(await runGate('bad000000006'), ['the server build ssr/remoteEntry.js is missing']);
});

test('a release of another container is refused', async () => {
  writeRelease(store, 'exchange', 'bad000000007', { container: 'mfe_admin' });
  assert.deepEqual(await runGate('bad000000007'), ['the release is the container "mfe_admin", not mfe_exchange']);
});

test('a manifest that is not JSON is reported as such', async () => {
  const dir = writeRelease(store, 'exchange', 'bad000000008');
  writeFileSync(join(dir, 'mf-manifest.json'), '{ not json');
  assert.match((await runGate('bad000000008')).join('\n'), /mf-manifest\.json is not valid JSON/);
});
