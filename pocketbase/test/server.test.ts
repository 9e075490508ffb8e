// A fresh data directory becomes the whole backend by migration; the hooks are loaded.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CollectionModel } from 'pocketbase';
import PocketBase from 'pocketbase';
import { ensureSuperuser, resetSuperuserPassword } from '../src/index.ts';
import { APP_URL, SUPERUSER, http, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
let collections: Map<string, CollectionModel>;

beforeAll(async () => {
  backend = await startBackend();
  const root = await backend.superuser();
  collections = new Map((await root.collections.getFullList()).map((c) => [c.name, c]));
});
afterAll(() => backend?.stop());

describe('a fresh data directory', () => {
  test('migrates into every collection of the data model', () => {
    for (const name of ['users', 'profiles', 'user_roles', 'role_audit', 'certificates', 'contact_messages']) {
      expect(collections.has(name), name).toBe(true);
    }
    const fields = (name: string) => collections.get(name)!.schema.map((field) => field.name).sort();
    expect(fields('users')).toEqual(['first_name', 'last_name']);
    expect(fields('certificates')).toEqual(
      [
        'certificate_id', 'description', 'document', 'document_sha256', 'expiry_date', 'file', 'issue_date', 'issuer_name', 'profile',
        'revocation_reason', 'revoked_at', 'revoked_by', 'revoked_by_email', 'template', 'title', 'user', 'verification_count',
        'verification_status',
      ].sort(),
    );
    expect(fields('contact_messages')).toEqual(['client_address', 'email', 'message', 'name', 'phone', 'source']);
  });

  test('allows password sign-in only to verified users', () => {
    const options = collections.get('users')!.options;
    expect(options['onlyVerified']).toBe(true);
    expect(options['allowUsernameAuth']).toBe(false);
    expect(options['allowOAuth2Auth']).toBe(false);
    expect(options['minPasswordLength']).toBe(8);
  });

  test('protects the certificate file and accepts only PDF, JPEG and PNG up to 10485760 bytes', () => {
    const file = collections.get('certificates')!.schema.find((field) => field.name === 'file')!;
    expect(file.options['protected']).toBe(true);
    expect(file.options['maxSize']).toBe(10485760);
    expect(file.options['mimeTypes']).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  test('indexes certificate_id as unique and the user relations used by queries', () => {
    expect(collections.get('certificates')!.indexes).toContain(
      'CREATE UNIQUE INDEX idx_certificates_certificate_id ON certificates (certificate_id)',
    );
    expect(collections.get('profiles')!.indexes).toContain('CREATE UNIQUE INDEX idx_profiles_user ON profiles (user)');
    expect(collections.get('user_roles')!.indexes).toContain('CREATE UNIQUE INDEX idx_user_roles_user ON user_roles (user)');
  });

  test('leaves no collection writable through the API except sign-up and certificates', () => {
    for (const name of ['profiles', 'user_roles', 'role_audit', 'contact_messages']) {
      const collection = collections.get(name)!;
      expect([collection.createRule, collection.updateRule, collection.deleteRule], name).toEqual([null, null, null]);
    }
    expect(collections.get('certificates')!.deleteRule).toBeNull();
    expect(collections.get('users')!.deleteRule).toBeNull();
  });

  test('sets the app name, the /auth mail links and a daily backup keeping seven', async () => {
    const root = await backend.superuser();
    const settings = await root.settings.getAll();
    expect(settings['meta'].appName).toBe('GX');
    expect(settings['meta'].appUrl).toBe(APP_URL);
    expect(settings['meta'].verificationTemplate.actionUrl).toBe('{APP_URL}/auth?verify_token={TOKEN}');
    expect(settings['meta'].resetPasswordTemplate.actionUrl).toBe('{APP_URL}/auth?reset_token={TOKEN}');
    expect(settings['backups']).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7 });
    expect(settings['smtp'].enabled).toBe(false); // no SMTP server given to this run
  });
});

describe('the server', () => {
  test('answers the health route', async () => {
    const response = await http('GET', `${backend.url}/api/gx/health`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('allows the site origins through CORS and not others', async () => {
    const preflight = (origin: string) =>
      http('OPTIONS', `${backend.url}/api/gx/health`, {
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect((await preflight(APP_URL)).headers['access-control-allow-origin']).toBe(APP_URL);
    expect((await preflight('http://localhost:3003')).headers['access-control-allow-origin']).toBe('http://localhost:3003');
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  test('attack: nobody creates a superuser over HTTP, even before the first one exists', async () => {
    const bare = await startBackend({ superuser: false });
    try {
      const response = await http('POST', `${bare.url}/api/admins`, {
        body: { email: 'intruder@example.com', password: 'Intruder#Pass1', passwordConfirm: 'Intruder#Pass1' },
      });
      expect(response.status).toBe(403);
      const signIn = await http('POST', `${bare.url}/api/admins/auth-with-password`, {
        body: { identity: 'intruder@example.com', password: 'Intruder#Pass1' },
      });
      expect(signIn.status).toBe(400);
    } finally {
      await bare.stop();
    }
  });
});

describe('ensureSuperuser', () => {
  test('creates the superuser once: an existing one keeps its password, so a restart never resets it', async () => {
    // A backend of its own: a new password ends the superuser's earlier sessions.
    const own = await startBackend();
    try {
      const signIn = async (password: string) => {
        const pb = new PocketBase(own.url);
        await pb.admins.authWithPassword(SUPERUSER.email, password);
        return pb;
      };
      expect(await ensureSuperuser(own.dataDir, SUPERUSER.email, 'Another#Pass12345')).toBe('exists');
      const root = await signIn(SUPERUSER.password);
      await expect(signIn('Another#Pass12345')).rejects.toMatchObject({ status: 400 });
      expect((await root.admins.getFullList()).map((admin) => admin.email)).toEqual([SUPERUSER.email]);

      await resetSuperuserPassword(own.dataDir, SUPERUSER.email, 'Rotated#Pass12345');
      expect((await signIn('Rotated#Pass12345')).authStore.isValid).toBe(true);
    } finally {
      await own.stop();
    }
  });
});

describe('the superuser password and the process list', () => {
  /** Every command line on the host for as long as `work` runs, read from /proc every few ms. */
  async function commandLinesDuring(work: Promise<unknown>): Promise<string[]> {
    const seen = new Set<string>();
    let done = false;
    const settled = work.finally(() => (done = true));
    while (!done) {
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          seen.add(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
        } catch {
          // the process ended meanwhile
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await settled;
    return [...seen];
  }

  test('creating and resetting a superuser never puts its password on a command line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-superuser-'));
    try {
      const created = commandLinesDuring(ensureSuperuser(dataDir, 'ops@gx.test', 'Created#Pass12345'));
      const lines = await created;
      // The command itself was seen: the watch worked.
      expect(lines.some((line) => line.includes('gx-superuser create ops@gx.test'))).toBe(true);
      expect(lines.filter((line) => line.includes('Created#Pass12345'))).toEqual([]);
      const reset = await commandLinesDuring(resetSuperuserPassword(dataDir, 'ops@gx.test', 'Rotated#Pass67890'));
      expect(reset.some((line) => line.includes('gx-superuser update ops@gx.test'))).toBe(true);
      expect(reset.filter((line) => line.includes('Rotated#Pass67890'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('a refused password is reported by its rule, without the password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-superuser-'));
    try {
      await expect(ensureSuperuser(dataDir, 'ops@gx.test', 'Short#1')).rejects.toThrow(/^Could not create the superuser ops@gx\.test: password: the length must be between 10 and 72\.$/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('without an SMTP server', () => {
  test('a verification request is answered, and the mail is logged as not sent instead of going to sendmail', async () => {
    const root = await backend.superuser();
    const email = `nomail-${Date.now()}@example.com`;
    await backend.visitor().collection('users').create({
      email,
      password: 'Strong#Pass123',
      passwordConfirm: 'Strong#Pass123',
      first_name: 'No',
      last_name: 'Mail',
    });
    await backend.visitor().collection('users').requestVerification(email);

    // PocketBase writes its logs in batches: wait for the entry.
    const deadline = Date.now() + 15_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      const logs = await root.logs.getList(1, 50, { filter: root.filter('message ~ {:m}', { m: 'Mail is disabled' }) });
      found = logs.items.some((entry) => JSON.stringify(entry.data).includes(email));
      if (!found) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(found).toBe(true);
  });
});
