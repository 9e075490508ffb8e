// A failed send never loses a certificate, and the mail stays owed (mail_outbox).
// SMTP points at a port where nothing listens.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TODAY, http, startSystem, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  ({ backend, admin, holder } = await startSystem({ deadSmtp: true }));
});
afterAll(() => backend?.stop());

describe('when the holder mail cannot be sent', () => {
  test('a certificate issued through the form is still created and answered', async () => {
    const created = await admin.pb.collection('certificates').create({
      recipient_email: holder.email,
      title: 'Dead SMTP Single',
      issuer_name: 'GX Academy',
      issue_date: TODAY,
    });
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(created.id))['title']).toBe('Dead SMTP Single');
  });

  test('a bulk issue is still committed, and reports that no mail went out', async () => {
    const response = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
      headers: { authorization: admin.pb.authStore.token },
      body: {
        dry_run: false,
        rows: [1, 2, 3].map((n) => ({ recipient_email: holder.email, title: `Dead SMTP Bulk ${n}`, issue_date: '2026-01-15', issuer_name: 'GX' })),
      },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ issued: 3, mailed: 0, mail_queued: 3 });
    const root = await backend.superuser();
    const stored = await root.collection('certificates').getFullList({ filter: "title ~ 'Dead SMTP Bulk'" });
    expect(stored).toHaveLength(3);
    // The mails stay owed, with the failure recorded, for the job to retry.
    const owed = await root.collection('mail_outbox').getFullList({ filter: "sent_at = ''" });
    const forBulk = owed.filter((entry) => stored.some((certificate) => certificate.id === entry['certificate']));
    expect(forBulk).toHaveLength(3);
    expect(forBulk.every((entry) => entry['attempts'] === 1 && String(entry['last_error']) !== '')).toBe(true);
  });
});
