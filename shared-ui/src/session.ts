import { create } from 'zustand';
// Types only: the SDK loads on demand (backend.ts), never with this module.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { AUTH_STORAGE_KEY, backend, hasStoredSession, loadedBackend, whenBackendLoads } from './backend';
import { isMissingSessionError, responseStatus } from './auth/missing-session';

export type Role = 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  session: { token: string } | null;
  /** docs/rules.md#states: true until the first auth event, a failed session retrieval, or 5000 ms. */
  loading: boolean;
  /** From the user's role record: none means 'user'; a failed lookup means no role (null). */
  role: Role | null;
  /** The role lookup failed (role stays null): pages that wait on the role offer to retry it. */
  roleLookupFailed: boolean;
}

/** docs/rules.md#limits: the auth loading fallback. */
export const AUTH_LOADING_FALLBACK_MS = 5000;
/** Refresh the user's token this long before it expires (the 0.21 SDK does not do it itself). */
const REFRESH_LEAD_MS = 5 * 60 * 1000;
/** setTimeout fires at once for delays beyond 2^31-1 ms (about 24.8 days): wait in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const useSession = create<SessionState>(() => ({ user: null, session: null, loading: true, role: null, roleLookupFailed: false }));

export const selectIsAdmin = (state: SessionState) => state.role === 'admin';

function toSessionUser(model: RecordModel): SessionUser {
  return {
    id: model.id,
    email: String(model['email'] ?? ''),
    firstName: String(model['first_name'] ?? ''),
    lastName: String(model['last_name'] ?? ''),
    verified: Boolean(model['verified']),
  };
}

/** Reads the role record of a user: none means 'user'; any other failure means no role. */
export async function lookupRole(userId: string): Promise<Role | null> {
  try {
    const pb = await backend();
    const record = await pb.collection('user_roles').getFirstListItem(pb.filter('user = {:userId}', { userId }), { fields: 'role' });
    return record['role'] === 'admin' ? 'admin' : 'user';
  } catch (error) {
    if (responseStatus(error) === 404) return 'user';
    console.error('Role lookup failed', error);
    return null;
  }
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** When a token expires (ms since the epoch), from its payload; 0 when it cannot be read. */
function tokenExpiresAt(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return Number((JSON.parse(json) as { exp?: unknown }).exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

function scheduleRefresh(token: string) {
  clearTimeout(refreshTimer);
  const expiresAt = tokenExpiresAt(token);
  if (!expiresAt) return;
  const due = expiresAt - Date.now() - REFRESH_LEAD_MS;
  const delay = Math.min(MAX_TIMER_MS, Math.max(10_000, due));
  refreshTimer = setTimeout(() => {
    if (delay < due) scheduleRefresh(token);
    else void refreshSession();
  }, delay);
}

/**
 * Asks the server for a fresh token. A refused token ends the session quietly (docs/rules.md#errors: a missing
 * session is normal); a network failure keeps it, to try again later.
 */
export async function refreshSession(): Promise<void> {
  const pb = loadedBackend();
  if (!pb?.authStore.token) return;
  if (!pb.authStore.isValid) {
    // Expired while the page slept: the session is over.
    pb.authStore.clear();
    return;
  }
  try {
    await pb.collection('users').authRefresh();
  } catch (error) {
    const status = responseStatus(error);
    if (status === 0) return;
    if (!isMissingSessionError(error)) console.error('The session could not be refreshed', error);
    if (status === 401 || status === 403 || status === 404) pb.authStore.clear();
  }
}

/**
 * Timers do not run while a laptop sleeps: when the page is shown again, refresh a token that
 * is about to expire (or has), instead of waiting for a timer that fired too late.
 */
function refreshIfDue() {
  const pb = loadedBackend();
  if (!pb || document.visibilityState !== 'visible') return;
  const { token, isValid } = pb.authStore;
  if (token && (!isValid || tokenExpiresAt(token) - Date.now() < REFRESH_LEAD_MS)) void refreshSession();
}

let roleRequest = 0;

/** Looks the signed-in user's role up; only the newest lookup for the current user counts. */
function startRoleLookup(userId: string) {
  const request = ++roleRequest;
  useSession.setState({ role: null, roleLookupFailed: false });
  void lookupRole(userId).then((role) => {
    if (request === roleRequest && useSession.getState().user?.id === userId) useSession.setState({ role, roleLookupFailed: role === null });
  });
}

/** Asks for the role again after a failed lookup (the Retry of a page waiting on it). */
export function retryRoleLookup(): void {
  const user = useSession.getState().user;
  if (user) startRoleLookup(user.id);
}

function applyAuthState(pb: PocketBase | null, token: string, model: RecordModel | null) {
  if (!pb?.authStore.isValid || !model) {
    clearTimeout(refreshTimer);
    useSession.setState({ user: null, session: null, role: null, roleLookupFailed: false, loading: false });
    return;
  }
  const user = toSessionUser(model);
  const previous = useSession.getState().user;
  useSession.setState({ user, session: { token }, loading: false });
  scheduleRefresh(token);
  if (previous?.id !== user.id) startRoleLookup(user.id);
}

/**
 * Starts following the auth store: called once by the shell (or a standalone dev host). Returns
 * a function that stops following it.
 *
 * Without a stored session the visitor is signed out at once and the SDK is not loaded; the store
 * follows the client from whenever something loads it (a sign-in, a form), or when another tab
 * signs in.
 */
export function startSession(): () => void {
  const fallback = setTimeout(() => useSession.setState({ loading: false }), AUTH_LOADING_FALLBACK_MS);
  let unsubscribe: () => void = () => undefined;
  const follow = (pb: PocketBase) => {
    unsubscribe();
    unsubscribe = pb.authStore.onChange((token, model) => applyAuthState(pb, token, model as RecordModel | null), false);
    if (pb.authStore.isValid) {
      // Validate the stored session with the server before trusting it; the first change event
      // (or the failure) ends loading.
      void refreshSession().finally(() => applyAuthState(pb, pb.authStore.token, pb.authStore.model as RecordModel | null));
    } else {
      applyAuthState(pb, '', null);
    }
  };
  const stopWaiting = whenBackendLoads(follow);
  if (!loadedBackend()) {
    if (hasStoredSession()) {
      backend().catch((error: unknown) => {
        console.error('The session could not be checked', error);
        useSession.setState({ loading: false });
      });
    } else {
      applyAuthState(null, '', null);
    }
  }
  // Another tab signed in: the SDK (which follows other tabs itself) is needed here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue && !loadedBackend()) void backend().catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', refreshIfDue);
  return () => {
    clearTimeout(fallback);
    clearTimeout(refreshTimer);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', refreshIfDue);
    stopWaiting();
    unsubscribe();
  };
}

/**
 * Ends the session in every remote at once: they all read this one store. PocketBase tokens are
 * stateless, so there is no server call that could fail; other tabs follow through the storage
 * event of the SDK's LocalAuthStore.
 */
export function signOut(): void {
  clearTimeout(refreshTimer);
  // No client loaded means no session to end.
  loadedBackend()?.authStore.clear();
}
