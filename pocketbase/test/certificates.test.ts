// What admins and holders can do with certificates: docs/rules.md#accounts-and-certificates, #validation (create certificate), docs/rules.md#roles.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { JPEG, PDF, PNG } from './fixtures.ts';
import {
  TODAY,
  certificateForm,
  createAccount,
  errorOf,
  http,
  startSystem,
  statusOf,
  type Account,
  type TestBackend,
} from './support.ts';

const UUID_UPPER = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  ({ backend, admin, holder } = await startSystem({ holder: { firstName: 'Hema', lastName: 'Holder' } }));
});
afterAll(() => backend?.stop());

function issue(fields: Record<string, string> = {}, file?: typeof PDF): Promise<RecordModel> {
  return admin.pb.collection('certificates').create(
    certificateForm(
      { recipient_email: holder.email, title: 'Career Guidance', issuer_name: 'GX Academy', issue_date: TODAY, ...fields },
      file,
    ),
  );
}

describe('creating a certificate', () => {
  test('an admin issues a certificate with a PDF to a registered e-mail; the server fills its own fields', async () => {
    const created = await issue({ description: 'Completed all modules', verification_count: '99' }, PDF);
    expect(created['certificate_id']).toMatch(UUID_UPPER);
    expect(created['user']).toBe(holder.id);
    const root = await backend.superuser();
    const profile = await root.collection('profiles').getFirstListItem(root.filter('user = {:id}', { id: holder.id }));
    expect(created['profile']).toBe(profile.id);
    expect(created).toMatchObject({
      title: 'Career Guidance',
      description: 'Completed all modules',
      verification_status: 'active',
      verification_count: 0,
      revoked_at: '',
      revocation_reason: '',
    });
    expect(created['file']).toMatch(/\.pdf$/);
  });

  test('the recipient e-mail is matched without regard to case', async () => {
    const created = await issue({ recipient_email: holder.email.toUpperCase() });
    expect(created['user']).toBe(holder.id);
  });

  test('the recipient can also be named by user id', async () => {
    const created = await admin.pb.collection('certificates').create({
      user: holder.id,
      title: 'By id',
      issuer_name: 'GX Academy',
      issue_date: TODAY,
    });
    expect(created['user']).toBe(holder.id);
  });

  test('a missing or malformed recipient e-mail is refused with the spec message, word for word', async () => {
    const error = await errorOf(issue({ recipient_email: 'not-an-email' }));
    expect(error.status).toBe(400);
    expect(error.response['data']['recipient_email']).toEqual({
      code: 'recipient_email_invalid',
      message: 'Valid email is required',
    });
  });

  test('a title or issuer made only of spaces is refused', async () => {
    const error = await errorOf(issue({ title: '   ' }));
    expect(error.response['data']['title']['code']).toBe('validation_required');
  });

  test('an expiry date before the issue date is refused', async () => {
    const error = await errorOf(issue({ issue_date: '2025-06-01 00:00:00.000Z', expiry_date: '2025-01-01 00:00:00.000Z' }));
    expect(error.response['data']['expiry_date']['code']).toBe('expiry_before_issue');
  });

  test.each([
    ['JPEG', JPEG],
    ['PNG', PNG],
  ])('a %s file is accepted', async (_kind, file) => {
    const created = await issue({}, file);
    expect(created['file']).toBeTruthy();
  });

  test('each new certificate gets its own ID', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add(String((await issue())['certificate_id']));
    expect(ids.size).toBe(5);
  });

  test('an operator importing certificates keeps their IDs and revocation days; an admin cannot', async () => {
    const root = await backend.superuser();
    const fields = { recipient_email: holder.email, title: 'Imported', issuer_name: 'GX Academy', issue_date: '2025-01-10' };
    const imported = await root.collection('certificates').create({
      ...fields,
      certificate_id: '0B5E2C1A-7D4F-4A6B-9C3E-2F1D0A9B8C7D',
      verification_status: 'revoked',
      revocation_reason: 'Issued in error',
      revoked_at: '2025-02-03',
    });
    expect(imported['certificate_id']).toBe('0B5E2C1A-7D4F-4A6B-9C3E-2F1D0A9B8C7D');
    expect(imported['revoked_at']).toBe('2025-02-03 00:00:00.000Z');
    const error = await errorOf(root.collection('certificates').create({ ...fields, certificate_id: '0B5E2C1A-7D4F-4A6B-9C3E-2F1D0A9B8C7D' }));
    expect(error.response['data']['certificate_id']['code']).toBe('validation_not_unique');
    const byAdmin = await issue({ certificate_id: '1C6F3D2B-8E5A-4B7C-8D4F-3A2E1B0C9D8E', verification_status: 'revoked', revocation_reason: 'Issued in error', revoked_at: '2025-02-03' });
    expect(byAdmin['certificate_id']).not.toBe('1C6F3D2B-8E5A-4B7C-8D4F-3A2E1B0C9D8E');
    expect(String(byAdmin['revoked_at']).slice(0, 10)).not.toBe('2025-02-03');
  });
});

describe('the protected file', () => {
  let certificate: RecordModel;

  beforeAll(async () => {
    certificate = await issue({ title: 'With file' }, PDF);
  });

  test('the holder downloads it with a file token', async () => {
    const token = await holder.pb.files.getToken();
    const response = await fetch(holder.pb.files.getUrl(certificate, String(certificate['file']), { token }));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF.bytes);
  });

  test('an admin downloads it with a file token', async () => {
    const token = await admin.pb.files.getToken();
    const response = await fetch(admin.pb.files.getUrl(certificate, String(certificate['file']), { token }));
    expect(response.status).toBe(200);
  });

  test('without a token nobody downloads it', async () => {
    const response = await fetch(holder.pb.files.getUrl(certificate, String(certificate['file'])));
    expect(response.status).toBe(403);
    expect(new Uint8Array(await response.arrayBuffer())).not.toEqual(PDF.bytes);
  });
});

describe('listing certificates', () => {
  test('the holder lists their own certificates, newest issue date first', async () => {
    await issue({ title: 'Older', issue_date: '2024-01-10 00:00:00.000Z' });
    await issue({ title: 'Newer', issue_date: '2025-03-10 00:00:00.000Z' });
    const list = await holder.pb.collection('certificates').getFullList({ sort: '-issue_date' });
    expect(list.every((c) => c['user'] === holder.id)).toBe(true);
    const dates = list.map((c) => String(c['issue_date']));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('an admin lists every certificate with the recipient profile joined', async () => {
    const other = await createAccount(backend, { firstName: 'Omar', lastName: 'Other' });
    await admin.pb.collection('certificates').create({ recipient_email: other.email, title: 'For Omar', issuer_name: 'GX', issue_date: TODAY });
    const list = await admin.pb.collection('certificates').getFullList({ expand: 'profile', sort: '-issue_date' });
    const omar = list.find((c) => c['title'] === 'For Omar')!;
    expect(omar.expand?.['profile']).toMatchObject({ email: other.email, first_name: 'Omar', last_name: 'Other' });
    expect(new Set(list.map((c) => c['user']))).toEqual(new Set([holder.id, other.id]));
  });

  test('an admin searches by title, certificate ID or recipient e-mail, ignoring case', async () => {
    const target = await issue({ title: 'Unique Searchable Title' });
    const search = (q: string) =>
      admin.pb.collection('certificates').getFullList({
        filter: admin.pb.filter('title ~ {:q} || certificate_id ~ {:q} || profile.email ~ {:q}', { q }),
      });
    expect((await search('searchable title')).map((c) => c.id)).toEqual([target.id]);
    expect((await search(String(target['certificate_id']).toLowerCase().slice(0, 13))).map((c) => c.id)).toEqual([target.id]);
    expect((await search(holder.email.toUpperCase())).length).toBeGreaterThan(1);
  });
});

describe('expiry, decided by the server alone', () => {
  test('an active certificate past its expiry date reads as expired everywhere at once, before the stored status follows', async () => {
    const overdue = await issue({ title: 'Overdue Course', issue_date: '2020-01-01 00:00:00.000Z', expiry_date: '2020-06-01 00:00:00.000Z' });
    const root = await backend.superuser();
    // Stored active until the expiry job runs (a filter reads the stored column)...
    expect((await root.collection('certificates').getList(1, 1, { filter: root.filter('id = {:id} && verification_status = "active"', { id: overdue.id }) })).totalItems).toBe(1);
    // ...but every answer says expired: the holder's list and view, and verification.
    const listed = await holder.pb.collection('certificates').getFullList({ filter: holder.pb.filter('id = {:id}', { id: overdue.id }) });
    expect(listed.map((record) => record['verification_status'])).toEqual(['expired']);
    expect((await holder.pb.collection('certificates').getOne(overdue.id))['verification_status']).toBe('expired');
    const verified = await http('GET', `${backend.url}/api/gx/verify/${String(overdue['certificate_id'])}`);
    expect(verified.json()['verification_status']).toBe('expired');
    // The admin counters bring the stored status up to date first.
    const month = new Date().toISOString().slice(0, 7);
    await http('GET', `${backend.url}/api/gx/certificates/stats?month=${month}`, { headers: { authorization: admin.pb.authStore.token } });
    expect((await root.collection('certificates').getList(1, 1, { filter: root.filter('id = {:id} && verification_status = "expired"', { id: overdue.id }) })).totalItems).toBe(1);
  });

  test('a certificate whose expiry date is still ahead stays active', async () => {
    const current = await issue({ title: 'Current Course', expiry_date: '2099-01-01 00:00:00.000Z' });
    expect((await holder.pb.collection('certificates').getOne(current.id))['verification_status']).toBe('active');
  });
});

describe('revoking a certificate', () => {
  // Revoking goes through POST /api/gx/certificates/:id/revoke (revoke.test.ts), which records
  // who revoked; an ordinary update may not set "revoked".
  test('an ordinary update that revokes is refused and points to the revoke route', async () => {
    const certificate = await issue();
    const error = await errorOf(
      admin.pb.collection('certificates').update(certificate.id, { verification_status: 'revoked', revocation_reason: 'Issued in error' }),
    );
    expect(error.response['data']['verification_status']['code']).toBe('revoke_through_route');
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(certificate.id))['verification_status']).toBe('active');
  });

  test('creating a certificate already revoked without a reason is refused', async () => {
    const error = await errorOf(issue({ verification_status: 'revoked' }));
    expect(error.response['data']['revocation_reason']['code']).toBe('revocation_reason_required');
  });

  test('a revoked certificate cannot be made active again', async () => {
    const certificate = await issue({ verification_status: 'revoked', revocation_reason: 'Withdrawn' });
    expect(certificate['revoked_at']).not.toBe('');
    expect(certificate['revoked_by']).toBe(admin.id);
    const error = await errorOf(admin.pb.collection('certificates').update(certificate.id, { verification_status: 'active' }));
    expect(error.response['data']['verification_status']['code']).toBe('revoked_is_final');
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(certificate.id))['verification_status']).toBe('revoked');
  });

  test('the recipient and the counter of a certificate cannot be changed', async () => {
    const other = await createAccount(backend);
    const certificate = await issue();
    const moved = await errorOf(admin.pb.collection('certificates').update(certificate.id, { user: other.id }));
    expect(moved.response['data']['user']['code']).toBe('recipient_immutable');
    const counted = await admin.pb.collection('certificates').update(certificate.id, { verification_count: 1000 });
    expect(counted['verification_count']).toBe(0);
  });

  test('attack: even an admin cannot delete a certificate', async () => {
    const certificate = await issue();
    expect(await statusOf(admin.pb.collection('certificates').delete(certificate.id))).toBe(403);
    expect(await statusOf(admin.pb.collection('certificates').getOne(certificate.id))).toBe(200);
  });
});

describe('creating at once', () => {
  // Every one stored, every certificate ID unique, none lost, even though SQLite takes one writer
  // at a time and the IDs are made by a hook.
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
});
