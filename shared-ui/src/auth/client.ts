import { ClientResponseError, getTokenPayload } from 'pocketbase';
// By package name, not '../backend': this module travels in the 'shared-ui/forms' singleton, and a
// relative import would bundle a second, never-configured copy of the client there.
import { backend } from 'shared-ui';
import { createAttemptLimiter } from './rate-limit';

/**
 * The auth calls of the site (docs/rules.md#calls), over the one PocketBase client. Each throws what it fails
 * with; `authErrorToast(error, operation)` turns that into the spec's toast. Calls that name an
 * e-mail are limited to 5 attempts per 15 minutes per address and operation (docs/rules.md#limits).
 */
const limiter = createAttemptLimiter();

/**
 * E-mail addresses are stored lower-case: PocketBase 0.22 compares them case-sensitively, so
 * "Ann@x.com" and "ann@x.com" would otherwise be two accounts (profiles are kept lower-case too).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const users = async () => (await backend()).collection('users');

function isRefusedCredentials(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 400;
}

/** Signs in with e-mail and password; the session store follows the auth store by itself. */
export async function signIn(email: string, password: string): Promise<void> {
  const address = normalizeEmail(email);
  const key = `signIn:${address}`;
  limiter.attempt(key);
  try {
    await (await users()).authWithPassword(address, password);
  } catch (error) {
    // An account created elsewhere (an operator, the API) may hold capitals: try it as typed.
    const typed = email.trim();
    if (!isRefusedCredentials(error) || typed === address) throw error;
    await (await users()).authWithPassword(typed, password);
  }
  limiter.reset(key);
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Creates the account (docs/rules.md#calls: profile metadata first_name, last_name) and asks for the
 * verification mail: PocketBase does not send it on sign-up by itself.
 */
export async function signUp(details: SignUpDetails): Promise<void> {
  const email = normalizeEmail(details.email);
  limiter.attempt(`signUp:${email}`);
  await (await users()).create({
    email,
    password: details.password,
    passwordConfirm: details.confirmPassword,
    first_name: details.firstName.trim(),
    last_name: details.lastName.trim(),
  });
  try {
    await (await users()).requestVerification(email);
  } catch (error) {
    // The account exists now; signing in will say the e-mail is unverified and offer to resend.
    console.error('The verification mail could not be requested', error);
  }
}

/** Sends the verification mail again (PocketBase answers 204 whether or not the address exists). */
export async function requestVerification(email: string): Promise<void> {
  const address = normalizeEmail(email);
  limiter.attempt(`verification:${address}`);
  await (await users()).requestVerification(address);
}

/** docs/rules.md#calls, reset password: mails a link to /auth (PocketBase answers 204 for any address). */
export async function requestPasswordReset(email: string): Promise<void> {
  const address = normalizeEmail(email);
  limiter.attempt(`reset:${address}`);
  await (await users()).requestPasswordReset(address);
}

/** Completes the link of a verification mail. */
export async function confirmVerification(token: string): Promise<void> {
  await (await users()).confirmVerification(token);
}

/** Completes the link of a reset mail; every older reset token stops working. */
export async function confirmPasswordReset(token: string, password: string, confirmPassword: string): Promise<void> {
  await (await users()).confirmPasswordReset(token, password, confirmPassword);
}

/**
 * What a mail link's token says about itself (read, not trusted: the server checks the
 * signature): the e-mail to suggest when asking again, whose session a reset ends, and whether
 * it has expired already.
 */
export function authLinkDetails(token: string, now: number = Date.now()): { email: string | null; userId: string | null; expired: boolean } {
  const payload = getTokenPayload(token);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const expiresAt = typeof payload['exp'] === 'number' ? payload['exp'] * 1000 : 0;
  return { email: text(payload['email']), userId: text(payload['id']), expired: expiresAt <= now };
}

/** The query parameters of the mail links (pocketbase/pb_migrations/1732190007_settings.js). */
export const authLinkParams = {
  verify: 'verify_token',
  reset: 'reset_token',
  /** docs/rules.md#auth: marks a return from e-mail verification. */
  verified: 'verified',
} as const;
