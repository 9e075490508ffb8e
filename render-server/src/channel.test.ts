// Following a release channel: `pnpm --filter render-server test`. A real HTTP store (files and a
// switch that makes it answer 500); the shell's server bundle is replaced by one that records what
// it was asked to register and load.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { channelReader } from './channel';
import { startRemotes, type RemotesOptions } from './remotes';

const files = new Map<string, string>();
let failing = false;
let server: http.Server;
let origin = '';

before(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = files.get(path);
    if (failing) return void res.writeHead(500).end('store down');
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Publishes a release of `mfe_exchange` into the fake store; `serverBuild: false` leaves its server build out. */
function release(id: string, options: { serverBuild?: boolean } = {}) {
  files.set(
    `/exchange/${id}/mf-manifest.json`,
    JSON.stringify({ id, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { name: 'remoteEntry.js?v=1', path: 'ssr/' } } }),
  );
  if (options.serverBuild !== false) files.set(`/exchange/${id}/ssr/remoteEntry.js`, '// server build');
  return `${origin}/exchange/${id}/mf-manifest.json`;
}

let revision = 0;
function promote(id: string) {
  revision += 1;
  const pointer = { pocketbaseUrl: 'http://127.0.0.1:9', remotes: { mfe_exchange: `${origin}/exchange/${id}/mf-manifest.json` }, releases: { mfe_exchange: id }, revision };
  files.set('/channels/production.json', JSON.stringify(pointer));
}

interface Recorder {
  bundle: RemotesOptions['bundle'];
  registered: Array<{ entry: string; force: boolean }>;
  loads: string[];
  /** Entries whose route tree throws when loaded. */
  broken: Set<string>;
  /** Resolved by the test to let a load finish (when set). */
  gate?: Promise<void>;
}

function recorder(): Recorder {
  let current = '';
  const record: Recorder = {
    registered: [],
    loads: [],
    broken: new Set(),
    bundle: {
      registerRemotes(remotes, options) {
        for (const remote of remotes) {
          current = remote.entry;
          record.registered.push({ entry: remote.entry, force: Boolean(options?.force) });
        }
      },
      async loadRemote() {
        const entry = current;
        if (record.gate) await record.gate;
        record.loads.push(entry);
        if (record.broken.has(entry)) throw new Error('Cannot read properties of undefined');
        return {};
      },
    },
  };
  return record;
}

async function follow(record: Recorder, logged: string[]) {
  const readConfig = channelReader({
    url: `${origin}/channels/production.json`,
    fallback: () => ({ pocketbaseUrl: 'http://127.0.0.1:9', remotes: {} }),
    log: (line) => logged.push(line),
  });
  return startRemotes({ bundle: record.bundle, readConfig, pollMs: 3_600_000, log: (line) => logged.push(line) });
}

test('a promote is loaded and warmed before it serves; the configuration then names the new release', async () => {
  const a = release('aaaaaa1');
  const b = release('bbbbbb1');
  promote('aaaaaa1');
  const record = recorder();
  const logged: string[] = [];
  const remotes = await follow(record, logged);
  try {
    assert.deepEqual(remotes.config().releases, { mfe_exchange: 'aaaaaa1' });
    assert.equal(remotes.config().remotes['mfe_exchange'], a);

    promote('bbbbbb1');
    let letLoad = () => {};
    record.gate = new Promise((resolve) => (letLoad = resolve));
    const refreshing = remotes.refresh();
    // Registered but not yet warm: the old release is still the one named, and renders wait.
    while (record.registered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal(remotes.config().remotes['mfe_exchange'], a);
    let settled = false;
    const waiting = remotes.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal(settled, false);
    letLoad();
    await refreshing;
    await waiting;
    assert.deepEqual(remotes.config().releases, { mfe_exchange: 'bbbbbb1' });
    assert.equal(remotes.config().remotes['mfe_exchange'], b);
    assert.deepEqual(record.registered.at(-1), { entry: b, force: true });
    assert.deepEqual(record.loads.at(-1), b);
    assert.equal(remotes.generation, 1);
  } finally {
    record.gate = undefined;
    remotes.stop();
  }
});

test('the store answering 500 is not a change: nothing is registered again, and its recovery neither', async () => {
  release('cccccc1');
  promote('cccccc1');
  const record = recorder();
  const logged: string[] = [];
  const remotes = await follow(record, logged);
  try {
    const registrations = record.registered.length;
    failing = true;
    for (let poll = 0; poll < 3; poll += 1) await remotes.refresh();
    failing = false;
    await remotes.refresh();
    assert.equal(record.registered.length, registrations);
    assert.equal(remotes.generation, 0);
    assert.deepEqual(remotes.config().releases, { mfe_exchange: 'cccccc1' });
    // Logged when it failed and when it came back, not at every poll.
    for (const what of ['release channel', "mfe_exchange's manifest"]) {
      assert.equal(logged.filter((line) => line.includes(what) && line.includes('could not be read (HTTP 500)')).length, 1, logged.join('\n'));
      assert.equal(logged.filter((line) => line.includes(what) && line.includes('answers again')).length, 1, logged.join('\n'));
    }
  } finally {
    remotes.stop();
  }
});

test('a release whose server build is missing is never registered; the last good one keeps serving', async () => {
  const good = release('dddddd1');
  release('eeeeee1', { serverBuild: false });
  promote('dddddd1');
  const record = recorder();
  const logged: string[] = [];
  const remotes = await follow(record, logged);
  try {
    promote('eeeeee1');
    await remotes.refresh();
    await remotes.refresh();
    assert.equal(record.registered.length, 1);
    assert.equal(remotes.config().remotes['mfe_exchange'], good);
    assert.deepEqual(remotes.config().releases, { mfe_exchange: 'dddddd1' });
    assert.equal(logged.filter((line) => line.includes('not switched to eeeeee1')).length, 1, logged.join('\n'));
    assert.match(logged.join('\n'), /server build .*eeeeee1\/ssr\/remoteEntry\.js\?v=1 answered HTTP 404/);
  } finally {
    remotes.stop();
  }
});

test('a release that throws when loaded is registered back to the last good one', async () => {
  const good = release('ffffff1');
  const bad = release('ffffff2');
  promote('ffffff1');
  const record = recorder();
  record.broken.add(bad);
  const logged: string[] = [];
  const remotes = await follow(record, logged);
  try {
    promote('ffffff2');
    await remotes.refresh();
    assert.deepEqual(record.registered.slice(1), [
      { entry: bad, force: true },
      { entry: good, force: true },
    ]);
    assert.equal(record.loads.at(-1), good);
    assert.equal(remotes.config().remotes['mfe_exchange'], good);
    assert.equal(remotes.generation, 0);
    // Not tried again at the next poll.
    await remotes.refresh();
    assert.equal(record.registered.length, 3);
    assert.match(logged.join('\n'), /not switched to ffffff2: it did not load \(Cannot read properties of undefined\); keeping ffffff1/);
  } finally {
    remotes.stop();
  }
});

test('an older pointer (a cache behind) is not followed back', async () => {
  release('abcdef1');
  release('abcdef2');
  promote('abcdef2');
  const logged: string[] = [];
  const read = channelReader({ url: `${origin}/channels/production.json`, fallback: () => ({ pocketbaseUrl: '', remotes: {} }), log: (line) => logged.push(line) });
  assert.equal((await read()).remotes['mfe_exchange'], `${origin}/exchange/abcdef2/mf-manifest.json`);
  const newer = files.get('/channels/production.json') ?? '';
  files.set('/channels/production.json', newer.replace(/"revision":\d+/, '"revision":1').replaceAll('abcdef2', 'abcdef1'));
  assert.equal((await read()).remotes['mfe_exchange'], `${origin}/exchange/abcdef2/mf-manifest.json`);
  files.set('/channels/production.json', '{"not":"a pointer"}');
  assert.equal((await read()).remotes['mfe_exchange'], `${origin}/exchange/abcdef2/mf-manifest.json`);
  assert.match(logged.join('\n'), /could not be read \(not a channel pointer\)/);
});
