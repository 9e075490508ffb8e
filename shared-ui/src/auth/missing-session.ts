import { requestPath } from './request-path';

/**
 * The HTTP status of an error the PocketBase SDK threw (0: no answer), or undefined for any other
 * error. Read from the error's shape, not by `instanceof ClientResponseError`: the session store
 * (in the main 'shared-ui' entry) must not load the SDK to look at an error.
 */
export function responseStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error) || !('response' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * docs/rules.md#errors: a missing session ('Auth session missing!', session_not_found) is a normal state, not a
 * failure. PocketBase says it by refusing a token refresh with 401 (token expired or revoked) or
 * 404 (its user is gone). Kept apart from the error table: the session store needs only this.
 */
export function isMissingSessionError(error: unknown): boolean {
  const status = responseStatus(error);
  if ((status === 401 || status === 404) && requestPath(error as { url?: unknown }).endsWith('/auth-refresh')) return true;
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : '';
  return message === 'Auth session missing!' || message.includes('session_not_found');
}
