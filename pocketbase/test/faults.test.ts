// Faults survived, nothing lost: the mail server goes down in the middle of a
// run. Sign-up, password reset and the contact form must still store what they were given, answer
// clearly, and the mails must be obtainable once the mail server is back. (The certificate-issue
// mail is covered by holder-mail-failure.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listMails, startMailDev, type RunningMailDev } from '../src/index.ts';
import { APP_URL, STRONG_PASSWORD, http, linkIn, startBackend, uniqueEmail, waitForMail, type TestBackend } from './support.ts';

let backend: TestBackend;
let ports: { smtpPort: number; webPort: number };
let revived: RunningMailDev | undefined;

beforeAll(async () => {
  backend = await startBackend({ mail: true, verifyRateLimit: 100 });
  ports = { smtpPort: backend.mail!.smtpPort, webPort: backend.mail!.webPort };
});
afterAll(async () => {
  await revived?.stop();
  await backend?.stop();
});

describe('the mail server stops, then comes back on the same address', () => {
  const signUpEmail = uniqueEmail('mailless');
  const resetEmail = uniqueEmail('reset');
  let contactId = '';

  test('while it is down: the account is stored, the requests answer, the contact message is stored and says it was not sent', async () => {
    const pb = backend.visitor();
    // An account that exists before the outage, for the password reset.
    await (await backend.superuser()).collection('users').create({
      email: resetEmail, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Reset', last_name: 'Later', verified: true,
    });
    await backend.mail!.stop();

    const created = await pb.collection('users').create({
      email: signUpEmail, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Mail', last_name: 'Less',
    });
    expect(created.id).toBeTruthy();
    // PocketBase 0.22 sends these mails after answering, so the answer is the same as usual: the
    // pages tell the user to check their inbox and offer to send the mail again.
    await expect(pb.collection('users').requestVerification(signUpEmail)).resolves.toBe(true);
    await expect(pb.collection('users').requestPasswordReset(resetEmail)).resolves.toBe(true);

    const contact = await http('POST', `${backend.url}/api/gx/contact`, {
      localAddress: '127.0.50.1',
      body: { name: 'Mail Down', email: 'mail.down@example.com', message: 'Please call me back about a course.' },
    });
    expect(contact.status).toBe(200);
    expect(contact.json()).toMatchObject({ ok: true, notified: false });
    contactId = String(contact.json()['id']);

    const root = await backend.superuser();
    const stored = await root.collection('users').getOne(created.id);
    expect(stored['email']).toBe(signUpEmail);
    expect(stored['verified']).toBe(false);
    expect((await root.collection('contact_messages').getOne(contactId))['message']).toBe('Please call me back about a course.');
  });

  test('once it is back: asking again delivers the verification and the reset mails at once, and the message is still there', async () => {
    revived = await startMailDev(ports);
    expect(await listMails(revived.webUrl)).toEqual([]);
    const pb = backend.visitor();
    // The mails asked for while it was down wait in the outbox; /auth's "try again" sends them now
    // (the outbox's job would within a minute).
    for (const [kind, email] of [['verification', signUpEmail], ['password_reset', resetEmail]] as const) {
      const retried = await http('POST', `${backend.url}/api/gx/auth-mail/retry`, { body: { kind, email } });
      expect(retried.json()).toEqual({ failed: false });
    }

    const verification = await waitForMail(revived.webUrl, signUpEmail, /Verify/);
    const token = linkIn(verification, `${APP_URL}/auth?`).searchParams.get('verify_token')!;
    await pb.collection('users').confirmVerification(token);
    expect((await pb.collection('users').authWithPassword(signUpEmail, STRONG_PASSWORD)).record['verified']).toBe(true);

    const reset = await waitForMail(revived.webUrl, resetEmail, /password/i);
    expect(linkIn(reset, `${APP_URL}/auth?`).searchParams.get('reset_token')).toBeTruthy();

    const root = await backend.superuser();
    expect((await root.collection('contact_messages').getOne(contactId))['email']).toBe('mail.down@example.com');
  });
});
