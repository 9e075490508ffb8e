// GET /api/gx/verify/:certificateId: public verification (docs/rules.md#verification, #calls, #errors). Each test speaks from
// its own loopback address (127.0.0.0/8), so the per-address limit of one test does not spend
// another's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import type { Agent } from 'node:http';
import { TODAY, atOnce, createAccount, http, startBackend, type Account, type TestBackend } from './support.ts';

const LIMIT = 5;
const PUBLIC_FIELDS = [
  'certificate_id', 'title', 'issue_date', 'expiry_date', 'verification_status', 'issuer_name',
  'holder_name', 'revoked_at', 'revocation_reason', 'has_pdf', 'rate_limited',
].sort();

let backend: TestBackend;
let admin: Account;
let holder: Account;
let active: RecordModel;
let expiredByDate: RecordModel;
let revoked: RecordModel;
let nextAddress = 10;

/** A client address of its own for each test. */
function newClient(): string {
  nextAddress += 1;
  return `127.0.0.${nextAddress}`;
}

function verify(id: string, from: string, headers: Record<string, string> = {}, agent?: Agent) {
  return http('GET', `${backend.url}/api/gx/verify/${encodeURIComponent(id)}`, { localAddress: from, headers, ...(agent ? { agent } : {}) });
}

beforeAll(async () => {
  backend = await startBackend({ verifyRateLimit: LIMIT });
  admin = await createAccount(backend, { role: 'admin' });
  holder = await createAccount(backend, { firstName: 'Vera', lastName: 'Verified' });
  const issue = (fields: Record<string, string>) =>
    admin.pb.collection('certificates').create({
      recipient_email: holder.email,
      title: 'Digital Skills',
      issuer_name: 'GX Academy',
      issue_date: TODAY,
      ...fields,
    });
  active = await issue({ expiry_date: '2999-12-31 00:00:00.000Z' });
  expiredByDate = await issue({ issue_date: '2023-01-01 00:00:00.000Z', expiry_date: '2024-01-01 00:00:00.000Z' });
  revoked = await issue({ verification_status: 'revoked', revocation_reason: 'Issued in error' });
});
afterAll(() => backend?.stop());

describe('verifying a certificate', () => {
  test('an active certificate answers its public fields and the holder name, never the e-mail', async () => {
    const response = await verify(String(active['certificate_id']), newClient());
    expect(response.status).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_FIELDS);
    expect(body).toMatchObject({
      certificate_id: active['certificate_id'],
      title: 'Digital Skills',
      issuer_name: 'GX Academy',
      verification_status: 'active',
      holder_name: 'Vera Verified',
      rate_limited: false,
    });
    expect(response.body).not.toContain(holder.email);
  });

  test('the ID is looked up without regard to case or surrounding spaces', async () => {
    const response = await verify(` ${String(active['certificate_id']).toLowerCase()} `, newClient());
    expect(response.status).toBe(200);
    expect(response.json()['certificate_id']).toBe(active['certificate_id']);
  });

  test('a certificate whose expiry date has passed is reported expired', async () => {
    const response = await verify(String(expiredByDate['certificate_id']), newClient());
    expect(expiredByDate['verification_status']).toBe('active');
    expect(response.json()['verification_status']).toBe('expired');
  });

  test('a revoked certificate is reported revoked with its date and reason', async () => {
    const body = (await verify(String(revoked['certificate_id']), newClient())).json();
    expect(body).toMatchObject({ verification_status: 'revoked', revocation_reason: 'Issued in error' });
    expect(body['revoked_at']).toBe(revoked['revoked_at']);
  });

  test('an unknown ID and a malformed ID get the same answer', async () => {
    const client = newClient();
    const unknown = await verify('00000000-0000-4000-8000-000000000000', client);
    const malformed = await verify('<not an id>', client);
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      code: 404,
      error: 'not_found',
      title: 'Certificate not found',
      message: 'The certificate ID you entered could not be verified or has been revoked.',
      rate_limited: false,
      data: {},
    });
  });

  test('a verification counts once per client address and day, and a read of the record shows it at once', async () => {
    const root = await backend.superuser();
    const before = Number((await root.collection('certificates').getOne(active.id))['verification_count']);
    const first = newClient();
    const second = newClient();
    for (const client of [first, first, second, first, second]) {
      expect((await verify(String(active['certificate_id']), client)).status).toBe(200);
    }
    // The same client asking in another case or with spaces is still the same verification.
    await verify(` ${String(active['certificate_id']).toLowerCase()}`, first);
    const after = await root.collection('certificates').getOne(active.id);
    expect(Number(after['verification_count'])).toBe(before + 2);
    expect(after['updated']).toBe(active['updated']);
    const listed = await root.collection('certificates').getFullList({ filter: `id = "${active.id}"` });
    expect(Number(listed[0]?.['verification_count'])).toBe(before + 2);
  });

  test('a holder reading their own certificates sees the count of a verification made just before', async () => {
    const before = Number((await holder.pb.collection('certificates').getOne(revoked.id))['verification_count']);
    await verify(String(revoked['certificate_id']), newClient());
    const mine = await holder.pb.collection('certificates').getFullList({ sort: '-issue_date' });
    expect(Number(mine.find((record) => record.id === revoked.id)?.['verification_count'])).toBe(before + 1);
  });

  test('a certificate revoked or deleted right after a verification is answered afresh (no stale answer)', async () => {
    const root = await backend.superuser();
    const fresh = await admin.pb.collection('certificates').create({
      recipient_email: holder.email, title: 'Revoked Soon', issuer_name: 'GX Academy', issue_date: TODAY,
    });
    const client = newClient();
    const id = String(fresh['certificate_id']);
    expect((await verify(id, client)).json()['verification_status']).toBe('active');
    expect((await verify(id, client)).json()['verification_status']).toBe('active');
    await root.collection('certificates').update(fresh.id, { verification_status: 'revoked', revocation_reason: 'Withdrawn' });
    expect((await verify(id, client)).json()).toMatchObject({ verification_status: 'revoked', revocation_reason: 'Withdrawn' });
    await root.collection('certificates').delete(fresh.id);
    expect((await verify(id, client)).status).toBe(404);
  });

  test('unknown IDs and refused requests count nothing', async () => {
    const root = await backend.superuser();
    const before = Number((await root.collection('certificates').getOne(expiredByDate.id))['verification_count']);
    const client = newClient();
    for (let i = 0; i < LIMIT; i += 1) await verify('UNKNOWN-ID', client);
    expect((await verify(String(expiredByDate['certificate_id']), client)).status).toBe(429);
    expect(Number((await root.collection('certificates').getOne(expiredByDate.id))['verification_count'])).toBe(before);
  });
});

describe('the verification rate limit', () => {
  test('attack: verification past its limit is refused with rate_limited', async () => {
    const client = newClient();
    for (let i = 0; i < LIMIT; i += 1) expect((await verify('UNKNOWN-ID', client)).status).toBe(404);
    const refused = await verify(String(active['certificate_id']), client);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', rate_limited: true, title: 'Too many attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('attack: a spoofed X-Forwarded-For does not dodge the limit', async () => {
    const client = newClient();
    for (let i = 0; i < LIMIT; i += 1) await verify('UNKNOWN-ID', client);
    for (const forwarded of ['203.0.113.7', '198.51.100.1, 127.0.0.1']) {
      const response = await verify(String(active['certificate_id']), client, {
        'x-forwarded-for': forwarded,
        'x-real-ip': forwarded,
      });
      expect(response.status).toBe(429);
    }
  });

  test('attack: 200 verifications sent at once from one address get exactly the limit through', async () => {
    // Requests in flight together are where a limit leaks, and not on every try: five addresses.
    for (let round = 0; round < 5; round += 1) {
      const client = newClient();
      const answers = await atOnce(backend.url, 200, client, (agent) => verify(String(active['certificate_id']), client, {}, agent));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMIT);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(200 - LIMIT);
      for (const answer of refused) {
        expect(answer.json()).toMatchObject({
          title: 'Too many attempts',
          message: 'You have exceeded the verification limit. Please try again later.',
          rate_limited: true,
        });
      }
    }
  });

  test('the limit is per client address: another address is still answered', async () => {
    const spent = newClient();
    for (let i = 0; i <= LIMIT; i += 1) await verify('UNKNOWN-ID', spent);
    expect((await verify(String(active['certificate_id']), spent)).status).toBe(429);
    expect((await verify(String(active['certificate_id']), newClient())).status).toBe(200);
  });
});
