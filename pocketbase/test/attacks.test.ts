// The attacker's suite: the REST API called directly, as a visitor, as an ordinary user and as a
// careless admin client, for each permission and input rule. One case per test.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { HTML_AS_PDF, PDF, XSS, XSS_ESCAPED, pdfOfSize } from './fixtures.ts';
import {
  TODAY,
  certificateForm,
  errorOf,
  http,
  startSystem,
  statusOf,
  type Account,
  type TestBackend,
} from './support.ts';

const PROTECTED_COLLECTIONS = ['certificates', 'profiles', 'user_roles', 'role_audit', 'contact_messages'] as const;

let backend: TestBackend;
let admin: Account;
let alice: Account; // a holder
let mallory: Account; // the attacker: an ordinary user with an explicit 'user' role row
let aliceCertificate: RecordModel;
let malloryCertificate: RecordModel;
const anyRecordOf = new Map<string, string>();

beforeAll(async () => {
  ({ backend, admin, holder: alice, mallory } = await startSystem({ holder: { firstName: 'Alice', lastName: 'Holder' } }));

  const certificates = admin.pb.collection('certificates');
  aliceCertificate = await certificates.create(
    certificateForm({ recipient_email: alice.email, title: 'Alice Secret Title', issuer_name: 'GX', issue_date: TODAY }, PDF),
  );
  malloryCertificate = await certificates.create({ recipient_email: mallory.email, title: 'Mallory Own', issuer_name: 'GX', issue_date: TODAY });

  // Something in every protected collection, so that an empty answer means "refused", not "empty".
  await http('POST', `${backend.url}/api/gx/users/${alice.id}/role`, {
    headers: { authorization: admin.pb.authStore.token },
    body: { role: 'user' },
  });
  await http('POST', `${backend.url}/api/gx/users/${alice.id}/role`, {
    headers: { authorization: admin.pb.authStore.token },
    body: { role: 'admin' },
  });
  await http('POST', `${backend.url}/api/gx/users/${alice.id}/role`, {
    headers: { authorization: admin.pb.authStore.token },
    body: { role: 'user' },
  });
  await http('POST', `${backend.url}/api/gx/contact`, {
    body: { name: 'Visitor', email: 'visitor@example.com', message: 'Please call me back about courses.' },
  });
  const root = await backend.superuser();
  for (const name of PROTECTED_COLLECTIONS) {
    const records = await root.collection(name).getFullList();
    expect(records.length, name).toBeGreaterThan(0);
    anyRecordOf.set(name, records.find((r) => r['user'] === alice.id || r['target'] === alice.id)?.id ?? records[0]!.id);
  }
});
afterAll(() => backend?.stop());

describe('a visitor', () => {
  test.each(PROTECTED_COLLECTIONS)('attack: a visitor lists %s and gets nothing', async (name) => {
    const list = await backend.visitor().collection(name).getList(1, 50);
    expect(list.items).toEqual([]);
    expect(list.totalItems).toBe(0);
  });

  test.each(PROTECTED_COLLECTIONS)('attack: a visitor views a %s record and is answered 404', async (name) => {
    expect(await statusOf(backend.visitor().collection(name).getOne(anyRecordOf.get(name)!))).toBe(404);
  });

  test('attack: a visitor lists users and sees nobody', async () => {
    expect((await backend.visitor().collection('users').getList(1, 50)).items).toEqual([]);
  });
});

describe('an ordinary user reading', () => {
  test("attack: a user reads another user's certificate", async () => {
    expect(await statusOf(mallory.pb.collection('certificates').getOne(aliceCertificate.id))).toBe(404);
    const list = await mallory.pb.collection('certificates').getFullList();
    expect(list.map((c) => c.id)).toEqual([malloryCertificate.id]);
  });

  test("attack: a user reads another user's profile", async () => {
    const root = await backend.superuser();
    const aliceProfile = await root.collection('profiles').getFirstListItem(root.filter('user = {:id}', { id: alice.id }));
    expect(await statusOf(mallory.pb.collection('profiles').getOne(aliceProfile.id))).toBe(404);
    expect((await mallory.pb.collection('profiles').getFullList()).map((p) => p['user'])).toEqual([mallory.id]);
  });

  test("attack: a user downloads another user's certificate file with their own file token", async () => {
    const token = await mallory.pb.files.getToken();
    const response = await fetch(mallory.pb.files.getUrl(aliceCertificate, String(aliceCertificate['file']), { token }));
    expect(response.status).toBe(403);
    expect(new Uint8Array(await response.arrayBuffer())).not.toEqual(PDF.bytes);
  });

  test("attack: a user reads another user's account record", async () => {
    expect(await statusOf(mallory.pb.collection('users').getOne(alice.id))).toBe(404);
  });

  test.each(['role_audit', 'contact_messages'])('attack: a user lists %s and gets nothing', async (name) => {
    expect((await mallory.pb.collection(name).getFullList())).toEqual([]);
  });

  test('attack: a user expands the recipient profile of their own certificate into other data', async () => {
    const [own] = await mallory.pb.collection('certificates').getFullList({ expand: 'profile,user' });
    expect(own!.expand?.['profile']?.['email']).toBe(mallory.email);
    const others = await mallory.pb.collection('certificates').getFullList({ filter: `profile.user != "${mallory.id}"` });
    expect(others).toEqual([]);
  });
});

describe('an ordinary user writing certificates', () => {
  test('attack: a user creates a certificate for themself', async () => {
    const status = await statusOf(
      mallory.pb.collection('certificates').create({ recipient_email: mallory.email, title: 'Forged', issuer_name: 'GX', issue_date: TODAY }),
    );
    expect(status).toBe(400);
    const root = await backend.superuser();
    expect(await root.collection('certificates').getFullList({ filter: "title = 'Forged'" })).toEqual([]);
  });

  test('attack: a user updates their own certificate', async () => {
    expect(await statusOf(mallory.pb.collection('certificates').update(malloryCertificate.id, { title: 'Upgraded' }))).toBe(404);
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(malloryCertificate.id))['title']).toBe('Mallory Own');
  });

  test("attack: a user revokes another user's certificate", async () => {
    const status = await statusOf(
      mallory.pb.collection('certificates').update(aliceCertificate.id, { verification_status: 'revoked', revocation_reason: 'spite' }),
    );
    expect(status).toBe(404);
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(aliceCertificate.id))['verification_status']).toBe('active');
  });

  test('attack: a user deletes a certificate', async () => {
    expect(await statusOf(mallory.pb.collection('certificates').delete(malloryCertificate.id))).toBe(403);
    expect(await statusOf(mallory.pb.collection('certificates').delete(aliceCertificate.id))).toBe(403);
    const root = await backend.superuser();
    expect(await statusOf(root.collection('certificates').getOne(aliceCertificate.id))).toBe(200);
  });

  test('attack: a user writes profiles directly', async () => {
    const [own] = await mallory.pb.collection('profiles').getFullList();
    expect(await statusOf(mallory.pb.collection('profiles').update(own!.id, { email: alice.email }))).toBe(403);
    expect(await statusOf(mallory.pb.collection('profiles').create({ user: mallory.id, email: 'x@example.com' }))).toBe(403);
  });
});

describe('certificate IDs', () => {
  test('attack: a client chooses the certificate_id of a new certificate', async () => {
    const created = await admin.pb.collection('certificates').create({
      recipient_email: alice.email,
      title: 'Chosen ID',
      issuer_name: 'GX',
      issue_date: TODAY,
      certificate_id: 'CERT-CHOSEN01',
    });
    expect(created['certificate_id']).not.toBe('CERT-CHOSEN01');
    expect(created['certificate_id']).toMatch(/^[0-9A-F-]{36}$/);
  });

  test('attack: a client reuses an existing certificate_id', async () => {
    // PocketBase checks the unique index against the submitted value before the hooks run, so a
    // colliding value is refused outright (any other value is replaced by the server's).
    const error = await errorOf(
      admin.pb.collection('certificates').create({
        recipient_email: mallory.email,
        title: 'Copy',
        issuer_name: 'GX',
        issue_date: TODAY,
        certificate_id: aliceCertificate['certificate_id'],
      }),
    );
    expect(error.response['data']['certificate_id']['code']).toBe('validation_not_unique');
    const root = await backend.superuser();
    const holders = await root.collection('certificates').getFullList({
      filter: root.filter('certificate_id = {:id}', { id: aliceCertificate['certificate_id'] }),
    });
    expect(holders.map((c) => c.id)).toEqual([aliceCertificate.id]);
  });

  test('attack: a client changes the certificate_id of a certificate', async () => {
    const error = await errorOf(admin.pb.collection('certificates').update(aliceCertificate.id, { certificate_id: 'CERT-NEW00001' }));
    expect(error.status).toBe(400);
    expect(error.response['data']['certificate_id']['code']).toBe('certificate_id_immutable');
    const root = await backend.superuser();
    expect((await root.collection('certificates').getOne(aliceCertificate.id))['certificate_id']).toBe(aliceCertificate['certificate_id']);
  });
});

describe('recipients and files', () => {
  test('attack: a certificate for an e-mail that is not registered', async () => {
    const error = await errorOf(
      admin.pb.collection('certificates').create({ recipient_email: 'nobody@example.com', title: 'Ghost', issuer_name: 'GX', issue_date: TODAY }),
    );
    expect(error.status).toBe(400);
    expect(error.response['message']).toBe('Recipient not found.');
    expect(error.response['data']['recipient_email']).toEqual({
      code: 'recipient_not_found',
      message: 'The recipient email is not registered in the system.',
    });
  });

  test('attack: a certificate for a user id that has no profile', async () => {
    const error = await errorOf(
      admin.pb.collection('certificates').create({ user: 'nosuchuser12345', title: 'Ghost', issuer_name: 'GX', issue_date: TODAY }),
    );
    expect(error.status).toBe(400);
  });

  test('attack: an HTML file with a script behind a .pdf name', async () => {
    const error = await errorOf(
      admin.pb.collection('certificates').create(
        certificateForm({ recipient_email: alice.email, title: 'Impostor', issuer_name: 'GX', issue_date: TODAY }, HTML_AS_PDF),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.response['data']['file']['code']).toBe('validation_invalid_mime_type');
  });

  test('attack: a 10485761-byte file', async () => {
    const error = await errorOf(
      admin.pb.collection('certificates').create(
        certificateForm({ recipient_email: alice.email, title: 'Too big', issuer_name: 'GX', issue_date: TODAY }, pdfOfSize(10485761)),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.response['data']['file']['code']).toBe('validation_file_size_limit');
  });

  test('a file of exactly 10485760 bytes is accepted', async () => {
    const created = await admin.pb.collection('certificates').create(
      certificateForm({ recipient_email: alice.email, title: 'Largest', issuer_name: 'GX', issue_date: TODAY }, pdfOfSize(10485760)),
    );
    expect(created['file']).toBeTruthy();
  });

  test('attack: a 100 MB request body is refused before it is read', async () => {
    const total = 100 * 1024 * 1024;
    const result = await postHugeBody(`${backend.url}/api/collections/certificates/records`, admin.pb.authStore.token, total);
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(total / 2);
  });
});

describe('filter injection', () => {
  test('attack: || in a filter does not widen a user\'s list beyond their own certificates', async () => {
    const list = await mallory.pb.collection('certificates').getFullList({ filter: "title != '' || user != '' || 1 = 1" });
    expect(list.map((c) => c.id)).toEqual([malloryCertificate.id]);
  });

  test('attack: a quote in a filter value cannot close the string', async () => {
    const filter = mallory.pb.filter('title = {:q}', { q: "x' || title != '" });
    const list = await mallory.pb.collection('certificates').getFullList({ filter });
    expect(list).toEqual([]);
  });

  test('attack: $& in a filter value does not leak records', async () => {
    // The 0.21 SDK's pb.filter() expands $& in a value into the placeholder text (String.replace),
    // so the filter that reaches the server is malformed on purpose; the rule still applies.
    const filter = mallory.pb.filter('title = {:q}', { q: "$&' || user != '" });
    const list = await mallory.pb.collection('certificates').getFullList({ filter });
    expect(list.filter((c) => c['user'] !== mallory.id)).toEqual([]);
  });

  test('attack: % in a search matches only within the rows the rules allow', async () => {
    const list = await mallory.pb.collection('certificates').getFullList({ filter: mallory.pb.filter('title ~ {:q}', { q: '%' }) });
    expect(list.map((c) => c.id)).toEqual([malloryCertificate.id]);
  });

  test.each([["x' || email != '"], ['%@%.%'], ['*']])('attack: the recipient e-mail %j matches nobody', async (recipient) => {
    const error = await errorOf(
      admin.pb.collection('certificates').create({ recipient_email: recipient, title: 'Injected', issuer_name: 'GX', issue_date: TODAY }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.response['data'])).toEqual(['recipient_email']);
  });

  test.each([["' OR 1=1 --"], ['%'], ["$&' || certificate_id != '"], ['*']])(
    'attack: the verification ID %j is answered like any unknown ID',
    async (id) => {
      const response = await http('GET', `${backend.url}/api/gx/verify/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', rate_limited: false });
    },
  );
});

describe('reaching other collections from a query', () => {
  test.each([
    ['a filter', { filter: `@collection.contact_messages.email ?= 'visitor@example.com'` }],
    ['a filter (users)', { filter: `@collection.users.email ?= '${'x'}'` }],
    ['a back-relation filter', { filter: "user.role_audit_via_target.actor_email ~ 'a'" }],
    ['a sort', { sort: '@collection.certificates.title' }],
  ])('attack: a user probes hidden data through %s', async (_kind, query) => {
    const error = await errorOf(mallory.pb.collection('certificates').getFullList(query));
    expect(error.status).toBe(400);
    expect(Object.values(error.response['data']).map((e) => (e as { code: string }).code)).toEqual(['cross_collection_query']);
  });

  test('attack: a user probes hidden data through a realtime subscription filter', async () => {
    const options = encodeURIComponent(JSON.stringify({ query: { filter: "@collection.contact_messages.email ?= 'x'" } }));
    const response = await http('POST', `${backend.url}/api/realtime`, {
      headers: { authorization: mallory.pb.authStore.token },
      body: { clientId: 'any', subscriptions: [`certificates?options=${options}`] },
    });
    expect(response.status).toBe(400);
    expect(response.json()['data']).toHaveProperty('subscriptions');
  });

  test('a superuser may still use @collection in a filter', async () => {
    const root = await backend.superuser();
    const list = await root.collection('certificates').getFullList({ filter: "@collection.user_roles.role ?= 'admin'" });
    expect(list.length).toBeGreaterThan(0);
  });
});

describe('stored text', () => {
  test('attack: an XSS payload as a title or issuer is refused, singly and in bulk, with the same message', async () => {
    for (const field of ['title', 'issuer_name'] as const) {
      const fields = { recipient_email: alice.email, title: 'Plain', issuer_name: 'GX', issue_date: TODAY, [field]: XSS };
      const single = await errorOf(admin.pb.collection('certificates').create(fields));
      const label = field === 'title' ? 'Title' : 'Issuer name';
      const refusal = { code: 'script_like', message: `${label} must not contain script-like content` };
      expect(single.response['data'][field]).toEqual(refusal);
      const bulk = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
        headers: { authorization: admin.pb.authStore.token },
        body: { dry_run: false, rows: [{ ...fields, issue_date: TODAY.slice(0, 10) }] },
      });
      expect(bulk.status).toBe(400);
      expect(bulk.json<{ rows: { errors: unknown[] }[] }>().rows[0]!.errors).toEqual([{ field, ...refusal }]);
    }
  });

  test('attack: an XSS payload in the free text of a certificate is stored and returned as inert text', async () => {
    const created = await admin.pb.collection('certificates').create({
      recipient_email: alice.email,
      title: 'Inert Text',
      description: XSS,
      issuer_name: 'GX',
      issue_date: TODAY,
    });
    // Revocation goes through its route (an ordinary update may not revoke).
    await http('POST', `${backend.url}/api/gx/certificates/${created.id}/revoke`, {
      headers: { authorization: admin.pb.authStore.token },
      body: { reason: XSS },
    });
    const revoked = await admin.pb.collection('certificates').getOne(created.id);
    const seenByHolder = await alice.pb.collection('certificates').getOne(created.id);
    for (const record of [created, revoked, seenByHolder]) {
      expect(record['description']).toBe(XSS_ESCAPED);
    }
    expect(seenByHolder['revocation_reason']).toBe(XSS_ESCAPED);

    const verified = await http('GET', `${backend.url}/api/gx/verify/${created['certificate_id']}`);
    expect(verified.headers['content-type']).toMatch(/^application\/json/);
    expect(verified.body).not.toMatch(/<script|<img/);
    expect(verified.json()['revocation_reason']).toBe(XSS_ESCAPED);
  });

  test('attack: an XSS payload in the names of an account is refused', async () => {
    const error = await errorOf(mallory.pb.collection('users').update(mallory.id, { first_name: XSS, last_name: XSS }));
    expect(Object.keys(error.response['data']).sort()).toEqual(['first_name', 'last_name']);
  });
});

/**
 * Streams `total` bytes of multipart body with a matching Content-Length and resolves with the
 * status and how much had been sent when the server answered.
 */
function postHugeBody(url: string, token: string, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': 'multipart/form-data; boundary=gxboundary',
          'content-length': String(total),
        },
      },
      (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
        req.destroy();
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}
