// Revocation is a route only admins may call, recording who revoked and when; the
// measured holes of the update path (a silently dropped reason change, a revoked create without a
// reason, an impossible date reported as missing) are closed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { TODAY, errorOf, http, startSystem, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;
let mallory: Account;

beforeAll(async () => {
  ({ backend, admin, holder, mallory } = await startSystem({ holder: { firstName: 'Hana', lastName: 'Holder' } }));
});
afterAll(() => backend?.stop());

function issue(fields: Record<string, string> = {}): Promise<RecordModel> {
  return admin.pb.collection('certificates').create({
    recipient_email: holder.email,
    title: 'Career Guidance',
    issuer_name: 'GX Academy',
    issue_date: TODAY,
    ...fields,
  });
}

function revoke(id: string, reason: unknown, token?: string) {
  return http('POST', `${backend.url}/api/gx/certificates/${id}/revoke`, {
    ...(token ? { headers: { authorization: token } } : {}),
    body: { reason },
  });
}

async function stored(id: string): Promise<RecordModel> {
  return (await backend.superuser()).collection('certificates').getOne(id);
}

describe('POST /api/gx/certificates/:id/revoke', () => {
  test('an admin revokes with a reason; the server records who and when', async () => {
    const certificate = await issue();
    const response = await revoke(certificate.id, 'Issued in error', admin.pb.authStore.token);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      id: certificate.id,
      verification_status: 'revoked',
      revocation_reason: 'Issued in error',
      revoked_by: admin.id,
      revoked_by_email: admin.email,
    });
    const record = await stored(certificate.id);
    expect(record['revoked_by']).toBe(admin.id);
    expect(Date.now() - Date.parse(String(record['revoked_at']).replace(' ', 'T'))).toBeLessThan(60_000);
  });

  test('public verification shows the revocation with its date and reason at once', async () => {
    const certificate = await issue();
    await revoke(certificate.id, 'Withdrawn by the academy', admin.pb.authStore.token);
    const body = (await http('GET', `${backend.url}/api/gx/verify/${certificate['certificate_id']}`, { localAddress: '127.0.0.21' })).json();
    expect(body).toMatchObject({ verification_status: 'revoked', revocation_reason: 'Withdrawn by the academy' });
    expect(body['revoked_at']).toBe((await stored(certificate.id))['revoked_at']);
  });

  test('attack: a visitor cannot revoke', async () => {
    const certificate = await issue();
    const response = await revoke(certificate.id, 'spite');
    expect(response.status).toBe(401);
    expect(response.json()).toMatchObject({ error: 'access_denied', title: 'Access Denied' });
    expect((await stored(certificate.id))['verification_status']).toBe('active');
  });

  test('attack: an ordinary user cannot revoke, not even their own certificate', async () => {
    const certificate = await issue();
    expect((await revoke(certificate.id, 'spite', mallory.pb.authStore.token)).status).toBe(403);
    expect((await revoke(certificate.id, 'mine', holder.pb.authStore.token)).status).toBe(403);
    expect((await stored(certificate.id))['verification_status']).toBe('active');
  });

  test('a reason is required', async () => {
    const certificate = await issue();
    const response = await revoke(certificate.id, '   ', admin.pb.authStore.token);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: 'reason_required', message: 'A revocation reason is required' });
    expect((await stored(certificate.id))['verification_status']).toBe('active');
  });

  test('a second revocation is refused and keeps the first reason and date', async () => {
    const certificate = await issue();
    const first = (await revoke(certificate.id, 'First reason', admin.pb.authStore.token)).json();
    const second = await revoke(certificate.id, 'Second reason', admin.pb.authStore.token);
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({ error: 'already_revoked', revocation_reason: 'First reason', revoked_at: first['revoked_at'] });
  });

  test('an unknown certificate answers 404', async () => {
    expect((await revoke('nosuchrecord123', 'x', admin.pb.authStore.token)).status).toBe(404);
  });
});

describe('the update path of a revoked certificate', () => {
  test("a later change of a revoked certificate's reason is refused with a clear message", async () => {
    const certificate = await issue();
    await revoke(certificate.id, 'Original reason', admin.pb.authStore.token);
    const error = await errorOf(admin.pb.collection('certificates').update(certificate.id, { revocation_reason: 'Rewritten' }));
    expect(error.status).toBe(400);
    expect(error.response['data']['revocation_reason']).toEqual({
      code: 'revocation_is_final',
      message: 'The revocation reason of a revoked certificate cannot be changed.',
    });
    expect((await stored(certificate.id))['revocation_reason']).toBe('Original reason');
  });

  test('a PocketBase superuser (an operator) may still revoke by update, with a reason, and is named', async () => {
    const certificate = await issue();
    const root = await backend.superuser();
    const refused = await errorOf(root.collection('certificates').update(certificate.id, { verification_status: 'revoked' }));
    expect(refused.response['data']['revocation_reason']['code']).toBe('revocation_reason_required');
    const revoked = await root.collection('certificates').update(certificate.id, { verification_status: 'revoked', revocation_reason: 'Operator' });
    expect(revoked).toMatchObject({ verification_status: 'revoked', revocation_reason: 'Operator', revoked_by: '', revoked_by_email: 'root@gx.test' });
  });

  test('the revocation stamp cannot be forged through an update', async () => {
    const certificate = await issue();
    const updated = await admin.pb.collection('certificates').update(certificate.id, {
      revoked_by: mallory.id,
      revoked_by_email: 'forged@example.com',
      revoked_at: '2000-01-01 00:00:00.000Z',
      description: 'edited',
    });
    expect(updated).toMatchObject({ revoked_by: '', revoked_by_email: '', revoked_at: '', description: 'edited' });
  });

  test('a certificate created already revoked needs a reason, and then records its creator', async () => {
    const refused = await errorOf(issue({ verification_status: 'revoked' }));
    expect(refused.response['data']['revocation_reason']['code']).toBe('revocation_reason_required');
    const created = await issue({ verification_status: 'revoked', revocation_reason: 'Issued for the record only' });
    expect(created).toMatchObject({ revoked_by: admin.id, revoked_by_email: admin.email, revocation_reason: 'Issued for the record only' });
  });

  test("an impossible issue date ('2026-13-45') is reported as an invalid date, not as missing", async () => {
    const error = await errorOf(issue({ issue_date: '2026-13-45' }));
    expect(error.status).toBe(400);
    expect(error.response['data']['issue_date']).toEqual({ code: 'invalid_date', message: 'Issue date is not a valid date (use YYYY-MM-DD)' });
  });

  test('a missing issue date is still required', async () => {
    const error = await errorOf(issue({ issue_date: '' }));
    expect(error.response['data']['issue_date']['code']).toBe('validation_required');
  });

  test('an impossible expiry date is refused instead of being dropped', async () => {
    const error = await errorOf(issue({ expiry_date: '2026-02-30' }));
    expect(error.response['data']['expiry_date']['code']).toBe('invalid_date');
  });

  test('an update with an impossible issue date is refused and changes nothing', async () => {
    const certificate = await issue();
    const error = await errorOf(admin.pb.collection('certificates').update(certificate.id, { issue_date: '2026-13-45' }));
    expect(error.response['data']['issue_date']['code']).toBe('invalid_date');
    expect((await stored(certificate.id))['issue_date']).toBe(certificate['issue_date']);
  });
});
