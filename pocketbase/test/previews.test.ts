// GET /api/gx/previews/:certificateId: the facts a shared /verify link's preview image shows
// (pb_hooks/previews.pb.js). Public fields only, a budget per client address of its own, and an
// unknown ID answered as a malformed one.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { TODAY, createAccount, http, startBackend, type TestBackend } from './support.ts';

const LIMIT = 3;
let backend: TestBackend;
let certificate: RecordModel;

beforeAll(async () => {
  backend = await startBackend({ verifyRateLimit: LIMIT });
  const admin = await createAccount(backend, { role: 'admin' });
  const holder = await createAccount(backend, { firstName: 'Petra', lastName: 'Preview' });
  certificate = await admin.pb.collection('certificates').create({
    recipient_email: holder.email,
    title: 'Cloud Basics',
    issuer_name: 'GX Academy',
    issue_date: TODAY,
  });
});
afterAll(async () => {
  await backend?.stop();
});

const preview = (id: string, from: string) => http('GET', `${backend.url}/api/gx/previews/${encodeURIComponent(id)}`, { localAddress: from });

test('a known ID, in any case, answers the public facts; an unknown and a malformed one the same 404', async () => {
  const from = '127.0.0.31';
  const answer = await preview(` ${String(certificate['certificate_id']).toLowerCase()} `, from);
  expect(answer.status, answer.body).toBe(200);
  expect(answer.json()).toEqual({
    certificate_id: certificate['certificate_id'],
    title: 'Cloud Basics',
    holder_name: 'Petra Preview',
    issuer_name: 'GX Academy',
    issue_date: certificate['issue_date'],
    expiry_date: '',
    verification_status: 'active',
  });
  expect(answer.headers['cache-control']).toBe('no-store');
  const unknown = await preview('GX-0000-NOPE', from);
  const malformed = await preview('not an id!', from);
  expect(unknown.status).toBe(404);
  expect(malformed.status).toBe(404);
  expect(malformed.json()).toEqual(unknown.json());
  expect(unknown.json()).toMatchObject({ error: 'not_found', title: 'Certificate not found' });
});

test('past its budget a visitor is refused with Retry-After, and another visitor is not', async () => {
  const id = String(certificate['certificate_id']);
  const statuses: number[] = [];
  for (let sent = 0; sent < LIMIT; sent += 1) statuses.push((await preview(id, '127.0.0.32')).status);
  expect(statuses).toEqual(Array(LIMIT).fill(200));
  const refused = await preview(id, '127.0.0.32');
  expect(refused.status).toBe(429);
  expect(refused.json()).toMatchObject({ error: 'rate_limited', message: 'Too many previews were requested. Please try again later.' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await preview(id, '127.0.0.33')).status).toBe(200);
});
