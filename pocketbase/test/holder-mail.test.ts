// When a certificate is issued, singly or in bulk, its holder gets a mail with the title
// and the link to the public verification page (through MailDev here).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_URL, TODAY, createAccount, http, linkIn, startBackend, waitForMail, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;

beforeAll(async () => {
  backend = await startBackend({ mail: true });
  admin = await createAccount(backend, { role: 'admin' });
});
afterAll(() => backend?.stop());

describe('the mail to a new holder', () => {
  test('a certificate issued through the form is mailed to its holder with its verification link', async () => {
    const holder = await createAccount(backend, { firstName: 'Mira', lastName: 'Mail' });
    const created = await admin.pb.collection('certificates').create({
      recipient_email: holder.email,
      title: 'Tom & Jerry <Course>',
      issuer_name: 'GX Academy',
      issue_date: TODAY,
    });
    const mail = await waitForMail(backend.mail!.webUrl, holder.email, /^Your certificate:/);
    expect(mail.subject).toBe('Your certificate: Tom & Jerry <Course>');
    expect(mail.html).toContain('Tom &amp; Jerry &lt;Course&gt;');
    expect(mail.html).not.toContain('<Course>');
    const link = linkIn(mail, `${APP_URL}/verify/`);
    expect(link.pathname).toBe(`/verify/${created['certificate_id']}`);
    // The link works: the verification route knows the certificate it names.
    const root = await backend.superuser();
    const [entry] = await root.collection('mail_outbox').getFullList({ filter: root.filter('certificate = {:id}', { id: created.id }) });
    expect(entry!['sent_at']).not.toBe('');
    const verified = await http('GET', `${backend.url}/api/gx/verify/${decodeURIComponent(link.pathname.split('/').pop()!)}`);
    expect(verified.json()).toMatchObject({ certificate_id: created['certificate_id'], verification_status: 'active' });
  });

  test('each holder of a bulk issue gets their own mail', async () => {
    const first = await createAccount(backend, { firstName: 'Bulk', lastName: 'One' });
    const second = await createAccount(backend, { firstName: 'Bulk', lastName: 'Two' });
    const response = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
      headers: { authorization: admin.pb.authStore.token },
      body: {
        dry_run: false,
        rows: [first, second].map((holder) => ({
          recipient_email: holder.email,
          title: 'Bulk Mailed Course',
          issue_date: '2026-02-01',
          issuer_name: 'GX Academy',
        })),
      },
    });
    expect(response.json()).toMatchObject({ issued: 2, mailed: 2, mail_queued: 0 });
    const rows = response.json<{ rows: { certificate_id: string }[] }>().rows;
    for (const [i, holder] of [first, second].entries()) {
      const mail = await waitForMail(backend.mail!.webUrl, holder.email, /Bulk Mailed Course/);
      expect(linkIn(mail, `${APP_URL}/verify/`).pathname).toBe(`/verify/${rows[i]!.certificate_id}`);
    }
  });

  test('a large bulk issue mails the first holders at once and the job mails the rest within a minute or two', { timeout: 150_000 }, async () => {
    const holders = [];
    for (let i = 0; i < 28; i += 1) holders.push(await createAccount(backend, { firstName: 'Queued', lastName: 'Holder' }));
    const response = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
      headers: { authorization: admin.pb.authStore.token },
      body: {
        dry_run: false,
        rows: holders.map((holder) => ({ recipient_email: holder.email, title: 'Queued Course', issue_date: '2026-02-01', issuer_name: 'GX' })),
      },
    });
    const body = response.json<{ issued: number; mailed: number; mail_queued: number }>();
    expect(body.issued).toBe(28);
    expect(body.mailed + body.mail_queued).toBe(28);
    expect(body.mail_queued).toBeGreaterThan(0);
    // The job runs every minute.
    await waitForMail(backend.mail!.webUrl, holders[27]!.email, /Queued Course/, 130_000);
    const root = await backend.superuser();
    const owed = await root.collection('mail_outbox').getFullList({ filter: "sent_at = ''" });
    expect(owed).toEqual([]);
  });
});
