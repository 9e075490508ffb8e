// 100 certificate creations at once (issue 12, item 4): every one stored, every certificate ID
// unique, none lost, even though SQLite takes one writer at a time and the IDs are made by a hook.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TODAY, createAccount, startBackend, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  backend = await startBackend();
  admin = await createAccount(backend, { role: 'admin' });
  holder = await createAccount(backend);
});
afterAll(() => backend?.stop());

test('100 simultaneous creations by an admin: 100 records, 100 unique certificate IDs', { timeout: 120_000 }, async () => {
  const titles = Array.from({ length: 100 }, (_, i) => `Concurrent ${String(i + 1).padStart(3, '0')}`);
  const results = await Promise.allSettled(
    titles.map((title) =>
      admin.pb.collection('certificates').create({ recipient_email: holder.email, title, issuer_name: 'GX Academy', issue_date: TODAY }),
    ),
  );
  const failures = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);

  const root = await backend.superuser();
  const stored = await root.collection('certificates').getFullList({ filter: `title ~ "Concurrent "`, batch: 500 });
  expect(stored).toHaveLength(100);
  expect(new Set(stored.map((record) => record['title'])).size).toBe(100);
  const ids = stored.map((record) => String(record['certificate_id']));
  expect(new Set(ids).size).toBe(100);
  for (const id of ids) expect(id).toMatch(/^[A-Z0-9-]+$/);
  // What the admin was answered is what was stored.
  const answered = results.map((result) => String((result as PromiseFulfilledResult<Record<string, unknown>>).value['certificate_id']));
  expect(new Set(answered)).toEqual(new Set(ids));
  // The holder sees all 100 as theirs.
  expect(await holder.pb.collection('certificates').getFullList({ filter: `title ~ "Concurrent "`, batch: 500 })).toHaveLength(100);
});
