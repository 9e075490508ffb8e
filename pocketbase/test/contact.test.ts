// POST /api/gx/contact: docs/rules.md#validation contact rules, 3 per 10 minutes per client address, stored before
// the notification mail, which never decides whether the message is kept.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { XSS, XSS_ESCAPED } from './fixtures.ts';
import type { Agent } from 'node:http';
import { atOnce, http, startBackend, waitForMail, type TestBackend } from './support.ts';

const INBOX = 'inbox@gx.test';

let backend: TestBackend;
let nextAddress = 10;

function newClient(): string {
  nextAddress += 1;
  return `127.0.1.${nextAddress}`;
}

function send(target: TestBackend, body: Record<string, unknown>, from: string, headers: Record<string, string> = {}, agent?: Agent) {
  return http('POST', `${target.url}/api/gx/contact`, { body, localAddress: from, headers, ...(agent ? { agent } : {}) });
}

async function storedFrom(target: TestBackend, address: string) {
  const root = await target.superuser();
  return root.collection('contact_messages').getFullList({ filter: root.filter('client_address = {:address}', { address }) });
}

const VALID = { name: 'Priya Shah', email: 'priya@example.com', phone: '+91 98765 43210', message: 'We would like a workshop for Class 9.', source: 'gx-academy' };

beforeAll(async () => {
  backend = await startBackend({ mail: true, companyInbox: INBOX });
});
afterAll(() => backend?.stop());

describe('a contact message', () => {
  test('is stored with the client address and notified to the company inbox', async () => {
    const client = newClient();
    const response = await send(backend, VALID, client);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, notified: true });

    const [stored] = await storedFrom(backend, client);
    expect(stored).toMatchObject({ ...VALID, client_address: client });

    const mail = await waitForMail(backend.mail!.webUrl, INBOX);
    expect(mail.subject).toBe('New contact message from priya@example.com');
    expect(mail.html).toContain('We would like a workshop for Class 9.');
  });

  test('needs only an e-mail and a message; text is trimmed', async () => {
    const client = newClient();
    const response = await send(backend, { email: '  solo@example.com ', message: '   Just a question here.   ' }, client);
    expect(response.status).toBe(200);
    expect((await storedFrom(backend, client))[0]).toMatchObject({ name: '', email: 'solo@example.com', message: 'Just a question here.' });
  });

  test.each([
    [{ message: 'Long enough message' }, 'missing_fields', 'Please fill in required fields', 'Email and message are required to send your message.'],
    [{ email: 'a@example.com' }, 'missing_fields', 'Please fill in required fields', 'Email and message are required to send your message.'],
    [{ email: 'a@example.com', message: 'too short' }, 'message_too_short', 'Message too short', 'Message must be at least 10 characters long.'],
    [{ email: 'not-an-email', message: 'Long enough message' }, 'invalid_email', 'Invalid email', 'Please enter a valid email address'],
    [{ name: 'R2-D2', email: 'a@example.com', message: 'Long enough message' }, 'invalid_name', 'Invalid name', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
  ])('%j is refused (%s) and not stored', async (body, error, title, message) => {
    const client = newClient();
    const response = await send(backend, body, client);
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ code: 400, error, title, message, data: {} });
    expect(await storedFrom(backend, client)).toEqual([]);
  });

  test('attack: an XSS payload in every text field is refused in the name and stored inert elsewhere', async () => {
    const client = newClient();
    expect((await send(backend, { ...VALID, name: XSS }, client)).json()['error']).toBe('invalid_name');

    const phone = '<script>alert(1)</script>';
    const body = { ...VALID, email: 'xss@example.com', phone, message: XSS, source: XSS };
    const response = await send(backend, body, client);
    expect(response.status).toBe(200);
    const [stored] = await storedFrom(backend, client);
    expect(stored).toMatchObject({ phone: '&lt;script&gt;alert(1)&lt;/script&gt;', message: XSS_ESCAPED, source: '' });

    const mail = await waitForMail(backend.mail!.webUrl, INBOX, /xss@example\.com/);
    expect(mail.html).toContain(XSS_ESCAPED);
    expect(mail.html).not.toMatch(/<script|<img/);
  });

  test('text escaped by the browser is not escaped twice', async () => {
    const client = newClient();
    await send(backend, { ...VALID, message: 'Tom &amp; Jerry &lt;3 our classes' }, client);
    expect((await storedFrom(backend, client))[0]!['message']).toBe('Tom &amp; Jerry &lt;3 our classes');
  });
});

describe('the contact rate limit', () => {
  test('attack: contact past its limit is refused with the minutes to wait', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) expect((await send(backend, VALID, client)).status).toBe(200);
    const refused = await send(backend, VALID, client);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      error: 'rate_limited',
      title: 'Too many attempts',
      message: 'Please wait 10 minutes before submitting again.',
      retry_after_minutes: 10,
      data: {},
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await storedFrom(backend, client)).toHaveLength(3);
  });

  test('attack: a spoofed X-Forwarded-For does not dodge the contact limit', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) await send(backend, VALID, client);
    const refused = await send(backend, VALID, client, { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(await storedFrom(backend, '203.0.113.9')).toEqual([]);
  });

  test('attack: 200 messages sent at once from one address store exactly the limit', async () => {
    const client = newClient();
    const answers = await atOnce(backend.url, 200, client, (agent) => send(backend, VALID, client, {}, agent));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(197);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ title: 'Too many attempts', message: 'Please wait 10 minutes before submitting again.' });
    }
    expect(await storedFrom(backend, client)).toHaveLength(3);
  });

  test('another client address is not limited by the first', async () => {
    const spent = newClient();
    for (let i = 0; i < 4; i += 1) await send(backend, VALID, spent);
    expect((await send(backend, VALID, newClient())).status).toBe(200);
  });
});

describe('while the SMTP server is down', () => {
  let downed: TestBackend;
  beforeAll(async () => {
    downed = await startBackend({ deadSmtp: true });
  });
  afterAll(() => downed?.stop());

  test('a contact message is still stored and the sender is told it arrived', async () => {
    const client = newClient();
    const response = await send(downed, VALID, client);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, notified: false });
    expect(await storedFrom(downed, client)).toHaveLength(1);
  });
});
