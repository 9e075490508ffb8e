// The admin page's counters come from GET /api/gx/certificates/stats (one query, no
// list of every certificate), admins only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, http, startSystem, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let mallory: Account;

beforeAll(async () => {
  ({ backend, admin, mallory } = await startSystem());
  const first = await createAccount(backend);
  const second = await createAccount(backend);
  const issue = (email: string, issueDate: string, status = 'active') =>
    admin.pb.collection('certificates').create({
      recipient_email: email,
      title: `Issued ${issueDate}`,
      issuer_name: 'GX',
      issue_date: `${issueDate} 00:00:00.000Z`,
      verification_status: status,
      ...(status === 'revoked' ? { revocation_reason: 'Test' } : {}),
    });
  // Around the boundaries of March 2026: the last day of February, the first and last days of
  // March, the first day of April.
  await issue(first.email, '2026-02-28');
  await issue(first.email, '2026-03-01');
  await issue(second.email, '2026-03-31', 'expired');
  await issue(second.email, '2026-04-01', 'revoked');
});
afterAll(() => backend?.stop());

function stats(month: string, token: string | null = admin.pb.authStore.token) {
  return http('GET', `${backend.url}/api/gx/certificates/stats?month=${month}`, token ? { headers: { authorization: token } } : {});
}

describe('GET /api/gx/certificates/stats', () => {
  test('counts total, active, distinct recipients and the given month (its first and last days included)', async () => {
    const response = await stats('2026-03');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ total: 4, active: 2, recipients: 2, issued_this_month: 2, month: '2026-03' });
  });

  test('December counts up to the first of January of the next year', async () => {
    await admin.pb.collection('certificates').create({
      recipient_email: mallory.email, title: 'New Year', issuer_name: 'GX', issue_date: '2026-12-31 00:00:00.000Z',
    });
    expect((await stats('2026-12')).json()['issued_this_month']).toBe(1);
    expect((await stats('2027-01')).json()['issued_this_month']).toBe(0);
  });

  test('a malformed month is refused', async () => {
    expect((await stats('2026-13')).status).toBe(400);
  });

  test('attack: visitors and ordinary users are refused', async () => {
    expect((await stats('2026-03', null)).status).toBe(401);
    expect((await stats('2026-03', mallory.pb.authStore.token)).status).toBe(403);
  });
});

describe('the admin list search contract (mfe-admin/src/model.ts certificateSearchFilter)', () => {
  test("a backslash-escaped % or _ in a '~' search matches only itself", async () => {
    const holder = await createAccount(backend);
    for (const title of ['Save 50% now', 'Save 500 now', 'snake_case', 'snakeXcase']) {
      await admin.pb.collection('certificates').create({ recipient_email: holder.email, title, issuer_name: 'GX', issue_date: '2026-05-01 00:00:00.000Z' });
    }
    const titles = async (filter: string) =>
      (await admin.pb.collection('certificates').getFullList({ filter })).map((c) => c['title']).sort();
    expect(await titles("title ~ '50\\%'")).toEqual(['Save 50% now']);
    expect(await titles("title ~ 'snake\\_case'")).toEqual(['snake_case']);
    expect(await titles("title ~ 'SAVE 50' || certificate_id ~ 'x\\' || 1=1'")).toEqual(['Save 50% now', 'Save 500 now']);
  });
});
