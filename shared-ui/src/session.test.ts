import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, configureBackend, loadedBackend } from './backend';
import { AUTH_LOADING_FALLBACK_MS, retryRoleLookup, signOut, startSession, useSession } from './session';
import { FAKE_POCKETBASE_URL, fakePocketBase, fakeToken, userRecord, type FakeAnswer } from './test-support/fake-pocketbase';

const USERS = '/api/collections/users';
const ROLES = '/api/collections/user_roles/records';

let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  // A new page: configured, and the SDK not loaded yet.
  configureBackend('http://other.invalid');
  configureBackend(FAKE_POCKETBASE_URL);
  useSession.setState({ user: null, session: null, loading: true, role: null, roleLookupFailed: false });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A session saved by an earlier visit (what a reload finds in localStorage, as the SDK writes it). */
function storeSession(id: string, email: string, expiresInSeconds = 3600) {
  localStorage.setItem('pocketbase_auth', JSON.stringify({ token: fakeToken({ id, email }, expiresInSeconds), model: userRecord(id, email) }));
}

/** A sign-in in this tab: the page loads the SDK and the auth store saves the session. */
async function signInAs(id: string, email: string, expiresInSeconds = 3600) {
  (await backend()).authStore.save(fakeToken({ id, email }, expiresInSeconds), userRecord(id, email));
}

const refreshed = (id: string, email: string): FakeAnswer => ({
  status: 200,
  json: { token: fakeToken({ id, email }), record: userRecord(id, email) },
});
const noRole: FakeAnswer = { status: 200, json: { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] } };
const role = (name: string): FakeAnswer => ({ status: 200, json: { page: 1, perPage: 1, totalItems: 1, totalPages: 1, items: [{ role: name }] } });

describe('the session store (docs/rules.md#states)', () => {
  it('starts loading, and a visitor without a stored session stops loading at once, without loading the SDK', async () => {
    expect(useSession.getState().loading).toBe(true);
    fakePocketBase({});
    stop = startSession();
    expect(useSession.getState()).toMatchObject({ loading: false, user: null, session: null, role: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedBackend()).toBeNull();
  });

  it('follows a sign-in in another tab: the SDK loads and the session is checked', async () => {
    fakePocketBase({ [`POST ${USERS}/auth-refresh`]: () => refreshed('u6', 'fay@example.com'), [`GET ${ROLES}`]: () => noRole });
    stop = startSession();
    expect(loadedBackend()).toBeNull();
    storeSession('u6', 'fay@example.com');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pocketbase_auth', newValue: localStorage.getItem('pocketbase_auth') }));
    await vi.waitFor(() => expect(useSession.getState().user?.email).toBe('fay@example.com'));
    expect(loadedBackend()).not.toBeNull();
  });

  it('stops loading after 5000 ms when the stored session cannot be checked in time', async () => {
    vi.useFakeTimers();
    fakePocketBase({ [`POST ${USERS}/auth-refresh`]: () => new Promise<FakeAnswer>(() => undefined) });
    storeSession('u1', 'ann@example.com');
    stop = startSession();
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_FALLBACK_MS - 1);
    expect(useSession.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(useSession.getState().loading).toBe(false);
  });

  it('survives a reload: a stored session is checked, refreshed and followed', async () => {
    const server = fakePocketBase({
      [`POST ${USERS}/auth-refresh`]: () => refreshed('u1', 'ann@example.com'),
      [`GET ${ROLES}`]: () => noRole,
    });
    storeSession('u1', 'ann@example.com');
    stop = startSession();
    await vi.waitFor(() => expect(useSession.getState().role).toBe('user'));
    expect(useSession.getState()).toMatchObject({ loading: false, user: { id: 'u1', email: 'ann@example.com', firstName: 'Ann' } });
    expect(useSession.getState().session?.token).toBe(loadedBackend()?.authStore.token);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(`POST ${USERS}/auth-refresh`);
  });

  it('ends a stored session the server no longer accepts, quietly (a missing session is normal)', async () => {
    const logged = vi.spyOn(console, 'error');
    fakePocketBase({
      [`POST ${USERS}/auth-refresh`]: () => ({ status: 401, json: { code: 401, message: 'The request requires valid record authorization token to be set.', data: {} } }),
    });
    storeSession('u1', 'ann@example.com');
    stop = startSession();
    await vi.waitFor(() => expect(useSession.getState().loading).toBe(false));
    expect(useSession.getState().user).toBeNull();
    expect(loadedBackend()?.authStore.token).toBe('');
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps a stored session when the server cannot be reached, and stops loading', async () => {
    fakePocketBase({ [`POST ${USERS}/auth-refresh`]: () => ({ status: 0 }), [`GET ${ROLES}`]: () => ({ status: 0 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession('u1', 'ann@example.com');
    stop = startSession();
    await vi.waitFor(() => expect(useSession.getState().loading).toBe(false));
    expect(useSession.getState().user?.email).toBe('ann@example.com');
  });

  it('follows a sign-in: user, session and the admin role from the role record', async () => {
    fakePocketBase({ [`GET ${ROLES}`]: () => role('admin') });
    stop = startSession();
    await signInAs('u2', 'bob@example.com');
    expect(useSession.getState()).toMatchObject({ user: { id: 'u2' }, loading: false });
    await vi.waitFor(() => expect(useSession.getState().role).toBe('admin'));
  });

  it('gives no role when the role lookup fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakePocketBase({ [`GET ${ROLES}`]: () => ({ status: 500, json: { code: 500, message: 'Something went wrong.', data: {} } }) });
    stop = startSession();
    await signInAs('u3', 'cy@example.com');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Role lookup failed', expect.anything()));
    expect(useSession.getState().role).toBeNull();
    expect(useSession.getState().roleLookupFailed).toBe(true);
    expect(useSession.getState().user?.id).toBe('u3');
  });

  it('looks the role up again on retry, and takes the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    fakePocketBase({
      [`GET ${ROLES}`]: () => (failing ? { status: 500, json: { code: 500, message: 'Something went wrong.', data: {} } } : role('admin')),
    });
    stop = startSession();
    await signInAs('u3', 'cy@example.com');
    await vi.waitFor(() => expect(useSession.getState().roleLookupFailed).toBe(true));
    failing = false;
    retryRoleLookup();
    expect(useSession.getState().roleLookupFailed).toBe(false);
    await vi.waitFor(() => expect(useSession.getState().role).toBe('admin'));
    expect(useSession.getState().roleLookupFailed).toBe(false);
  });

  it('signs out everywhere at once: the store, the stored token', async () => {
    fakePocketBase({ [`GET ${ROLES}`]: () => noRole });
    stop = startSession();
    await signInAs('u4', 'di@example.com');
    await vi.waitFor(() => expect(useSession.getState().role).toBe('user'));
    signOut();
    expect(useSession.getState()).toMatchObject({ user: null, session: null, role: null });
    expect(localStorage.getItem('pocketbase_auth')).toBeNull();
  });

  it('refreshes the token before it expires', async () => {
    vi.useFakeTimers();
    const server = fakePocketBase({
      [`POST ${USERS}/auth-refresh`]: () => refreshed('u5', 'eve@example.com'),
      [`GET ${ROLES}`]: () => noRole,
    });
    stop = startSession();
    // A token that lives 10 minutes is refreshed 5 minutes before it expires.
    await signInAs('u5', 'eve@example.com', 600);
    const refreshes = () => server.requests.filter((r) => r.path === `${USERS}/auth-refresh`).length;
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000 + 1000);
    expect(refreshes()).toBe(1);
  });
});
