// Verification counts are gathered in memory and written in batches: none may be lost
// when the server stops cleanly, and the one-per-address-per-day rule must hold across a restart
// (the store that dedupes in memory is empty after it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import PocketBase from 'pocketbase';
import { ensureSuperuser, startPocketBase, type RunningPocketBase } from '../src/index.ts';
import { APP_URL, STRONG_PASSWORD, SUPERUSER, TODAY, freePort, http, uniqueEmail } from './support.ts';

let dataDir: string;
let server: RunningPocketBase | undefined;

async function start(): Promise<{ server: RunningPocketBase; root: PocketBase }> {
  server = await startPocketBase({ dataDir, port: await freePort(), appUrl: APP_URL, verifyRateLimit: 50 });
  const root = new PocketBase(server.url);
  root.autoCancellation(false);
  await root.admins.authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return { server, root };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-counts-'));
  await ensureSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('counts noted just before a clean stop are there after the restart, and are not taken twice', async () => {
  const first = await start();
  const email = uniqueEmail('holder');
  await first.root.collection('users').create({
    email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Stop', last_name: 'Start', verified: true,
  });
  const certificate = await first.root.collection('certificates').create({
    recipient_email: email, title: 'Restart Safety', issuer_name: 'GX Academy', issue_date: TODAY,
  });
  const url = (base: string) => `${base}/api/gx/verify/${String(certificate['certificate_id'])}`;

  // Twelve addresses at once, each twice: the first may be written at once (a flush is due on a
  // fresh server), the rest wait in memory for the next flush; nothing reads the record before
  // the stop, so only the stop can write them.
  const clients = Array.from({ length: 12 }, (_, i) => `127.0.40.${i + 1}`);
  const answers = await Promise.all([...clients, ...clients].map((from) => http('GET', url(first.server.url), { localAddress: from })));
  expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
  await first.server.stop();

  const second = await start();
  expect(Number((await second.root.collection('certificates').getOne(certificate.id))['verification_count'])).toBe(12);

  // The same addresses again on the same day, after the restart emptied the memory: not counted;
  // one new address: counted.
  for (const from of [...clients.slice(0, 3), '127.0.40.99']) {
    expect((await http('GET', url(second.server.url), { localAddress: from })).status).toBe(200);
  }
  expect(Number((await second.root.collection('certificates').getOne(certificate.id))['verification_count'])).toBe(13);
});
