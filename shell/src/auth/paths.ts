import { authLinkParams } from 'shared-ui/forms';

/** Where the auth page sends itself; the mail links' parameters are the server's (authLinkParams). */
export const authPaths = {
  verified: `/auth?${authLinkParams.verified}=true`,
  signIn: '/auth?tab=signin',
  /** docs/rules.md#auth: a signed-in user with nowhere else to go. */
  afterSignIn: '/dashboard',
} as const;

/** What the auth page carries in history state between its own steps, and from RequireSession. */
export interface AuthLocationState {
  /** docs/rules.md#auth: the page a visitor was sent away from. */
  from?: string;
  /** An e-mail to fill in (from a mail link's token). */
  email?: string | null;
  /** The password was just reset from a mail link. */
  passwordReset?: boolean;
  /** Open the forgot-password panel (an expired reset link asked for a new one). */
  forgotPassword?: boolean;
}

export function readAuthState(state: unknown): AuthLocationState {
  return state && typeof state === 'object' ? (state as AuthLocationState) : {};
}

/**
 * Where a signed-in user goes: the page they came from, if it is a path of this site (never an
 * absolute or protocol-relative URL, never /auth itself), otherwise the dashboard.
 */
export function destinationAfterSignIn(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return authPaths.afterSignIn;
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/auth/')) return authPaths.afterSignIn;
  return from;
}
