import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from 'shared-ui';

const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'We would like a workshop for Class 10.' };

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fresh copy of the module, so that each test starts with an empty rate limiter. */
async function freshSubmission() {
  vi.resetModules();
  // The fresh module graph has its own shared-ui (and PocketBase client) to configure.
  const { configureBackend } = await import('shared-ui');
  configureBackend('http://pocketbase.test');
  return import('./contact-submission');
}

describe('submitContactMessage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => respond(200, { ok: true, id: 'abc', notified: true }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('posts the escaped message and its source to the contact route', async () => {
    const { submitContactMessage } = await freshSubmission();
    const result = await submitContactMessage({ ...message, message: 'Tom & Jerry <3 our "workshops"' }, 'gx-academy');
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://pocketbase.test/api/gx/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '',
      message: 'Tom &amp; Jerry &lt;3 our &quot;workshops&quot;',
      source: 'gx-academy',
    });
  });

  it('refuses a fourth submission within ten minutes without calling the server', async () => {
    const { submitContactMessage } = await freshSubmission();
    for (let sent = 0; sent < 3; sent += 1) expect((await submitContactMessage(message, 'contact')).ok).toBe(true);
    const fourth = await submitContactMessage(message, 'contact');
    expect(fourth).toEqual({ ok: false, title: 'Too many attempts', message: 'Please wait 10 minutes before submitting again.' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the server’s wait when the server refuses with 429', async () => {
    fetchMock.mockResolvedValueOnce(respond(429, { code: 429, error: 'rate_limited', title: 'Too many attempts', message: 'x', retry_after_minutes: 7 }));
    const { submitContactMessage } = await freshSubmission();
    expect(await submitContactMessage(message, 'contact')).toEqual({
      ok: false,
      title: 'Too many attempts',
      message: 'Please wait 7 minutes before submitting again.',
    });
  });

  it('passes on the title and text of a validation refusal', async () => {
    fetchMock.mockResolvedValueOnce(respond(400, { code: 400, title: 'Invalid email', message: 'Please enter a valid email address' }));
    const { submitContactMessage } = await freshSubmission();
    expect(await submitContactMessage(message, 'contact')).toEqual({ ok: false, title: 'Invalid email', message: 'Please enter a valid email address' });
  });

  it('names the support address when the server fails or cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(respond(500, { code: 500, message: 'Something broke.' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { submitContactMessage } = await freshSubmission();
    const expected = { ok: false, title: 'Something went wrong', message: `Please try again or contact us directly at ${company.email}` };
    expect(await submitContactMessage(message, 'contact')).toEqual(expected);
    expect(await submitContactMessage(message, 'contact')).toEqual(expected);
  });
});

describe('thankYouPath', () => {
  it('greets the first word of the name', async () => {
    const { thankYouPath } = await freshSubmission();
    expect(thankYouPath('  Asha   Rao ')).toBe('/thank-you?name=Asha');
    expect(thankYouPath('Zoë')).toBe('/thank-you?name=Zo%C3%AB');
  });

  it('leaves the name out when none was given', async () => {
    const { thankYouPath } = await freshSubmission();
    expect(thankYouPath('')).toBe('/thank-you');
    expect(thankYouPath(undefined)).toBe('/thank-you');
  });
});
