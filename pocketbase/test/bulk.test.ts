// Bulk issue from a CSV file. The browser parses the file; POST /api/gx/certificates/bulk
// judges every row again, reports a dry run row by row, and issues all rows or none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, errorOf, http, startSystem, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;
let mallory: Account;

beforeAll(async () => {
  ({ backend, admin, holder, mallory } = await startSystem({ holder: { firstName: 'Bina', lastName: 'Bulk' } }));
});
afterAll(() => backend?.stop());

interface Row {
  row?: number;
  recipient_email?: string;
  title?: string;
  description?: string;
  issue_date?: string;
  expiry_date?: string;
  issuer_name?: string;
  verification_status?: string;
  revocation_reason?: string;
}

interface RowReport {
  row: number;
  status: 'ready' | 'error' | 'issued';
  errors: { field: string; code: string; message: string }[];
  certificate_id?: string;
  id?: string;
}

function good(overrides: Row = {}): Row {
  return { recipient_email: holder.email, title: 'Bulk Course', issue_date: '2026-03-01', issuer_name: 'GX Academy', ...overrides };
}

function bulk(rows: unknown, dryRun: boolean, token: string | null = admin.pb.authStore.token) {
  return http('POST', `${backend.url}/api/gx/certificates/bulk`, {
    ...(token ? { headers: { authorization: token } } : {}),
    body: { rows, dry_run: dryRun },
  });
}

async function countTitled(title: string): Promise<number> {
  const root = await backend.superuser();
  return (await root.collection('certificates').getList(1, 1, { filter: root.filter('title = {:title}', { title }) })).totalItems;
}

describe('who may bulk issue', () => {
  test('attack: a visitor is refused and nothing is issued', async () => {
    const response = await bulk([good({ title: 'Visitor Bulk' })], false, null);
    expect(response.status).toBe(401);
    expect(await countTitled('Visitor Bulk')).toBe(0);
  });

  test('attack: an ordinary user is refused, even for a dry run', async () => {
    expect((await bulk([good({ title: 'User Bulk' })], false, mallory.pb.authStore.token)).status).toBe(403);
    expect((await bulk([good({ title: 'User Bulk' })], true, mallory.pb.authStore.token)).status).toBe(403);
    expect(await countTitled('User Bulk')).toBe(0);
  });
});

describe('the dry run', () => {
  test('reports each row as ready or with its error, and issues nothing', async () => {
    const rows: Row[] = [
      good({ row: 2, title: 'Dry Good' }),
      good({ row: 3, recipient_email: 'not-an-email' }),
      good({ row: 4, recipient_email: 'nobody@example.com' }),
      good({ row: 5, issue_date: '' }),
      good({ row: 6, issue_date: '2026-13-45' }),
      good({ row: 7, expiry_date: '2026-01-01' }),
      good({ row: 8, title: '  ' }),
      good({ row: 9, title: 'Dry Good' }),
      good({ row: 10, verification_status: 'pending' }),
      good({ row: 11, title: 'Dry Second', verification_status: 'EXPIRED' }),
      good({ row: 12, title: 'Dry Revoked', verification_status: 'revoked' }),
    ];
    const response = await bulk(rows, true);
    expect(response.status).toBe(200);
    const body = response.json<{ total: number; ready: number; failed: number; issued: number; rows: RowReport[] }>();
    expect(body).toMatchObject({ total: 11, ready: 2, failed: 9, issued: 0 });
    const codes = Object.fromEntries(body.rows.map((r) => [r.row, r.errors.map((e) => e.code).join(',') || r.status]));
    expect(codes).toEqual({
      2: 'ready',
      3: 'recipient_email_invalid',
      4: 'recipient_not_found',
      5: 'validation_required',
      6: 'invalid_date',
      7: 'expiry_before_issue',
      8: 'validation_required',
      9: 'duplicate_row',
      10: 'unknown_status',
      11: 'ready',
      12: 'revocation_reason_required',
    });
    expect(body.rows.find((r) => r.row === 9)!.errors[0]!.message).toBe('Duplicate of row 2');
    expect(body.rows.find((r) => r.row === 4)!.errors[0]!.message).toBe('The recipient email is not registered in the system.');
    expect(await countTitled('Dry Good')).toBe(0);
  });

  test('an empty file and a file over the row limit are refused with clear messages', async () => {
    const empty = await bulk([], true);
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'no_rows', message: 'The file has no certificate rows.' });
    const tooMany = await bulk(Array.from({ length: 1001 }, (_, i) => good({ title: `Over ${i}` })), true);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'too_many_rows', message: 'A file may have at most 1000 rows; this one has 1001.' });
  });
});

describe('issuing', () => {
  test('all or nothing: one bad row issues none', async () => {
    const response = await bulk([good({ title: 'Atomic One' }), good({ title: 'Atomic Two', issue_date: 'soon' })], false);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: 'rows_invalid', issued: 0, failed: 1 });
    expect(await countTitled('Atomic One')).toBe(0);
  });

  test('good rows are issued with the server-owned fields, each with its new certificate ID', async () => {
    const other = await createAccount(backend, { firstName: 'Omar', lastName: 'Other' });
    const response = await bulk(
      [
        good({ row: 2, title: 'Issued <b>Bulk</b>', description: 'Two & more', expiry_date: '2027-03-01' }),
        good({ row: 3, recipient_email: other.email.toUpperCase(), title: 'Issued Bulk B', verification_status: 'revoked', revocation_reason: 'Test' }),
      ],
      false,
    );
    expect(response.status).toBe(200);
    const body = response.json<{ issued: number; rows: RowReport[] }>();
    expect(body.issued).toBe(2);
    const root = await backend.superuser();
    const first = await root.collection('certificates').getOne(body.rows[0]!.id!);
    expect(first).toMatchObject({
      certificate_id: body.rows[0]!.certificate_id,
      user: holder.id,
      title: 'Issued &lt;b&gt;Bulk&lt;/b&gt;',
      description: 'Two &amp; more',
      issue_date: '2026-03-01 00:00:00.000Z',
      expiry_date: '2027-03-01 00:00:00.000Z',
      verification_status: 'active',
      verification_count: 0,
    });
    const second = await root.collection('certificates').getOne(body.rows[1]!.id!);
    expect(second).toMatchObject({ user: other.id, verification_status: 'revoked', revoked_by: admin.id, revocation_reason: 'Test' });
    // The holder sees the new certificate on their own list.
    const own = await holder.pb.collection('certificates').getFullList({ filter: "title ~ 'Issued'" });
    expect(own.map((c) => c.id)).toEqual([first.id]);
  });

  test('a file of 1,000 rows completes, dry run and issue (timings are logged, not asserted)', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => good({ row: i + 2, title: `Thousand ${i}`, description: 'Bulk issued in a batch of one thousand.' }));
    let started = performance.now();
    const dry = await bulk(rows, true);
    const dryMs = performance.now() - started;
    expect(dry.json()).toMatchObject({ ready: 1000, failed: 0 });
    started = performance.now();
    const issued = await bulk(rows, false);
    const issueMs = performance.now() - started;
    expect(issued.json()).toMatchObject({ issued: 1000 });
    const ids = new Set(issued.json<{ rows: RowReport[] }>().rows.map((r) => r.certificate_id));
    expect(ids.size).toBe(1000);
    console.info(`bulk issue of 1000 rows: dry run ${dryMs.toFixed(0)} ms, issue ${issueMs.toFixed(0)} ms (mail disabled)`);
  });
});

describe('one rule for a single and a bulk issue', () => {
  const HOSTILE = {
    title: `Tom & Jerry's <b>Bold</b> "course" &amp; more`,
    description: `<img src=x onerror="alert(1)"> & <script>alert(2)</script>`,
    issuer_name: `O'Neil & Sons <i>Academy</i>`,
  };

  test('a bulk and a single issue of the same hostile text store the same thing', async () => {
    const single = await admin.pb.collection('certificates').create({
      recipient_email: holder.email,
      ...HOSTILE,
      issue_date: '2026-04-01 00:00:00.000Z',
    });
    const response = await bulk([good({ row: 2, ...HOSTILE, issue_date: '2026-04-02' })], false);
    expect(response.status, response.body).toBe(200);
    const root = await backend.superuser();
    const fromBulk = await root.collection('certificates').getOne(String(response.json<{ rows: RowReport[] }>().rows[0]!.id));
    for (const field of ['title', 'description', 'issuer_name'] as const) {
      expect(fromBulk[field], field).toBe(single[field]);
    }
    // Stored HTML-escaped once: an entity that was sent escaped is not escaped again.
    expect(single['title']).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;Bold&lt;/b&gt; &quot;course&quot; &amp; more');
  });

  test.each([
    ['title', '<script>alert(1)</script>', 'Title must not contain script-like content'],
    ['title', 'T'.repeat(201), 'Title is too long (max 200 characters)'],
    ['issuer_name', '<iframe src=x>', 'Issuer name must not contain script-like content'],
    ['description', 'D'.repeat(2001), 'Description is too long (max 2000 characters)'],
  ])('a %s of %j is refused with the same message singly and in bulk', async (field, value, message) => {
    const single = await errorOf(
      admin.pb.collection('certificates').create({ recipient_email: holder.email, title: 'T', issuer_name: 'GX', issue_date: '2026-04-01 00:00:00.000Z', [field]: value }),
    );
    expect(single.response['data'][field]['message']).toBe(message);
    const response = await bulk([good({ row: 2, [field]: value })], true);
    expect(response.json<{ rows: RowReport[] }>().rows[0]!.errors).toEqual([expect.objectContaining({ field, message })]);
  });
});
