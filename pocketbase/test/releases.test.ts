// GET /api/gx/releases: the admin area's Releases tab reads the release store's channels and
// history through PocketBase, admins only (the history names people).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { malformedHistoryEntries, malformedPointers } from 'shared-ui/release-formats/vectors';
import { createAccount, http, startBackend, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let mallory: Account;
let store: string;

const history = [
  { at: '2026-11-20T10:00:00.000Z', who: 'ana@gx.example', channel: 'production', remote: 'mfe_exchange', from: null, to: 'aaaaaaaaaaaa', why: '', action: 'promote', revision: 1 },
  { at: '2026-11-21T10:00:00.000Z', who: 'ben@gx.example', channel: 'production', remote: 'mfe_exchange', from: 'aaaaaaaaaaaa', to: 'bbbbbbbbbbbb', why: 'new landing copy', action: 'promote', revision: 2 },
  { at: '2026-11-22T10:00:00.000Z', who: 'ana@gx.example', channel: 'staging', remote: 'mfe_admin', from: null, to: 'cccccccccccc', why: 'try ünïcode', action: 'promote', revision: 1 },
];

const malformedPointer = malformedPointers.find(([what]) => what === 'a revision that is text')?.[1];

beforeAll(async () => {
  store = await mkdtemp(join(tmpdir(), 'gx-pb-releases-'));
  await mkdir(join(store, 'channels'));
  await writeFile(
    join(store, 'channels', 'production.json'),
    JSON.stringify({ pocketbaseUrl: 'http://127.0.0.1:8090', remotes: {}, releases: { mfe_exchange: 'bbbbbbbbbbbb' }, revision: 2 }),
  );
  // A pointer whose revision is text: refused as the command line and the render server refuse it.
  await writeFile(join(store, 'channels', 'staging.json'), JSON.stringify(malformedPointer));
  const malformedLines = malformedHistoryEntries.map(([, entry]) => JSON.stringify(entry));
  await writeFile(join(store, 'history.jsonl'), `${[...history.map((line) => JSON.stringify(line)), ...malformedLines].join('\n')}\nnot json\n`);
  backend = await startBackend({ releaseDir: store });
  admin = await createAccount(backend, { role: 'admin' });
  mallory = await createAccount(backend, { role: 'user' });
});
afterAll(async () => {
  await backend?.stop();
  await rm(store, { recursive: true, force: true });
});

const releases = (token: string | null) => http('GET', `${backend.url}/api/gx/releases`, token ? { headers: { authorization: token } } : {});

describe('GET /api/gx/releases', () => {
  test("each channel's releases with who promoted them and when, and the history newest first", async () => {
    const response = await releases(admin.pb.authStore.token);
    expect(response.status).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body['configured']).toBe(true);
    expect(body['channels']).toEqual([
      { name: 'production', revision: 2, readable: true, remotes: [{ remote: 'mfe_exchange', release: 'bbbbbbbbbbbb', by: 'ben@gx.example', at: '2026-11-21T10:00:00.000Z' }] },
      { name: 'staging', revision: 0, readable: false, remotes: [] },
    ]);
    // Lines that are not history entries (shared-ui's isHistoryEntry) are left out.
    expect(body['history']).toEqual([...history].reverse());
  });

  test('attack: visitors and ordinary users cannot read the history', async () => {
    expect((await releases(null)).status).toBe(401);
    const refused = await releases(mallory.pb.authStore.token);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('ana@gx.example');
  });
});
