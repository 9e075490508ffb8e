// Backups and restore (README, "Backups and restore"): a backup made through the API restores in
// place, and restores into a fresh data directory on another server.
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import PocketBase from 'pocketbase';
import { copyBackups } from '../src/index.ts';
import { SUPERUSER, TODAY, createAccount, startBackend, type Account, type TestBackend } from './support.ts';

const BACKUP = 'gx_test_backup.zip';

let backend: TestBackend;
let admin: Account;

beforeAll(async () => {
  backend = await startBackend();
  admin = await createAccount(backend, { role: 'admin' });
  const holder = await createAccount(backend);
  await admin.pb.collection('certificates').create({ recipient_email: holder.email, title: 'Kept by the backup', issuer_name: 'GX', issue_date: TODAY });
  await admin.pb.collection('certificates').create({
    recipient_email: holder.email,
    title: 'Overdue',
    issuer_name: 'GX',
    issue_date: '2024-01-01 00:00:00.000Z',
    expiry_date: '2024-06-01 00:00:00.000Z',
  });
  const root = await backend.superuser();
  await root.backups.create(BACKUP);
  await admin.pb.collection('certificates').create({ recipient_email: holder.email, title: 'Made after the backup', issuer_name: 'GX', issue_date: TODAY });
});
afterAll(() => backend?.stop());

async function titlesOn(url: string): Promise<string[]> {
  const pb = new PocketBase(url);
  await pb.admins.authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return (await pb.collection('certificates').getFullList()).map((c) => String(c['title'])).sort();
}

/**
 * Waits until the server at url answers with the restored data. A restore answers at once and then
 * replaces the data directory and re-executes the process, so the old data may still answer first.
 */
async function waitForRestoredData(url: string, expected: string[], timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      last = await titlesOn(url);
      if (JSON.stringify(last) === JSON.stringify(expected)) return expected;
    } catch (error) {
      last = error; // refused while the process restarts
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the restored data did not appear: last answer ${String(last)}`);
}

describe('backups copied off the host', () => {
  test('the copy holds every backup once; a restore from the copy brings the data back on a fresh server', async () => {
    const offsite = await mkdtemp(join(tmpdir(), 'gx-offsite-'));
    const fresh = await startBackend();
    try {
      // A half-written copy from an interrupted run is replaced, not mistaken for the backup.
      await writeFile(join(offsite, BACKUP), 'partial');
      const first = await copyBackups(backend.dataDir, offsite);
      expect(first.copied.map((backup) => backup.name)).toEqual([BACKUP]);
      const again = await copyBackups(backend.dataDir, offsite);
      expect(again).toEqual({ copied: [], kept: [BACKUP] });
      expect(await readdir(offsite)).toEqual([BACKUP]);

      await mkdir(join(fresh.dataDir, 'backups'), { recursive: true });
      await copyFile(join(offsite, BACKUP), join(fresh.dataDir, 'backups', BACKUP));
      await (await fresh.superuser()).backups.restore(BACKUP);
      expect(await waitForRestoredData(fresh.url, ['Kept by the backup', 'Overdue'])).toEqual(['Kept by the backup', 'Overdue']);
    } finally {
      await fresh.stop();
      await rm(offsite, { recursive: true, force: true });
    }
  });
});

describe('backups', () => {
  test('a backup made through the API is listed and stored in the data directory', async () => {
    const root = await backend.superuser();
    const keys = (await root.backups.getFullList()).map((backup) => backup.key);
    expect(keys).toContain(BACKUP);
  });

  test('a backup restores into a fresh data directory on another server', async () => {
    const fresh = await startBackend();
    try {
      expect(await titlesOn(fresh.url)).toEqual([]);
      await mkdir(join(fresh.dataDir, 'backups'), { recursive: true });
      await copyFile(join(backend.dataDir, 'backups', BACKUP), join(fresh.dataDir, 'backups', BACKUP));
      const root = await fresh.superuser();
      await root.backups.restore(BACKUP);
      expect(await waitForRestoredData(fresh.url, ['Kept by the backup', 'Overdue'])).toEqual(['Kept by the backup', 'Overdue']);
      const pb = new PocketBase(fresh.url);
      await pb.collection('users').authWithPassword(admin.email, admin.password);
      expect(pb.authStore.isValid).toBe(true);
    } finally {
      await fresh.stop();
    }
  });

});

describe('restoring a backup in place', () => {
  let overdueStoredActive: number;

  beforeAll(async () => {
    expect(await titlesOn(backend.url)).toEqual(['Kept by the backup', 'Made after the backup', 'Overdue']);
    const root = await backend.superuser();
    // The stored column (a filter reads it); the API reports the status as of now in any case.
    overdueStoredActive = (await root.collection('certificates').getList(1, 1, { filter: "title = 'Overdue' && verification_status = 'active'" })).totalItems;
    await root.backups.restore(BACKUP);
    await waitForRestoredData(backend.url, ['Kept by the backup', 'Overdue']);
  });

  test('brings back the data of the backup: what was made after it is gone', async () => {
    expect(await titlesOn(backend.url)).toEqual(['Kept by the backup', 'Overdue']);
  });

  test('restarts the server with its hooks', async () => {
    const health = await fetch(`${backend.url}/api/gx/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  test('on restart, an active certificate past its expiry date is stored as expired', async () => {
    expect(overdueStoredActive).toBe(1);
    const root = new PocketBase(backend.url);
    await root.admins.authWithPassword(SUPERUSER.email, SUPERUSER.password);
    const stored = (filter: string) => root.collection('certificates').getList(1, 1, { filter }).then((list) => list.totalItems);
    expect(await stored("title = 'Overdue' && verification_status = 'expired'")).toBe(1);
    expect((await root.collection('certificates').getFirstListItem("title = 'Overdue'"))['verification_status']).toBe('expired');
    expect((await root.collection('certificates').getFirstListItem("title = 'Kept by the backup'"))['verification_status']).toBe('active');
  });
});
