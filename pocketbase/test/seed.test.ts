// The first site admin and the development seed (src/seed.ts), as `npm start` runs them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import PocketBase from 'pocketbase';
import { ensureSiteAdmin, seedDevelopmentData } from '../src/index.ts';
import { SUPERUSER, http, startBackend, type TestBackend } from './support.ts';

const ADMIN = { email: 'First.Admin@gx.test', password: 'First#Admin2025', firstName: 'First', lastName: 'Admin' };

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

async function signIn(email: string, password: string): Promise<PocketBase> {
  const pb = new PocketBase(backend.url);
  await pb.collection('users').authWithPassword(email.toLowerCase(), password);
  return pb;
}

describe('the first site admin', () => {
  test('is a verified user with the admin role who can sign in at once', async () => {
    await ensureSiteAdmin(backend.url, SUPERUSER, ADMIN);
    const pb = await signIn(ADMIN.email, ADMIN.password);
    const [role] = await pb.collection('user_roles').getFullList();
    expect(role).toMatchObject({ user: pb.authStore.model!['id'], role: 'admin' });
    expect(pb.authStore.model).toMatchObject({ verified: true, first_name: 'First', last_name: 'Admin' });
  });

  test('is created once: a restart keeps the password the admin changed', async () => {
    const pb = await signIn(ADMIN.email, ADMIN.password);
    const changed = 'Changed#Admin2026';
    await pb.collection('users').update(pb.authStore.model!['id'] as string, { oldPassword: ADMIN.password, password: changed, passwordConfirm: changed });

    expect(await ensureSiteAdmin(backend.url, SUPERUSER, ADMIN)).toBe('exists');
    expect((await signIn(ADMIN.email, changed)).authStore.isValid).toBe(true);
    await expect(signIn(ADMIN.email, ADMIN.password)).rejects.toMatchObject({ status: 400 });
  });

  test('is not created again once another admin exists, and a role taken away stays away', async () => {
    const root = await backend.superuser();
    const other = await root.collection('users').create({ email: 'second.admin@gx.test', password: 'Second#Admin2025', passwordConfirm: 'Second#Admin2025', first_name: 'Second', last_name: 'Admin', verified: true });
    await root.collection('user_roles').create({ user: other.id, role: 'admin' });
    const [first] = await root.collection('user_roles').getFullList({ filter: root.filter('user != {:other}', { other: other.id }) });
    await root.collection('user_roles').update(first!.id, { role: 'user' });

    expect(await ensureSiteAdmin(backend.url, SUPERUSER, ADMIN)).toBe('exists');
    const roles = await root.collection('user_roles').getFullList({ sort: 'created' });
    expect(roles.map((r) => r['role'])).toEqual(['user', 'admin']);
    const users = await root.collection('users').getFullList({ filter: root.filter('email = {:email}', { email: ADMIN.email.toLowerCase() }) });
    expect(users).toHaveLength(1);
    // Restore the first admin for the seed tests below.
    await root.collection('user_roles').update(first!.id, { role: 'admin' });
  });
});

describe('the first site admin, when its address already has an account', () => {
  let fresh: TestBackend;
  beforeAll(async () => {
    fresh = await startBackend();
  });
  afterAll(() => fresh?.stop());

  /** A sign-up whose mailed link was opened (made verified by the superuser here). */
  const signUp = async (email: string, password: string) => {
    const user = await fresh.visitor().collection('users').create({ email, password, passwordConfirm: password, first_name: 'Someone', last_name: 'Else' });
    await (await fresh.superuser()).collection('users').update(user.id, { verified: true });
  };

  test("someone else's verified sign-up with the admin's address is not made an admin, and keeps its own password", async () => {
    const email = 'taken.admin@gx.test';
    await signUp(email, 'Chosen#ByThem2025');
    expect(await ensureSiteAdmin(fresh.url, SUPERUSER, { ...ADMIN, email })).toBe('refused');
    const root = await fresh.superuser();
    expect(await root.collection('user_roles').getFullList({ filter: "role = 'admin'" })).toEqual([]);
    // Neither promoted nor taken over: the configured password does not open it.
    await expect(fresh.visitor().collection('users').authWithPassword(email, ADMIN.password)).rejects.toMatchObject({ status: 400 });
    await root.collection('users').delete((await root.collection('users').getFirstListItem(root.filter('email = {:email}', { email }))).id);
  });

  test('an account that signs in with the configured password is the operator\'s: it is made the admin', async () => {
    const email = 'own.admin@gx.test';
    await signUp(email, ADMIN.password);
    expect(await ensureSiteAdmin(fresh.url, SUPERUSER, { ...ADMIN, email })).toBe('promoted');
    const pb = new PocketBase(fresh.url);
    await pb.collection('users').authWithPassword(email, ADMIN.password);
    expect(await pb.collection('user_roles').getFullList()).toMatchObject([{ user: pb.authStore.model!['id'], role: 'admin' }]);
  });
});

describe('the development seed', () => {
  let seeded: Awaited<ReturnType<typeof seedDevelopmentData>>;

  beforeAll(async () => {
    seeded = await seedDevelopmentData(backend.url, SUPERUSER, ADMIN);
  });

  test('gives a verified ordinary user who can sign in and sees their certificates', async () => {
    const pb = await signIn(seeded.user.email, seeded.user.password);
    const certificates = await pb.collection('certificates').getFullList();
    expect(certificates.map((c) => c['certificate_id']).sort()).toEqual([...seeded.certificateIds].sort());
    expect(await pb.collection('user_roles').getFullList()).toEqual([]);
  });

  test('has a certificate of each status, including one expired only by its date', async () => {
    const statuses = await Promise.all(
      seeded.certificateIds.map(async (id) => (await http('GET', `${backend.url}/api/gx/verify/${id}`)).json()['verification_status']),
    );
    expect(statuses.sort()).toEqual(['active', 'active', 'expired', 'expired', 'revoked']);
    const root = await backend.superuser();
    const stored = await root.collection('certificates').getFullList({ filter: "verification_status = 'active' && expiry_date < @now && expiry_date != ''" });
    expect(stored).toHaveLength(1);
  });

  test('has one certificate with a PDF that its holder can download', async () => {
    const pb = await signIn(seeded.user.email, seeded.user.password);
    const withFile = (await pb.collection('certificates').getFullList()).filter((c) => c['file']);
    expect(withFile).toHaveLength(1);
    const token = await pb.files.getToken();
    const response = await fetch(pb.files.getUrl(withFile[0]!, String(withFile[0]!['file']), { token }));
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('is idempotent', async () => {
    const again = await seedDevelopmentData(backend.url, SUPERUSER, ADMIN);
    expect(again).toEqual(seeded);
    const root = await backend.superuser();
    expect(await root.collection('certificates').getFullList()).toHaveLength(seeded.certificateIds.length);
  });
});
