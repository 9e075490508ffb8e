import { ClientResponseError } from 'pocketbase';
import { requestPath } from './request-path';

/**
 * Spec §8: a missing session ('Auth session missing!', session_not_found) is a normal state, not a
 * failure. PocketBase says it by refusing a token refresh with 401 (token expired or revoked) or
 * 404 (its user is gone). Kept apart from the error table: the session store (in the main
 * 'shared-ui' entry) needs only this.
 */
export function isMissingSessionError(error: unknown): boolean {
  if (error instanceof ClientResponseError) {
    if (requestPath(error).endsWith('/auth-refresh') && (error.status === 401 || error.status === 404)) return true;
  }
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : '';
  return message === 'Auth session missing!' || message.includes('session_not_found');
}
