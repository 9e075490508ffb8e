// Account mails that cannot be lost: sign-up verification and password-reset mails go through the
// outbox. PocketBase starts with its SMTP port pointing where nothing listens; the mails fail and
// stay owed, the person who asked sees the failure, admins see it in the outgoing mail; then a
// real MailDev starts on that very port, and each mail reaches it: by the person's "try again",
// by an admin's "send again" (a mail the job has given up on) and by the job on its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureSuperuser, startMailDev, startPocketBase, type RunningMailDev, type RunningPocketBase } from '../src/index.ts';
import { APP_URL, STRONG_PASSWORD, SUPERUSER, freePort, http, linkIn, uniqueEmail, waitForMail } from './support.ts';

let server: RunningPocketBase;
let mail: RunningMailDev | undefined;
let dataDir: string;
let smtpPort: number;
let root: PocketBase;
let adminToken: string;
let userToken: string;

const visitor = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};

async function signUp(email: string) {
  await visitor().collection('users').create({
    email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Mail', last_name: 'Outbox',
  });
  await visitor().collection('users').requestVerification(email);
}

const accountMail = (action: 'status' | 'retry', kind: string, email: string) =>
  http('POST', `${server.url}/api/gx/auth-mail/${action}`, { body: { kind, email } });

interface OutboxItem {
  id: string;
  kind: string;
  recipient: string;
  state: string;
  attempts: number;
  last_error: string;
}

async function outgoing(token = adminToken) {
  return http('GET', `${server.url}/api/gx/outbox`, { headers: { authorization: token } });
}

async function entryFor(email: string, kind: string): Promise<OutboxItem> {
  const items = (await outgoing()).json<{ items: OutboxItem[] }>().items;
  const entry = items.find((item) => item.recipient === email && item.kind === kind);
  if (!entry) throw new Error(`no ${kind} mail to ${email} in ${JSON.stringify(items)}`);
  return entry;
}

const signUpEmail = uniqueEmail('signup');
const resetByJobEmail = uniqueEmail('reset-job');
const resetByAdminEmail = uniqueEmail('reset-admin');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-auth-mail-'));
  smtpPort = await freePort();
  await ensureSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  server = await startPocketBase({ dataDir, port: await freePort(), appUrl: APP_URL, smtp: { host: '127.0.0.1', port: smtpPort } });
  root = visitor();
  await root.admins.authWithPassword(SUPERUSER.email, SUPERUSER.password);
  const makeUser = async (email: string, admin: boolean) => {
    const record = await root.collection('users').create({
      email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Site', last_name: 'Person', verified: true,
    });
    if (admin) await root.collection('user_roles').create({ user: record.id, role: 'admin' });
    const pb = visitor();
    await pb.collection('users').authWithPassword(email, STRONG_PASSWORD);
    return pb.authStore.token;
  };
  adminToken = await makeUser(uniqueEmail('admin'), true);
  userToken = await makeUser(uniqueEmail('user'), false);
  for (const email of [resetByJobEmail, resetByAdminEmail]) {
    await root.collection('users').create({
      email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, first_name: 'Reset', last_name: 'Person', verified: true,
    });
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('while the mail server is down', () => {
  test('a failed sign-up mail is told to the person who asked for it, and kept', async () => {
    await signUp(signUpEmail);
    // PocketBase sends in the background after answering 204.
    await expect.poll(async () => (await accountMail('status', 'verification', signUpEmail)).json(), { timeout: 10_000 })
      .toEqual({ failed: true });
    const entry = await entryFor(signUpEmail, 'verification');
    expect(entry).toMatchObject({ state: 'failed', attempts: 1 });
    expect(entry.last_error).not.toBe('');
    // Trying again while the server is still down fails again, and says so.
    expect((await accountMail('retry', 'verification', signUpEmail)).json()).toEqual({ failed: true });
  });

  test('failed password-reset mails are kept too', async () => {
    await visitor().collection('users').requestPasswordReset(resetByJobEmail);
    await visitor().collection('users').requestPasswordReset(resetByAdminEmail);
    await expect.poll(async () => (await accountMail('status', 'password_reset', resetByJobEmail)).json(), { timeout: 10_000 })
      .toEqual({ failed: true });
    await expect.poll(async () => (await accountMail('status', 'password_reset', resetByAdminEmail)).json(), { timeout: 10_000 })
      .toEqual({ failed: true });
  });

  test('a mail that failed its last attempt is no longer retried by the job', async () => {
    // As if the job had tried it MAX_ATTEMPTS times: what an admin's "send again" is for. The job
    // leaves it alone from now on, so the admin's send below is the one that sends it.
    const entry = await entryFor(resetByAdminEmail, 'password_reset');
    await root.collection('mail_outbox').update(entry.id, { attempts: 5 });
    expect(await entryFor(resetByAdminEmail, 'password_reset')).toMatchObject({ state: 'failed', attempts: 5 });
  });

  test('nothing tells apart an address without an account and one whose mail went out', async () => {
    await visitor().collection('users').requestPasswordReset('nobody-here@example.com');
    expect((await accountMail('status', 'password_reset', 'nobody-here@example.com')).json()).toEqual({ failed: false });
    expect((await accountMail('retry', 'password_reset', 'nobody-here@example.com')).json()).toEqual({ failed: false });
    expect((await accountMail('status', 'anything', signUpEmail)).status).toBe(400);
  });

  test('only admins see the outgoing mail, and never its HTML (its link holds a token)', async () => {
    expect((await outgoing('')).status).toBe(401);
    expect((await outgoing(userToken)).status).toBe(403);
    const response = await outgoing();
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('verify_token');
    expect(response.body).not.toContain('reset_token');
    expect((await http('POST', `${server.url}/api/gx/outbox/whatever/send`, { headers: { authorization: userToken } })).status).toBe(403);
    // The records API does not reach the outbox either.
    expect((await http('GET', `${server.url}/api/collections/mail_outbox/records`, { headers: { authorization: adminToken } })).status).toBe(403);
  });
});

describe('once the mail server is back', () => {
  beforeAll(async () => {
    mail = await startMailDev({ smtpPort, webPort: await freePort() });
  }, 30_000);

  test('"try again" sends the sign-up mail, and its link verifies the account', async () => {
    expect((await accountMail('retry', 'verification', signUpEmail)).json()).toEqual({ failed: false });
    const received = await waitForMail(mail!.webUrl, signUpEmail);
    const token = linkIn(received, `${APP_URL}/auth?`).searchParams.get('verify_token')!;
    await visitor().collection('users').confirmVerification(token);
    const signedIn = visitor();
    await signedIn.collection('users').authWithPassword(signUpEmail, STRONG_PASSWORD);
    expect(signedIn.authStore.model?.['verified']).toBe(true);
    expect(await entryFor(signUpEmail, 'verification')).toMatchObject({ state: 'sent' });
  });

  test('an admin\'s "send again" sends a failed mail', async () => {
    const entry = await entryFor(resetByAdminEmail, 'password_reset');
    expect(entry).toMatchObject({ state: 'failed', attempts: 5 });
    const response = await http('POST', `${server.url}/api/gx/outbox/${entry.id}/send`, { headers: { authorization: adminToken } });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'sent', entry: { state: 'sent' } });
    const received = await waitForMail(mail!.webUrl, resetByAdminEmail, /password/i);
    expect(linkIn(received, `${APP_URL}/auth?`).searchParams.get('reset_token')).toBeTruthy();
  });

  test('the job retries a failed mail on its own (it runs every minute)', async () => {
    const received = await waitForMail(mail!.webUrl, resetByJobEmail, /password/i, 75_000);
    const token = linkIn(received, `${APP_URL}/auth?`).searchParams.get('reset_token')!;
    await visitor().collection('users').confirmPasswordReset(token, 'Another#Pass456', 'Another#Pass456');
    await visitor().collection('users').authWithPassword(resetByJobEmail, 'Another#Pass456');
    expect(await entryFor(resetByJobEmail, 'password_reset')).toMatchObject({ state: 'sent' });
  }, 90_000);
});
