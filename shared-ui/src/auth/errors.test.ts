import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { AuthRateLimitError, authErrorMessage, authErrorToast, isMissingSessionError } from './index';

const API = 'http://127.0.0.1:8090/api/collections/users';

/** An error as the PocketBase SDK throws it for an answer (or no answer) of the server. */
function pocketBaseError(path: string, status: number, response: Record<string, unknown> = {}) {
  return new ClientResponseError({ url: `${API}${path}`, status, response });
}

describe('authErrorMessage: one case per row of docs/rules.md#errors', () => {
  it('fetch/network failure: PocketBase got no answer (status 0)', () => {
    const offline = new ClientResponseError({ url: `${API}/auth-with-password`, status: 0, originalError: new TypeError('Failed to fetch') });
    expect(authErrorMessage(offline)).toBe('Connection error. Please check your internet connection and try again.');
    expect(authErrorMessage({ message: 'Failed to fetch' })).toBe('Connection error. Please check your internet connection and try again.');
  });

  it('invalid login credentials: PocketBase 400 "Failed to authenticate."', () => {
    expect(authErrorMessage(pocketBaseError('/auth-with-password', 400, { code: 400, message: 'Failed to authenticate.', data: {} }))).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('user already registered: PocketBase refuses the e-mail on sign-up', () => {
    const taken = pocketBaseError('/records', 400, {
      code: 400,
      message: 'Failed to create record.',
      data: { email: { code: 'validation_invalid_email', message: 'The email is invalid or already in use.' } },
    });
    expect(authErrorMessage(taken)).toBe('An account with this email already exists. Please sign in instead.');
    const notUnique = pocketBaseError('/records', 400, { data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } } });
    expect(authErrorMessage(notUnique)).toBe('An account with this email already exists. Please sign in instead.');
    expect(authErrorMessage({ message: 'User already registered' })).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('password under 6 characters', () => {
    expect(authErrorMessage({ message: 'Password should be at least 6 characters' })).toBe('Password must be at least 6 characters long.');
  });

  it('email not confirmed: PocketBase 403 on password sign-in (onlyVerified)', () => {
    expect(authErrorMessage(pocketBaseError('/auth-with-password', 403, { code: 403, message: 'Please verify your account first.', data: {} }))).toBe(
      'Please check your email and click the verification link before signing in.',
    );
    expect(authErrorMessage({ message: 'Email not confirmed' })).toBe('Please check your email and click the verification link before signing in.');
  });

  it('signup disabled: PocketBase 403 on create', () => {
    expect(authErrorMessage(pocketBaseError('/records', 403, { code: 403, message: 'Only admins can perform this action.', data: {} }))).toBe(
      'New registrations are currently disabled.',
    );
    expect(authErrorMessage({ message: 'Signups not allowed for this instance' })).toBe('New registrations are currently disabled.');
  });

  it('invalid email: PocketBase validation_is_email', () => {
    const invalid = pocketBaseError('/request-password-reset', 400, {
      data: { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } },
    });
    expect(authErrorMessage(invalid)).toBe('Please enter a valid email address.');
    expect(authErrorMessage({ error_description: 'Invalid email' })).toBe('Please enter a valid email address.');
  });

  it('no error object', () => {
    expect(authErrorMessage(null)).toBe('An unknown error occurred');
    expect(authErrorMessage(undefined)).toBe('An unknown error occurred');
  });

  it('otherwise the raw message: the server rule that refused a field', () => {
    const weak = pocketBaseError('/confirm-password-reset', 400, {
      message: 'Failed to reset the password.',
      data: { password: { code: 'password_no_special', message: 'Password must contain at least one special character' } },
    });
    expect(authErrorMessage(weak)).toBe('Password must contain at least one special character');
    expect(authErrorMessage({ message: 'Something odd happened' })).toBe('Something odd happened');
    expect(authErrorMessage(pocketBaseError('/records', 500, { message: 'Something went wrong.' }))).toBe('Something went wrong.');
  });

  it('otherwise, with no message at all, the unexpected-error text', () => {
    expect(authErrorMessage({})).toBe('An unexpected error occurred. Please try again.');
    expect(authErrorMessage(pocketBaseError('/records', 500, {}))).toBe('An unexpected error occurred. Please try again.');
  });

  it('thrown exceptions', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Network error. Please check your connection and try again.');
    expect(authErrorMessage(new RangeError('bad'))).toBe('Network error. Please check your connection and try again.');
  });

  it('the client-side rate limit', () => {
    expect(authErrorMessage(new AuthRateLimitError(14 * 60_000 + 1))).toBe('Too many attempts. Please wait 15 minutes before trying again.');
  });

  it('expired or used mail links', () => {
    const expired = { data: { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } } };
    expect(authErrorMessage(pocketBaseError('/confirm-verification', 400, expired))).toBe(
      'This verification link has expired or has already been used. Please ask for a new one.',
    );
    expect(authErrorMessage(pocketBaseError('/confirm-password-reset', 400, expired))).toBe(
      'This password reset link has expired or has already been used. Please ask for a new one.',
    );
  });
});

describe('authErrorToast: docs/rules.md#errors titles', () => {
  const wrong = pocketBaseError('/auth-with-password', 400, { message: 'Failed to authenticate.' });
  it.each([
    ['signIn', 'Sign in failed'],
    ['signUp', 'Account creation failed'],
    ['reset', 'Password reset failed'],
  ] as const)('%s failures are titled %s', (operation, title) => {
    expect(authErrorToast(wrong, operation).title).toBe(title);
  });

  it("connection failures are titled 'Connection Error' whatever the operation", () => {
    const offline = new ClientResponseError({ url: `${API}/records`, status: 0 });
    expect(authErrorToast(offline, 'signUp')).toEqual({
      title: 'Connection Error',
      message: 'Connection error. Please check your internet connection and try again.',
    });
    expect(authErrorToast(new Error('boom'), 'signIn').title).toBe('Connection Error');
  });
});

describe('isMissingSessionError: a missing session is normal (docs/rules.md#errors)', () => {
  it.each([
    [{ message: 'Auth session missing!' }],
    [{ message: 'error code: session_not_found' }],
    [pocketBaseError('/auth-refresh', 401, { message: 'The request requires valid record authorization token to be set.' })],
    [pocketBaseError('/auth-refresh', 404, { message: 'Missing auth record context.' })],
  ])('recognises %j', (error) => {
    expect(isMissingSessionError(error)).toBe(true);
  });

  it('does not excuse other failures', () => {
    expect(isMissingSessionError(pocketBaseError('/auth-refresh', 500, { message: 'Something went wrong.' }))).toBe(false);
    expect(isMissingSessionError(pocketBaseError('/auth-with-password', 400, { message: 'Failed to authenticate.' }))).toBe(false);
    expect(isMissingSessionError(new Error('boom'))).toBe(false);
  });
});
