// Issuer insights: events recorded through the public routes and the records API, counted once per
// visitor per day, split by who and how; figures and the CSV export for admins only; no stored row
// that names a visitor.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { createAccount, http, startBackend, TODAY, type Account, type RawResponse, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;
let stranger: Account;
let certificate: RecordModel;

const today = new Date().toISOString().slice(0, 10);

interface Insights {
  totals: Record<string, number>;
  more: Record<string, number>;
  funnel: Record<string, number>;
  series: { day: string; issued: number; verifiedByOthers: number }[];
  titles: { title: string; issued: number; viewedByHolder: number; shared: number; verifiedByOthers: number }[];
  mostVerified: { certificateId: string; title: string; verifiedByOthers: number }[];
}

function event(body: Record<string, string>, options: { from?: string; token?: string } = {}): Promise<RawResponse> {
  return http('POST', `${backend.url}/api/gx/events`, {
    body,
    ...(options.from ? { localAddress: options.from } : {}),
    ...(options.token ? { headers: { authorization: options.token } } : {}),
  });
}

async function insights(query = `from=${today}&to=${today}`): Promise<Insights> {
  const answer = await http('GET', `${backend.url}/api/gx/insights?${query}`, { headers: { authorization: admin.pb.authStore.token } });
  expect(answer.status).toBe(200);
  return answer.json<Insights>();
}

/** Every row of a table, read from the data directory's SQLite file (Python's sqlite3 module). */
function rowsOf(table: string): Record<string, unknown>[] {
  const script =
    'import json,sqlite3,sys\n' +
    'db=sqlite3.connect("file:"+sys.argv[1]+"?mode=ro",uri=True)\n' +
    'db.row_factory=sqlite3.Row\n' +
    'print(json.dumps([dict(r) for r in db.execute("SELECT * FROM "+sys.argv[2])]))';
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, join(backend.dataDir, 'data.db'), table], { encoding: 'utf8' })) as Record<
    string,
    unknown
  >[];
}

beforeAll(async () => {
  backend = await startBackend();
  [admin, holder, stranger] = await Promise.all([
    createAccount(backend, { role: 'admin' }),
    createAccount(backend, { firstName: 'Holly', lastName: 'Holder' }),
    createAccount(backend),
  ]);
  certificate = await admin.pb.collection('certificates').create({
    user: holder.id,
    title: '=HYPERLINK("http://evil.example","Cloud, Basics")',
    issuer_name: 'GX Academy',
    issue_date: TODAY,
  });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('who may read the figures', () => {
  const routes = ['/api/gx/insights', `/api/gx/insights?from=${today}&to=${today}`, '/api/gx/insights/export.csv'];

  test('a visitor and a plain user get 403 from every insights route; an admin gets the figures', async () => {
    for (const route of routes) {
      expect((await http('GET', `${backend.url}${route}`)).status).toBe(403);
      expect((await http('GET', `${backend.url}${route}`, { headers: { authorization: stranger.pb.authStore.token } })).status).toBe(403);
      expect((await http('GET', `${backend.url}${route}`, { headers: { authorization: holder.pb.authStore.token } })).status).toBe(403);
      expect((await http('GET', `${backend.url}${route}`, { headers: { authorization: admin.pb.authStore.token } })).status).toBe(200);
    }
  });

  test('a bad period is a clear 400', async () => {
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=yesterday&to=today', 'from=2026-03-02&to=2026-03-01', 'from=2020-01-01&to=2026-01-01']) {
      const answer = await http('GET', `${backend.url}/api/gx/insights?${query}`, { headers: { authorization: admin.pb.authStore.token } });
      expect(answer.status).toBe(400);
      expect(answer.json()['error']).toBe('invalid_period');
      expect(String(answer.json()['message'])).toMatch(/from|period/);
    }
  });
});

describe('recording', () => {
  test('events are split by who and how, and a visitor counts once a day', async () => {
    const id = String(certificate['certificate_id']);
    const before = await insights();
    expect(before.totals['issued']).toBe(1);

    // Two visitors by link, one of them three times; a third by QR; one by ID; one with the file.
    for (const from of ['127.0.61.1', '127.0.61.1', '127.0.61.1', '127.0.61.2']) {
      expect((await event({ certificate_id: id, event: 'verified', via: 'link' }, { from })).status).toBe(200);
    }
    expect((await event({ certificate_id: id.toLowerCase(), event: 'verified', via: 'qr' }, { from: '127.0.61.3' })).json()['recorded']).toBe(true);
    expect((await event({ certificate_id: id, event: 'verified', via: 'qr' }, { from: '127.0.61.3' })).json()['recorded']).toBe(false);
    await event({ certificate_id: id, event: 'verified', via: 'id' }, { from: '127.0.61.4' });
    await event({ certificate_id: id, event: 'verified', via: 'file' }, { token: stranger.pb.authStore.token });
    // The holder's own and an admin's checks are not "others".
    await event({ certificate_id: id, event: 'verified', via: 'link' }, { token: holder.pb.authStore.token });
    await event({ certificate_id: id, event: 'verified', via: 'id' }, { token: admin.pb.authStore.token });
    // Shares count from the holder's session only.
    expect((await event({ certificate_id: id, event: 'shared', channel: 'linkedin' }, { token: holder.pb.authStore.token })).json()['recorded']).toBe(true);
    expect((await event({ certificate_id: id, event: 'shared', channel: 'linkedin' }, { token: holder.pb.authStore.token })).json()['recorded']).toBe(false);
    await event({ certificate_id: id, event: 'shared', channel: 'print' }, { token: holder.pb.authStore.token });
    expect((await event({ certificate_id: id, event: 'shared', channel: 'link' }, { from: '127.0.61.5' })).json()['recorded']).toBe(false);
    // The holder opens the dashboard twice; an admin lists every certificate.
    await holder.pb.collection('certificates').getFullList();
    await holder.pb.collection('certificates').getFullList();
    await admin.pb.collection('certificates').getFullList();

    const after = await insights();
    expect(after.totals).toEqual({ issued: 1, viewedByHolder: 1, shared: 2, verifiedByOthers: 5, qr: 1, link: 2, id: 1, file: 1 });
    expect(after.more['verifiedByHolder']).toBe(1);
    expect(after.more['verifiedByAdmin']).toBe(1);
    expect(after.more['linkedin']).toBe(1);
    expect(after.funnel).toMatchObject({ issued: 1, viewedByHolder: 1, shared: 1, verifiedByOthers: 1, verifiedRate: 1 });
    expect(after.series).toEqual([{ day: today, issued: 1, verifiedByOthers: 5 }]);
    expect(after.titles[0]).toMatchObject({ title: '=HYPERLINK("http://evil.example","Cloud, Basics")', issued: 1, verifiedByOthers: 5 });
    expect(after.mostVerified[0]).toMatchObject({ certificateId: id, verifiedByOthers: 5 });

    // The holder's dashboard line.
    const mine = await http('GET', `${backend.url}/api/gx/certificates/verified-by-others`, { headers: { authorization: holder.pb.authStore.token } });
    expect(mine.json()).toEqual({ certificates: [{ certificateId: id, verifiedByOthers: 5, lastVerifiedByOthers: today }] });
    expect((await http('GET', `${backend.url}/api/gx/certificates/verified-by-others`)).status).toBe(401);
  });

  test('a forged event cannot name a certificate that does not exist, and bad input is a clear 400', async () => {
    const missing = await event({ certificate_id: 'CERT-DOES-NOT-EXIST', event: 'verified', via: 'link' }, { from: '127.0.62.1' });
    expect(missing.status).toBe(404);
    const bodies: Record<string, string>[] = [
      { certificate_id: String(certificate['certificate_id']), event: 'verified', via: 'carrier-pigeon' },
      { certificate_id: String(certificate['certificate_id']), event: 'liked' },
      { certificate_id: '<script>', event: 'verified', via: 'qr' },
    ];
    for (const body of bodies) {
      const answer = await event(body, { from: '127.0.62.1' });
      expect(answer.status).toBe(400);
      expect(answer.json()['error']).toBe('invalid_event');
    }
  });

  test('recording is rate-limited per visitor', async () => {
    const id = String(certificate['certificate_id']);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await event({ certificate_id: id, event: 'verified', via: 'link' }, { from: '127.0.63.1' })).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    // Another visitor is not held back by it.
    expect((await event({ certificate_id: id, event: 'verified', via: 'link' }, { from: '127.0.63.2' })).status).toBe(200);
  });

  test('no stored row holds an address, a user agent or an account id', () => {
    const days = rowsOf('_gx_insight_days');
    expect(days.length).toBeGreaterThan(0);
    for (const row of days) expect(Object.keys(row).sort()).toEqual(['day', 'event', 'n']);
    const running = rowsOf('_gx_insight_running');
    expect(running.length).toBeGreaterThan(0);
    for (const row of running) {
      for (const [column, value] of Object.entries(row)) {
        if (column === 'certificate' || column === 'day' || column === 'others_last') expect(typeof value).toBe('string');
        else expect(typeof value, column).toBe('number');
      }
    }
    const seen = rowsOf('_gx_insight_seen');
    expect(seen.length).toBeGreaterThan(0);
    const stored = JSON.stringify([days, running, seen, rowsOf('_gx_insight_salt')]);
    for (const forbidden of ['127.0.', 'node', 'Mozilla', holder.id, stranger.id, admin.id]) expect(stored).not.toContain(forbidden);
    for (const row of seen) expect(String(row['hash'])).toMatch(/^[0-9a-f]{64}$/);
    // The salt lives in its own table, today's only.
    expect(rowsOf('_gx_insight_salt').map((row) => row['day'])).toEqual([today]);
  });
});

describe('the CSV export', () => {
  test('escapes formulas and quotes cells for spreadsheets', async () => {
    const answer = await http('GET', `${backend.url}/api/gx/insights/export.csv?from=${today}&to=${today}`, {
      headers: { authorization: admin.pb.authStore.token },
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(answer.headers['content-disposition'])).toContain(`insights-${today}-to-${today}.csv`);
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Certificate ID,Title,Issued,Mail sent,Mail failed,Viewed by holder,Shared on LinkedIn,Link copied,Printed,Credential downloaded,Verified by others,By QR,By link,By ID,By file,Verified by holder,Verified by admins',
    );
    // Seven others by now: the rate-limit test added two visitors by link.
    expect(lines[1]).toBe(`${String(certificate['certificate_id'])},"'=HYPERLINK(""http://evil.example"",""Cloud, Basics"")",1,0,0,1,1,0,1,0,7,1,4,1,1,1,1`);
  });

  test('every dangerous first character is escaped', async () => {
    for (const title of ['+SUM(A1)', '-2+3', '@cmd', '\tTabbed', '\rReturn']) {
      await admin.pb.collection('certificates').create({ user: holder.id, title, issuer_name: 'GX Academy', issue_date: TODAY });
    }
    const answer = await http('GET', `${backend.url}/api/gx/insights/export.csv`, { headers: { authorization: admin.pb.authStore.token } });
    const cells = answer.body.split('\r\n').slice(1).map((line) => line.split(',')[1]);
    expect(cells).toEqual(expect.arrayContaining(["'+SUM(A1)", "'-2+3", "'@cmd"]));
    expect(answer.body).not.toMatch(/,[=+\-@]/);
    expect(answer.body).not.toMatch(/,"?\t/);
  });
});

describe('issued and holder mails', () => {
  async function issueTwoInBulk(other: TestBackend): Promise<Insights> {
    const [otherAdmin, recipient] = await Promise.all([createAccount(other, { role: 'admin' }), createAccount(other)]);
    const rows = ['Bulk One', 'Bulk Two'].map((title) => ({ recipient_email: recipient.email, title, issuer_name: 'GX Academy', issue_date: today }));
    const issued = await http('POST', `${other.url}/api/gx/certificates/bulk`, {
      headers: { authorization: otherAdmin.pb.authStore.token },
      body: { rows, dry_run: false },
    });
    expect(issued.status).toBe(200);
    const answer = await http('GET', `${other.url}/api/gx/insights?from=${today}&to=${today}`, { headers: { authorization: otherAdmin.pb.authStore.token } });
    return answer.json<Insights>();
  }

  test.each([
    { name: 'a bulk issue counts each certificate issued and each holder mail sent', smtp: { mail: true }, mailSent: 2, mailFailed: 0 },
    { name: 'a holder mail that fails is counted as failed', smtp: { deadSmtp: true }, mailSent: 0, mailFailed: 2 },
  ])('$name', async ({ smtp, mailSent, mailFailed }) => {
    const other = await startBackend(smtp);
    try {
      const figures = await issueTwoInBulk(other);
      expect(figures.totals['issued']).toBe(2);
      expect(figures.more['mailSent']).toBe(mailSent);
      expect(figures.more['mailFailed']).toBe(mailFailed);
    } finally {
      await other.stop();
    }
  }, 60_000);
});
