// POST /api/gx/users/:id/role and the role collections: docs/rules.md#roles.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, http, startBackend, statusOf, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;

beforeAll(async () => {
  backend = await startBackend();
  admin = await createAccount(backend, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => backend?.stop());

function changeRole(as: Account | null, userId: string, role: unknown) {
  return http('POST', `${backend.url}/api/gx/users/${userId}/role`, {
    headers: as ? { authorization: as.pb.authStore.token } : {},
    body: { role },
  });
}

async function roleRowOf(userId: string) {
  const root = await backend.superuser();
  return root.collection('user_roles').getFullList({ filter: root.filter('user = {:userId}', { userId }) });
}

async function auditRowsFor(userId: string) {
  const root = await backend.superuser();
  return root.collection('role_audit').getFullList({ filter: root.filter('target = {:userId}', { userId }) });
}

describe('the role route', () => {
  test('an admin makes a user an admin; the role and its audit row are written together', async () => {
    const target = await createAccount(backend);
    const response = await changeRole(admin, target.id, 'admin');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ user: target.id, role: 'admin', previous_role: 'user', changed: true });

    expect((await roleRowOf(target.id)).map((row) => row['role'])).toEqual(['admin']);
    const audit = await auditRowsFor(target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: admin.id,
      actor_email: admin.email,
      target: target.id,
      target_email: target.email,
      old_role: 'user',
      new_role: 'admin',
    });
  });

  test('the new role takes effect: a promoted user sees every profile, a demoted one only their own', async () => {
    const target = await createAccount(backend);
    const profiles = async () => (await target.pb.collection('profiles').getFullList()).length;
    expect(await profiles()).toBe(1);

    await changeRole(admin, target.id, 'admin');
    expect(await profiles()).toBeGreaterThan(1);

    await changeRole(admin, target.id, 'user');
    expect(await profiles()).toBe(1);
    expect((await auditRowsFor(target.id)).map((row) => `${row['old_role']}>${row['new_role']}`).sort()).toEqual([
      'admin>user',
      'user>admin',
    ]);
  });

  test('setting the role a user already has changes nothing and writes no audit row', async () => {
    const target = await createAccount(backend);
    const response = await changeRole(admin, target.id, 'user');
    expect(response.json()).toMatchObject({ changed: false, previous_role: 'user' });
    expect(await auditRowsFor(target.id)).toEqual([]);
  });

  test('an unknown role is refused', async () => {
    const target = await createAccount(backend);
    const response = await changeRole(admin, target.id, 'superuser');
    expect(response.status).toBe(400);
    expect(response.json()['error']).toBe('invalid_role');
    expect(await roleRowOf(target.id)).toEqual([]);
  });

  test('an unknown user is answered 404', async () => {
    const response = await changeRole(admin, 'doesnotexist123', 'admin');
    expect(response.status).toBe(404);
    expect(response.json()['error']).toBe('user_not_found');
  });

  test('attack: a visitor calls the role route', async () => {
    const target = await createAccount(backend);
    const response = await changeRole(null, target.id, 'admin');
    expect(response.status).toBe(401);
    expect(response.json()).toMatchObject({ error: 'access_denied', title: 'Access Denied' });
    expect(await roleRowOf(target.id)).toEqual([]);
  });

  test('attack: a user calls the role route', async () => {
    const attacker = await createAccount(backend, { role: 'user' });
    const response = await changeRole(attacker, attacker.id, 'admin');
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({
      code: 403,
      error: 'access_denied',
      title: 'Access Denied',
      message: 'Only administrators can update user roles',
      data: {},
    });
    expect((await roleRowOf(attacker.id)).map((row) => row['role'])).toEqual(['user']);
    expect(await auditRowsFor(attacker.id)).toEqual([]);
  });

  test('attack: an admin changes their own role', async () => {
    const response = await changeRole(admin, admin.id, 'user');
    expect(response.status).toBe(403);
    expect(response.json()['error']).toBe('own_role');
    expect((await roleRowOf(admin.id)).map((row) => row['role'])).toEqual(['admin']);
  });
});

describe('the role collections', () => {
  test('a user reads their own role row, and no one else\'s', async () => {
    const user = await createAccount(backend, { role: 'user' });
    const rows = await user.pb.collection('user_roles').getFullList();
    expect(rows.map((row) => row['user'])).toEqual([user.id]);
  });

  test('an admin reads every role row and every audit row', async () => {
    const user = await createAccount(backend, { role: 'user' });
    await changeRole(admin, user.id, 'admin');
    expect((await admin.pb.collection('user_roles').getFullList()).map((row) => row['user'])).toEqual(
      expect.arrayContaining([admin.id, user.id]),
    );
    expect((await admin.pb.collection('role_audit').getFullList()).map((row) => row['target'])).toContain(user.id);
  });

  test('attack: a user writes user_roles directly (create, update, delete)', async () => {
    const attacker = await createAccount(backend, { role: 'user' });
    const [row] = await roleRowOf(attacker.id);
    const roles = attacker.pb.collection('user_roles');
    expect(await statusOf(roles.create({ user: attacker.id, role: 'admin' }))).toBe(403);
    expect(await statusOf(roles.update(row!.id, { role: 'admin' }))).toBe(403);
    expect(await statusOf(roles.delete(row!.id))).toBe(403);
    expect((await roleRowOf(attacker.id)).map((r) => r['role'])).toEqual(['user']);
  });

  test('attack: a user without a role row creates one making them admin', async () => {
    const attacker = await createAccount(backend);
    expect(await statusOf(attacker.pb.collection('user_roles').create({ user: attacker.id, role: 'admin' }))).toBe(403);
    expect(await roleRowOf(attacker.id)).toEqual([]);
  });

  test('attack: a user writes role_audit directly', async () => {
    const attacker = await createAccount(backend);
    const status = await statusOf(
      attacker.pb.collection('role_audit').create({ actor: admin.id, target: attacker.id, old_role: 'user', new_role: 'admin' }),
    );
    expect(status).toBe(403);
    expect(await auditRowsFor(attacker.id)).toEqual([]);
  });

  test('attack: even an admin cannot write role rows or audit rows through the collection API', async () => {
    const target = await createAccount(backend);
    expect(await statusOf(admin.pb.collection('user_roles').create({ user: target.id, role: 'admin' }))).toBe(403);
    const [audit] = await admin.pb.collection('role_audit').getFullList();
    expect(await statusOf(admin.pb.collection('role_audit').delete(audit!.id))).toBe(403);
  });
});
