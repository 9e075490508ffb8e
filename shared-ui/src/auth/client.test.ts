import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, configureBackend } from '../backend';
import { FAKE_POCKETBASE_URL, fakePocketBase, fakeToken, userRecord } from '../test-support/fake-pocketbase';
import { authErrorMessage, authLinkDetails, confirmPasswordReset, confirmVerification, requestPasswordReset, signIn, signUp } from './index';

const USERS = '/api/collections/users';

beforeEach(async () => {
  localStorage.clear();
  configureBackend(FAKE_POCKETBASE_URL);
  (await backend()).authStore.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A sign-in endpoint that knows one account. */
function acceptOnly(email: string, password: string) {
  return ({ body }: { body: Record<string, unknown> }) =>
    body['identity'] === email && body['password'] === password
      ? { status: 200, json: { token: fakeToken({ id: 'u1', email }), record: userRecord('u1', email) } }
      : { status: 400, json: { code: 400, message: 'Failed to authenticate.', data: {} } };
}

describe('signIn', () => {
  it('signs in with the e-mail trimmed and lower-cased, and fills the auth store', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/auth-with-password`]: acceptOnly('ann@example.com', 'Str0ng!Pass') });
    await signIn('  Ann@Example.com ', 'Str0ng!Pass');
    expect(server.requests[0]?.body).toEqual({ identity: 'ann@example.com', password: 'Str0ng!Pass' });
    expect((await backend()).authStore.isValid).toBe(true);
    expect((await backend()).authStore.model?.['email']).toBe('ann@example.com');
  });

  it('tries the address as typed when an account was stored with capitals', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/auth-with-password`]: acceptOnly('Bob@Example.com', 'Str0ng!Pass') });
    await signIn('Bob@Example.com', 'Str0ng!Pass');
    expect(server.requests.map((r) => r.body['identity'])).toEqual(['bob@example.com', 'Bob@Example.com']);
  });

  it('passes a refusal on, without a second request when the address was typed in lower case', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/auth-with-password`]: acceptOnly('carol@example.com', 'right') });
    await expect(signIn('carol@example.com', 'wrong')).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });

  it("reads a wrong password and an unverified account as the spec's texts", async () => {
    fakePocketBase({
      [`POST ${USERS}/auth-with-password`]: ({ body }) =>
        body['password'] === 'right'
          ? { status: 403, json: { code: 403, message: 'Please verify your account first.', data: {} } }
          : { status: 400, json: { code: 400, message: 'Failed to authenticate.', data: {} } },
    });
    const wrong = await signIn('fred@example.com', 'wrong').catch((error: unknown) => error);
    expect(authErrorMessage(wrong)).toBe('Invalid email or password. Please check your credentials and try again.');
    const unverified = await signIn('fred@example.com', 'right').catch((error: unknown) => error);
    expect(authErrorMessage(unverified)).toBe('Please check your email and click the verification link before signing in.');
  });

  it('reads an unreachable server as a connection error', async () => {
    fakePocketBase({ [`POST ${USERS}/auth-with-password`]: () => ({ status: 0 }) });
    const offline = await signIn('gil@example.com', 'x').catch((error: unknown) => error);
    expect(authErrorMessage(offline)).toBe('Connection error. Please check your internet connection and try again.');
  });

  it('refuses a sixth attempt for one e-mail without asking the server', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/auth-with-password`]: acceptOnly('dan@example.com', 'right') });
    for (let i = 0; i < 5; i += 1) await expect(signIn('dan@example.com', 'wrong')).rejects.toMatchObject({ status: 400 });
    await expect(signIn('DAN@example.com', 'right')).rejects.toThrow('Too many attempts. Please wait 15 minutes before trying again.');
    expect(server.requests).toHaveLength(5);
  });
});

describe('signUp', () => {
  it('creates the user with first_name and last_name, then asks for the verification mail', async () => {
    const server = fakePocketBase({
      [`POST ${USERS}/records`]: ({ body }) => ({ status: 200, json: userRecord('u2', String(body['email']), { verified: false }) }),
      [`POST ${USERS}/request-verification`]: () => ({ status: 204 }),
    });
    await signUp({ firstName: ' Ann ', lastName: 'Lee', email: 'Ann@Example.com', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: `${USERS}/records`,
        body: { email: 'ann@example.com', password: 'Str0ng!Pass', passwordConfirm: 'Str0ng!Pass', first_name: 'Ann', last_name: 'Lee' },
      },
      { method: 'POST', path: `${USERS}/request-verification`, body: { email: 'ann@example.com' } },
    ]);
  });

  it('does not fail a created account because the mail request failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakePocketBase({
      [`POST ${USERS}/records`]: () => ({ status: 200, json: userRecord('u3', 'eve@example.com', { verified: false }) }),
      [`POST ${USERS}/request-verification`]: () => ({ status: 0 }),
    });
    await expect(signUp({ firstName: 'Eve', lastName: 'Lee', email: 'eve@example.com', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('passes on a refused e-mail', async () => {
    fakePocketBase({
      [`POST ${USERS}/records`]: () => ({
        status: 400,
        json: { code: 400, message: 'Failed to create record.', data: { email: { code: 'validation_invalid_email', message: 'The email is invalid or already in use.' } } },
      }),
    });
    await expect(signUp({ firstName: 'Fay', lastName: 'Lee', email: 'fay@example.com', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('password reset and verification', () => {
  it('requests a reset for the normalised address', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/request-password-reset`]: () => ({ status: 204 }) });
    await requestPasswordReset(' Gus@Example.com');
    expect(server.requests[0]?.body).toEqual({ email: 'gus@example.com' });
  });

  it('confirms a reset with the token and both passwords', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/confirm-password-reset`]: () => ({ status: 204 }) });
    await confirmPasswordReset('tok', 'N3w!Passw0rd', 'N3w!Passw0rd');
    expect(server.requests[0]?.body).toEqual({ token: 'tok', password: 'N3w!Passw0rd', passwordConfirm: 'N3w!Passw0rd' });
  });

  it('confirms a verification with the token', async () => {
    const server = fakePocketBase({ [`POST ${USERS}/confirm-verification`]: () => ({ status: 204 }) });
    const token = fakeToken({ id: 'u4', email: 'hal@example.com' });
    await confirmVerification(token);
    expect(server.requests[0]?.body).toEqual({ token });
  });
});

describe('authLinkDetails', () => {
  it('reads the e-mail, the user and the expiry of a mail link token', () => {
    expect(authLinkDetails(fakeToken({ id: 'u5', email: 'ida@example.com' }, 60))).toEqual({ email: 'ida@example.com', userId: 'u5', expired: false });
    expect(authLinkDetails(fakeToken({ id: 'u5', email: 'ida@example.com' }, -1)).expired).toBe(true);
  });

  it('treats a token it cannot read as expired', () => {
    expect(authLinkDetails('not-a-token')).toEqual({ email: null, userId: null, expired: true });
  });
});
