// Sign-up, verification, sign-in and password reset through the SDK, with mail caught by MailDev;
// the docs/rules.md#validation rules on names, e-mail and password enforced by the server; profiles kept in step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Agent } from 'node:http';
import {
  APP_URL,
  STRONG_PASSWORD,
  atOnce,
  createAccount,
  createUser,
  errorOf,
  http,
  linkIn,
  startBackend,
  statusOf,
  uniqueEmail,
  waitForMail,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ mail: true });
});
afterAll(() => backend?.stop());

function signUp(fields: Record<string, unknown>) {
  return backend.visitor().collection('users').create({
    email: uniqueEmail('signup'),
    password: STRONG_PASSWORD,
    passwordConfirm: STRONG_PASSWORD,
    first_name: 'Asha',
    last_name: 'Rao',
    ...fields,
  });
}

async function profileOf(userId: string) {
  const root = await backend.superuser();
  return root.collection('profiles').getFirstListItem(root.filter('user = {:userId}', { userId }));
}

describe('sign-up and verification', () => {
  test('a sign-up and a verification request deliver a mail naming the company, linking to /auth', async () => {
    const email = uniqueEmail('verify');
    await signUp({ email });
    await backend.visitor().collection('users').requestVerification(email);

    const mail = await waitForMail(backend.mail!.webUrl, email);
    expect(mail.subject).toBe('Verify your GX account');
    expect(mail.html).toContain('GX Academy');
    const link = linkIn(mail, `${APP_URL}/auth?`);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('verify_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('confirming the token from the mail verifies the account, then sign-in works', async () => {
    const email = uniqueEmail('confirm');
    await signUp({ email });
    const pb = backend.visitor();
    await pb.collection('users').requestVerification(email);
    const token = linkIn(await waitForMail(backend.mail!.webUrl, email), `${APP_URL}/auth?`).searchParams.get('verify_token')!;

    await pb.collection('users').confirmVerification(token);
    const auth = await pb.collection('users').authWithPassword(email, STRONG_PASSWORD);
    expect(auth.record['verified']).toBe(true);
    expect(auth.record['first_name']).toBe('Asha');
  });

  test('attack: sign-in before verification is refused', async () => {
    const email = uniqueEmail('unverified');
    await signUp({ email });
    const error = await errorOf(backend.visitor().collection('users').authWithPassword(email, STRONG_PASSWORD));
    expect(error.status).toBe(403);
    expect(error.response['message']).toBe('Please verify your account first.');
  });

  test('attack: a sign-up cannot mark itself verified', async () => {
    const email = uniqueEmail('selfverified');
    const error = await errorOf(signUp({ email, verified: true }));
    expect(error.response['data']['verified']['code']).toBe('validation_in_invalid');
    const root = await backend.superuser();
    expect(await root.collection('users').getFullList({ filter: root.filter('email = {:email}', { email }) })).toEqual([]);
    expect(await statusOf(backend.visitor().collection('users').authWithPassword(email, STRONG_PASSWORD))).toBe(400);
  });

  test('names with accents, hyphens and apostrophes are accepted and stored trimmed', async () => {
    const created = await signUp({ first_name: '  José ', last_name: "O'Neil-Smith" });
    expect(created['first_name']).toBe('José');
    expect(created['last_name']).toBe("O'Neil-Smith");
  });
});

describe('e-mail addresses', () => {
  test('are stored in lower case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('Mixed.Case', 'Mixed.CASE');
    const created = await signUp({ email });
    const root = await backend.superuser();
    expect((await root.collection('users').getOne(created.id))['email']).toBe(email.toLowerCase());
  });

  test('attack: registering an address already taken in another case is refused', async () => {
    const email = uniqueEmail('taken');
    await signUp({ email });
    const error = await errorOf(signUp({ email: email.toUpperCase() }));
    expect(error.response['data']['email']).toEqual({
      code: 'validation_invalid_email',
      message: 'The email is invalid or already in use.',
    });
  });
});

describe('the docs/rules.md#validation rules, enforced by the server with the spec messages', () => {
  test.each([
    ['Short#1', 'password_too_short', 'Password must be at least 8 characters long'],
    [`Aa1!${'x'.repeat(125)}`, 'password_too_long', 'Password is too long (max 128 characters)'],
    [`Aa1!${'x'.repeat(80)}`, 'password_too_many_bytes', 'Password is too long (max 72 bytes; accented and non-Latin characters count as 2 to 4 bytes each)'],
    ['lower#case1', 'password_no_uppercase', 'Password must contain at least one uppercase letter'],
    ['UPPER#CASE1', 'password_no_lowercase', 'Password must contain at least one lowercase letter'],
    ['No#Numbers', 'password_no_number', 'Password must contain at least one number'],
    ['NoSpecial1', 'password_no_special', 'Password must contain at least one special character'],
    ['PassWord123', 'password_too_common', 'This password is too common. Please choose a different one'],
  ])('the sign-up password %j is refused (%s)', async (password, code, message) => {
    const error = await errorOf(signUp({ password, passwordConfirm: password }));
    expect(error.status).toBe(400);
    expect(error.response['data']['password']).toEqual({ code, message });
  });

  test('a confirmation that differs from the password is refused', async () => {
    const error = await errorOf(signUp({ passwordConfirm: 'Other#Pass123' }));
    expect(error.response['data']['passwordConfirm']).toEqual({
      code: 'passwords_mismatch',
      message: 'Passwords do not match.',
    });
  });

  test.each([
    ['', 'name_required', 'First name is required'],
    ['A'.repeat(51), 'name_too_long', 'First name is too long (max 50 characters)'],
    ['<script>alert(1)</script>', 'name_invalid_characters', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    ['R2D2', 'name_invalid_characters', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
  ])('the first name %j is refused (%s)', async (firstName, code, message) => {
    const error = await errorOf(signUp({ first_name: firstName }));
    expect(error.response['data']['first_name']).toEqual({ code, message });
  });

  test('a last name with script-like content is refused with its label', async () => {
    const error = await errorOf(signUp({ last_name: 'javascript:alert(1)' }));
    expect(error.response['data']['last_name']).toEqual({
      code: 'name_invalid_characters',
      message: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
    });
  });

  test.each([
    ['', 'email_required', 'Email is required'],
    ['not-an-address', 'email_invalid', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@x.io`, 'email_too_long', 'Email address is too long'],
    ["o'brien@example.com", 'email_invalid_characters', 'Email contains invalid characters'],
    ['a&b@example.com', 'email_invalid_characters', 'Email contains invalid characters'],
  ])('the e-mail %j is refused (%s)', async (email, code, message) => {
    const error = await errorOf(signUp({ email }));
    expect(error.response['data']['email']).toEqual({ code, message });
  });

  test('a signed-in user changing their password must follow the same rules', async () => {
    const { id, pb } = await createAccount(backend, { email: uniqueEmail('changer') });
    const error = await errorOf(
      pb.collection('users').update(id, { oldPassword: STRONG_PASSWORD, password: 'password', passwordConfirm: 'password' }),
    );
    expect(error.response['data']['password']['code']).toBe('password_too_common');
  });
});

describe('password reset', () => {
  test('the reset mail links to /auth with a reset token; the new password must follow the rules', async () => {
    const { email } = await createUser(backend, { email: uniqueEmail('reset') });
    const pb = backend.visitor();
    await pb.collection('users').requestPasswordReset(email);
    const mail = await waitForMail(backend.mail!.webUrl, email, /password/i);
    expect(mail.subject).toBe('Reset your GX password');
    const token = linkIn(mail, `${APP_URL}/auth?`).searchParams.get('reset_token')!;
    expect(token).toBeTruthy();

    const weak = await errorOf(pb.collection('users').confirmPasswordReset(token, 'weakpass', 'weakpass'));
    expect(weak.response['data']['password']['code']).toBe('password_no_uppercase');

    await pb.collection('users').confirmPasswordReset(token, 'Renewed#Pass456', 'Renewed#Pass456');
    expect(await statusOf(pb.collection('users').authWithPassword(email, STRONG_PASSWORD))).toBe(400);
    await pb.collection('users').authWithPassword(email, 'Renewed#Pass456');
    expect(pb.authStore.isValid).toBe(true);
  });
});

describe('profiles follow users', () => {
  test('a sign-up creates the profile with the e-mail and the names', async () => {
    const email = uniqueEmail('Profile').replace('Profile', 'PROFILE');
    const created = await signUp({ email, first_name: 'Meera', last_name: 'Iyer' });
    const profile = await profileOf(created.id);
    expect(profile).toMatchObject({ email: email.toLowerCase(), first_name: 'Meera', last_name: 'Iyer' });
  });

  test('a change of names reaches the profile', async () => {
    const { id, pb } = await createAccount(backend, { email: uniqueEmail('rename'), firstName: 'Old', lastName: 'Name' });
    await pb.collection('users').update(id, { first_name: 'New', last_name: 'Surname' });
    expect(await profileOf(id)).toMatchObject({ first_name: 'New', last_name: 'Surname' });
  });

  test('a change of e-mail reaches the profile', async () => {
    const root = await backend.superuser();
    const user = await signUp({});
    const changed = uniqueEmail('Changed');
    await root.collection('users').update(user.id, { email: changed });
    expect((await profileOf(user.id))['email']).toBe(changed.toLowerCase());
  });

  test('deleting a user deletes the profile', async () => {
    const root = await backend.superuser();
    const user = await signUp({});
    const profile = await profileOf(user.id);
    await root.collection('users').delete(user.id);
    expect(await statusOf(root.collection('profiles').getOne(profile.id))).toBe(404);
  });
});

describe('the sign-in limit', () => {
  async function failSignIn(email: string, from: string, agent?: Agent) {
    return http('POST', `${backend.url}/api/collections/users/auth-with-password`, {
      body: { identity: email, password: 'Wrong#Pass999' },
      localAddress: from,
      ...(agent ? { agent } : {}),
    });
  }

  /** The e-mail of a fresh verified account for a guesser to aim at. */
  const guessed = async (name: string) => (await createUser(backend, { email: uniqueEmail(name) })).email;

  test('attack: password guessing past five failures in 15 minutes is refused, even with the right password', async () => {
    const email = await guessed('guessed');
    for (let i = 0; i < 5; i += 1) expect((await failSignIn(email, '127.0.2.1')).status).toBe(400);

    const right = await http('POST', `${backend.url}/api/collections/users/auth-with-password`, {
      body: { identity: email.toUpperCase(), password: STRONG_PASSWORD },
      localAddress: '127.0.2.1',
    });
    expect(right.status).toBe(429);
    expect(right.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Too many attempts. Please wait 15 minutes before trying again.',
      retry_after_minutes: 15,
    });

    // Another address is not locked out by the guesser.
    const elsewhere = await http('POST', `${backend.url}/api/collections/users/auth-with-password`, {
      body: { identity: email, password: STRONG_PASSWORD },
      localAddress: '127.0.2.2',
    });
    expect(elsewhere.status).toBe(200);
  });

  test('attack: 200 wrong passwords sent at once from one address get five checked', async () => {
    const email = await guessed('flooded');
    const answers = await atOnce(backend.url, 200, '127.0.2.3', (agent) => failSignIn(email, '127.0.2.3', agent));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(195);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        title: 'Too many attempts',
        message: 'Too many attempts. Please wait 15 minutes before trying again.',
      });
    }
  });

  test('a successful sign-in does not count against the limit', async () => {
    const email = await guessed('remembered');
    const signIn = (password: string) =>
      http('POST', `${backend.url}/api/collections/users/auth-with-password`, {
        body: { identity: email, password },
        localAddress: '127.0.2.4',
      });
    for (let i = 0; i < 4; i += 1) expect((await failSignIn(email, '127.0.2.4')).status).toBe(400);
    expect((await signIn(STRONG_PASSWORD)).status).toBe(200);
    expect((await signIn(STRONG_PASSWORD)).status).toBe(200);
    expect((await failSignIn(email, '127.0.2.4')).status).toBe(400);
    expect((await signIn(STRONG_PASSWORD)).status).toBe(429);
  });
});
