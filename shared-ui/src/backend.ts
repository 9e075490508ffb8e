import type PocketBase from 'pocketbase';

/**
 * The one PocketBase client of the page. shared-ui is a Module Federation singleton, so the shell
 * and every remote hold this same instance (and so the same auth store).
 *
 * The SDK (about 9 KB gzip) is loaded on first use, not with the page: a visitor who is not signed
 * in and reads a page that sends nothing never needs it. The session store loads it at start-up
 * only when a session was stored (see session.ts); a form, a list or a sign-in loads it when it
 * first calls the backend.
 */

/** Where the SDK's auth store keeps the session (the SDK's default key, named here). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

let baseUrl: string | null = null;
let client: PocketBase | null = null;
let loading: Promise<PocketBase> | null = null;
const followers = new Set<(client: PocketBase) => void>();

/** Called once at start-up with the URL from /runtime-config.json. Loads nothing. */
export function configureBackend(url: string): void {
  if (url === baseUrl) return;
  baseUrl = url;
  client = null;
  loading = null;
}

/** An absolute address on the backend, for a link's href, without loading the SDK. */
export function backendUrl(path: string): string {
  return `${(baseUrl ?? '').replace(/\/+$/, '')}${path}`;
}

/** The client, loading the SDK on first use. */
export function backend(): Promise<PocketBase> {
  if (client) return Promise.resolve(client);
  if (!baseUrl) return Promise.reject(new Error('The backend is not configured: call configureBackend() at start-up.'));
  const url = baseUrl;
  loading ??= import('pocketbase').then(
    ({ default: PocketBaseClient, LocalAuthStore }) => {
      const created = new PocketBaseClient(url, new LocalAuthStore(AUTH_STORAGE_KEY));
      // Several components may ask for the same list at once; PocketBase's auto-cancellation would
      // abort all but the last, which reads to a user as a random failure.
      created.autoCancellation(false);
      client = created;
      for (const follow of followers) follow(created);
      return created;
    },
    (error: unknown) => {
      // A later call tries again (the network was down).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The client if the SDK has been loaded, without loading it. */
export function loadedBackend(): PocketBase | null {
  return client;
}

/**
 * Calls `follow` with the client as soon as it exists (at once if it does). The session store
 * follows the auth store this way, whichever part of the page loads the SDK first.
 */
export function whenBackendLoads(follow: (client: PocketBase) => void): () => void {
  followers.add(follow);
  if (client) follow(client);
  return () => void followers.delete(follow);
}

/** Whether an earlier visit stored a session in this browser (read without the SDK). */
export function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, a policy): the SDK keeps the session in memory only.
    return false;
  }
}
