import { ClientResponseError } from 'pocketbase';
import { AuthRateLimitError } from './rate-limit';
import { requestPath } from './request-path';

export { isMissingSessionError } from './missing-session';

/** docs/rules.md#errors: the texts of the auth error catalogue, word for word. */
export const authMessages = {
  connection: 'Connection error. Please check your internet connection and try again.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  emailNotConfirmed: 'Please check your email and click the verification link before signing in.',
  signupDisabled: 'New registrations are currently disabled.',
  invalidEmail: 'Please enter a valid email address.',
  unknown: 'An unknown error occurred',
  unexpected: 'An unexpected error occurred. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  // Not in the catalogue: PocketBase's answers to a verification or reset link that has expired
  // or was used already (the hosted backend sent such visitors to an error page instead).
  verificationLinkInvalid: 'This verification link has expired or has already been used. Please ask for a new one.',
  resetLinkInvalid: 'This password reset link has expired or has already been used. Please ask for a new one.',
} as const;

/** docs/rules.md#errors: toast titles. */
export const authToastTitles = {
  signIn: 'Sign in failed',
  signUp: 'Account creation failed',
  reset: 'Password reset failed',
  verification: 'Email verification failed',
  connection: 'Connection Error',
} as const;

export type AuthOperation = 'signIn' | 'signUp' | 'reset' | 'verification';

interface FieldError {
  code?: unknown;
  message?: unknown;
}

/** The field errors PocketBase puts under `data` of a 400 answer. */
function fieldErrors(error: ClientResponseError): Record<string, FieldError> {
  const data: unknown = error.response?.['data'];
  return data && typeof data === 'object' ? (data as Record<string, FieldError>) : {};
}

/** docs/rules.md#errors "by message content": the hosted backend's texts, and PocketBase's equivalents. */
function byMessageContent(message: string): string | null {
  if (/fetch|network/i.test(message)) return authMessages.connection;
  if (/invalid login credentials|failed to authenticate/i.test(message)) return authMessages.invalidCredentials;
  if (/user already registered|already been registered|already exists/i.test(message)) return authMessages.alreadyRegistered;
  if (/at least 6 characters/i.test(message)) return authMessages.passwordTooShort;
  if (/email not confirmed|verify your account/i.test(message)) return authMessages.emailNotConfirmed;
  if (/signups? (?:are )?(?:not allowed|disabled)/i.test(message)) return authMessages.signupDisabled;
  if (/invalid email|valid email address/i.test(message)) return authMessages.invalidEmail;
  return null;
}

/** A PocketBase answer (or a failure to get one) mapped onto the catalogue. */
function pocketBaseMessage(error: ClientResponseError): string {
  // Status 0: no answer at all (offline, server down, CORS refused).
  if (error.status === 0) return authMessages.connection;
  const path = requestPath(error);
  const fields = fieldErrors(error);

  if (path.endsWith('/auth-with-password')) {
    // With onlyVerified, PocketBase refuses a correct password of an unverified user with 403;
    // any wrong identity or password is one 400 "Failed to authenticate.".
    if (error.status === 403) return authMessages.emailNotConfirmed;
    if (error.status === 400) return authMessages.invalidCredentials;
  }
  if (path.endsWith('/records')) {
    // Sign-up: the e-mail passed our rules, so "invalid or already in use" means in use.
    const emailCode = fields['email']?.code;
    if (emailCode === 'validation_invalid_email' || emailCode === 'validation_not_unique') return authMessages.alreadyRegistered;
    if (error.status === 403) return authMessages.signupDisabled;
  }
  if (fields['token']) {
    if (path.endsWith('/confirm-verification')) return authMessages.verificationLinkInvalid;
    if (path.endsWith('/confirm-password-reset')) return authMessages.resetLinkInvalid;
  }
  if (fields['email']?.code === 'validation_is_email') return authMessages.invalidEmail;

  // The server's own rules (pb_hooks/users.pb.js) answer with the spec's texts per field.
  for (const field of Object.values(fields)) {
    if (typeof field?.message === 'string' && field.message !== '') return field.message;
  }
  const message = typeof error.response?.['message'] === 'string' ? (error.response['message'] as string) : '';
  return byMessageContent(message) ?? (message || authMessages.unexpected);
}

/**
 * docs/rules.md#errors: the one mapping from anything an auth call can fail with to the text the user sees,
 * used by sign-in, sign-up, the reset request and the two mail links.
 */
export function authErrorMessage(error: unknown): string {
  if (error === null || error === undefined) return authMessages.unknown;
  if (error instanceof AuthRateLimitError) return error.message;
  if (error instanceof ClientResponseError) return pocketBaseMessage(error);
  // A thrown exception that is not an answer from the server.
  if (error instanceof Error) return /fetch/i.test(error.message) ? authMessages.connection : authMessages.network;
  // An auth error object ({ message, error_description }, docs/rules.md#entities).
  if (typeof error === 'object') {
    const fields = error as { message?: unknown; error_description?: unknown };
    const message = [fields.message, fields.error_description].find((value): value is string => typeof value === 'string' && value !== '');
    if (!message) return authMessages.unexpected;
    return byMessageContent(message) ?? message;
  }
  if (typeof error === 'string' && error !== '') return byMessageContent(error) ?? error;
  return authMessages.unexpected;
}

/** The toast for a failed auth call: the operation's title, or 'Connection Error' when offline. */
export function authErrorToast(error: unknown, operation: AuthOperation): { title: string; message: string } {
  const message = authErrorMessage(error);
  const offline = message === authMessages.connection || message === authMessages.network;
  return { title: offline ? authToastTitles.connection : authToastTitles[operation], message };
}
