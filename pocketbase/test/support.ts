// Test fixtures: a real PocketBase (and MailDev when mail matters) on free ports with a fresh
// temporary data directory, accounts made through the API, and a raw HTTP client that can pick
// its source address (127.0.0.0/8 is all loopback on Linux) to act as different clients.
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { startSigner, type RunningSigner } from 'gx-signer';
import type { DidDocument } from 'gx-signer/contexts';
import {
  createVerifiedUser,
  ensureSuperuser,
  freePort,
  listMails,
  startMailDev,
  startPocketBase,
  type Mail,
  type RunningMailDev,
} from '../src/index.ts';

export { freePort };

export const APP_URL = 'http://localhost:3000';
export const SUPERUSER = { email: 'root@gx.test', password: 'Superuser#Pass1' };
export const STRONG_PASSWORD = 'Strong#Pass123';

export interface TestBackend {
  url: string;
  dataDir: string;
  mail?: RunningMailDev;
  /** A fresh client with no session. */
  visitor(): PocketBase;
  /** A client signed in as the PocketBase superuser (shared: do not sign it out). */
  superuser(): Promise<PocketBase>;
  stop(): Promise<void>;
}

export interface BackendOptions {
  mail?: boolean;
  /** Point SMTP at a port where nothing listens (mail fails). */
  deadSmtp?: boolean;
  verifyRateLimit?: number;
  companyInbox?: string;
  /** false: start without any superuser (the state in which PocketBase lets anyone create one). */
  superuser?: boolean;
  /** The release store the Releases tab reads (GX_RELEASE_DIR). */
  releaseDir?: string;
  /** GX_TRUSTED_PROXIES: peers whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /** The credential signer to use (gx-signer); without it credentials stay unsigned. */
  signer?: { url: string; secret: string };
}

export async function startBackend(options: BackendOptions = {}): Promise<TestBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-test-'));
  const mail = options.mail ? await startMailDev({ smtpPort: await freePort(), webPort: await freePort() }) : undefined;
  const smtp = mail
    ? { host: '127.0.0.1', port: mail.smtpPort }
    : options.deadSmtp
      ? { host: '127.0.0.1', port: await freePort() }
      : undefined;
  const logs: string[] = [];
  try {
    if (options.superuser !== false) await ensureSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
    const server = await startPocketBase({
      dataDir,
      port: await freePort(),
      appUrl: APP_URL,
      ...(smtp ? { smtp } : {}),
      ...(options.companyInbox ? { companyInbox: options.companyInbox } : {}),
      ...(options.verifyRateLimit ? { verifyRateLimit: options.verifyRateLimit } : {}),
      ...(options.releaseDir ? { releaseDir: options.releaseDir } : {}),
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
      ...(options.signer ? { signer: options.signer } : {}),
      log: (line) => logs.push(line),
    });
    const visitor = () => {
      const pb = new PocketBase(server.url);
      pb.autoCancellation(false);
      return pb;
    };
    // One superuser session per backend: each sign-in costs a bcrypt comparison.
    let root: Promise<PocketBase> | undefined;
    return {
      url: server.url,
      dataDir,
      ...(mail ? { mail } : {}),
      visitor,
      superuser() {
        root ??= (async () => {
          const pb = visitor();
          await pb.admins.authWithPassword(SUPERUSER.email, SUPERUSER.password);
          return pb;
        })();
        return root;
      },
      async stop() {
        await server.stop();
        await mail?.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${logs.join('\n')}`);
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface User {
  record: RecordModel;
  id: string;
  email: string;
  password: string;
}

export interface Account extends User {
  /** A client signed in as this account. */
  pb: PocketBase;
}

export interface AccountOptions {
  role?: 'user' | 'admin';
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** A verified user (created by the superuser), optionally with a role row; not signed in. */
export async function createUser(backend: TestBackend, options: AccountOptions = {}): Promise<User> {
  const root = await backend.superuser();
  const email = options.email ?? uniqueEmail(options.role ?? 'person');
  const record = await createVerifiedUser(root, {
    email,
    password: STRONG_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Person',
  });
  if (options.role) await root.collection('user_roles').create({ user: record.id, role: options.role });
  return { record, id: record.id, email, password: STRONG_PASSWORD };
}

/** A verified user (created by the superuser), optionally with a role row, signed in. */
export async function createAccount(backend: TestBackend, options: AccountOptions = {}): Promise<Account> {
  const user = await createUser(backend, options);
  const pb = backend.visitor();
  await pb.collection('users').authWithPassword(user.email, user.password);
  return { ...user, pb };
}

/** A backend and the accounts most suites act as, all signed in. */
export interface TestSystem {
  backend: TestBackend;
  admin: Account;
  /** An ordinary user without a role row, to whom certificates are issued. */
  holder: Account;
  /** The attacker: an ordinary user with an explicit 'user' role row. */
  mallory: Account;
}

export interface SystemOptions extends BackendOptions {
  /** The holder's names (they appear on certificates and credentials). */
  holder?: { firstName: string; lastName: string };
}

/** Starts a backend and signs in its admin, holder and mallory; `backend.stop()` ends it all. */
export async function startSystem({ holder, ...options }: SystemOptions = {}): Promise<TestSystem> {
  const backend = await startBackend(options);
  try {
    return {
      backend,
      admin: await createAccount(backend, { role: 'admin' }),
      holder: await createAccount(backend, holder ?? {}),
      mallory: await createAccount(backend, { role: 'user', firstName: 'Mallory', lastName: 'Attacker' }),
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

/** A system whose credentials a signer of its own signs; `backend.stop()` also removes the signer. */
export async function startSignedSystem(options: Omit<SystemOptions, 'signer'> = {}): Promise<TestSystem & { signer: TestSigner }> {
  const signer = await startTestSigner();
  try {
    const system = await startSystem({ ...options, signer });
    const { stop } = system.backend;
    return {
      ...system,
      backend: {
        ...system.backend,
        async stop() {
          await stop();
          await signer.remove();
        },
      },
      signer,
    };
  } catch (error) {
    await signer.remove();
    throw error;
  }
}

/**
 * A credential signer (gx-signer) for the test site, with its keys in a temporary directory, on a
 * free port. Stopped, it starts again with the same keys, secret and port.
 */
export interface TestSigner {
  url: string;
  secret: string;
  didDocumentPath: string;
  /** The issuer's DID document, as the signer publishes it. */
  didDocument(): DidDocument;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its keys. */
  remove(): Promise<void>;
}

async function startTestSigner(): Promise<TestSigner> {
  const dir = await mkdtemp(join(tmpdir(), 'gx-pb-signer-'));
  const port = await freePort();
  const start = () => startSigner({ dir, port, siteUrl: APP_URL });
  let running: RunningSigner | undefined = await start();
  const { url, secret, didDocumentPath } = running;
  const stop = async () => {
    await running?.stop();
    running = undefined;
  };
  return {
    url,
    secret,
    didDocumentPath,
    didDocument: () => JSON.parse(readFileSync(didDocumentPath, 'utf8')) as DidDocument,
    stop,
    async start() {
      running ??= await start();
    },
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The HTTP status of a failed SDK call (or 200 when it succeeded). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

/** The error of a failed SDK call; fails the test when the call succeeded. */
export async function errorOf(call: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error('the call succeeded but was expected to fail');
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** A plain HTTP request, optionally from a chosen loopback source address. */
export function http(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; localAddress?: string; agent?: Agent } = {},
): Promise<RawResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * `count` requests from one address that reach the server together: each goes on a keep-alive
 * connection of its own, opened (by a GET /api/health) before any of them is sent, so none trails
 * behind a TCP handshake. `send` makes the request with the connection it is given.
 */
export async function atOnce(
  url: string,
  count: number,
  from: string,
  send: (agent: Agent) => Promise<RawResponse>,
): Promise<RawResponse[]> {
  const agents = Array.from({ length: count }, () => new Agent({ keepAlive: true, maxSockets: 1, localAddress: from }));
  try {
    await Promise.all(agents.map((agent) => http('GET', `${url}/api/health`, { agent })));
    return await Promise.all(agents.map((agent) => send(agent)));
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** Waits until the MailDev holds a mail to `address` (newest first), or fails after timeoutMs. */
export async function waitForMail(webUrl: string, address: string, subject?: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMails(webUrl)).find(
      (mail) => mail.to.some((to) => to.address === address) && (!subject || subject.test(mail.subject)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's HTML that starts with prefix. */
export function linkIn(mail: Mail, prefix: string): URL {
  const links = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const link = links.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${links.join(', ')}`);
  return new URL(link);
}

/** A certificate form as the admin client sends it (multipart when a file is attached). */
export function certificateForm(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

export const TODAY = `${new Date().toISOString().slice(0, 10)} 00:00:00.000Z`;
