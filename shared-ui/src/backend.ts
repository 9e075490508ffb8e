import PocketBase from 'pocketbase';

/**
 * The one PocketBase client of the page. shared-ui is a Module Federation singleton, so the shell
 * and every remote hold this same instance (and so the same auth store).
 */
let client: PocketBase | null = null;

/** Called once at start-up with the URL from /runtime-config.json. */
export function configureBackend(url: string): PocketBase {
  if (client && client.baseUrl === url) return client;
  client = new PocketBase(url);
  // Several components may ask for the same list at once; PocketBase's auto-cancellation would
  // abort all but the last, which reads to a user as a random failure.
  client.autoCancellation(false);
  return client;
}

export function backend(): PocketBase {
  if (!client) throw new Error('The backend is not configured: call configureBackend() at start-up.');
  return client;
}
