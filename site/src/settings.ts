/**
 * The run settings of `npm start`, `npm run dev`, `npm run serve` and the e2e harness: one typed
 * object, read from the environment or from the env file named by GX_ENV_FILE (the environment
 * wins), checked before anything starts. README.md ("Settings") lists every one.
 *
 * Two profiles: `local` (npm start, dev, tests) has defaults for everything, the printed sample
 * accounts included; `production` (npm run serve) has no default for any secret or address, and a
 * bad or missing one stops the start with a message that names it.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { apps, localOrigin, pocketbaseUrl as localPocketbaseUrl, remoteKeys, services } from 'shared-ui/build/topology';
import type { RuntimeConfig } from 'shared-ui';
import { CHANNELS } from 'shared-ui/release-formats';
import { DEFAULT_PREVIEW_TTL_S } from 'render-server/preview-token';
import { fromRoot, repoRoot } from './paths';
import { parseAddressList, parseServerList } from './address-list';
import { parseSmtpUrl, type SmtpSettings } from './smtp-url';
import { z } from 'zod';

export type Profile = 'local' | 'production';

export interface Account {
  email: string;
  password: string;
}

export interface Settings {
  profile: Profile;
  /** The public origin (no trailing slash): every absolute URL the site writes starts with it. */
  siteUrl: string;
  /** Where browsers reach PocketBase: the site's origin in production (the proxy's /api/). */
  pocketbaseUrl: string;
  dataDir: string;
  /** Created once, when the site has no admin; never reset afterwards. */
  admin: Account;
  /** PocketBase's superuser (admin UI /_/): another account than the site admin, created once. */
  superuser: Account;
  /** Undefined locally: MailDev is started and used. */
  smtp: SmtpSettings | undefined;
  mailFrom: string;
  trustedProxies: string[];
  tls: 'auto' | 'internal';
  httpPort: number;
  httpsPort: number;
  pbAdminAllow: string[];
  marketDataUrl: string;
  marketDataApiKey: string;
  /** Provider calls a minute for the whole site (the provider's free tier allows about 30). */
  marketDataCallsPerMinute: number;
  /** The part of those calls one visitor address may cause (MARKET_DATA_VISITOR_SHARE, e.g. 1/3)... */
  marketDataVisitorShare: number;
  /** ...as calls a minute: at least one. */
  marketDataCallsPerVisitor: number;
  /** When set, the only coins fetched from the provider (the coins the site lists). */
  marketDataCoins: string[];
  /**
   * Locally, the SMTP port PocketBase sends to (MailDev's by default). A port where nothing
   * listens (e.g. 9) makes every send fail, to try the mail outbox: /auth's "try again" and the
   * admin area's Outgoing mail.
   */
  mailSmtpPort: number;
  remotePollMs: number;
  /**
   * The secret preview links and cookies are signed with. Required in production; locally,
   * undefined means the generated `.gx/preview-secret` (preview-secret.ts).
   */
  previewSecret: string | undefined;
  /** How long a preview link and its cookie last, in seconds. */
  previewTtlS: number;
  /** The first site server's port; the others of this host take the ports after it. */
  renderPort: number;
  /** How many site servers (render processes) this host runs behind its Caddy. */
  renderInstances: number;
  /** Site servers on other hosts (`host:port`), balanced with this host's own. */
  renderUpstreams: string[];
  /** The address the site servers listen on (loopback unless another host's Caddy balances them). */
  renderBind: string;
  pocketbasePort: number;
  /** Caddy's loopback address for the health endpoints (/healthz/live, /healthz/ready). */
  healthPort: number;
  /** The folder holding each app's build as <dir>/<app folder>/dist (the repository by default). */
  appsDir: string;
  /** The proxy's state: certificates, and its internal CA with GX_TLS=internal. */
  caddyDir: string;
  /** What the start steps generate: the Caddyfile and the shell's release folder. */
  runDir: string;
  /** The signer's folder: the issuer's keys, the secret it shares with PocketBase, did.json. */
  signerDir: string;
  /** The release store (`npm run release`), served by Caddy at /releases/. */
  releaseDir: string;
  /** The store's public address (`<site>/releases` by default). */
  releaseUrl: string;
  releaseKeep: number;
  /** GX_RELEASE_CHANNEL as written (undefined: each start mode's own default). */
  releaseChannel: string | undefined;
  /** The cache in front's purge hook (render-server/src/purge.ts); undefined: no purge. */
  cachePurge: { url: string; token?: string } | undefined;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The settings are not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** The accounts `npm start` creates and prints; production refuses them. */
export const LOCAL_ADMIN: Account = { email: 'admin@gxacademy.example', password: 'GxAdmin#2025' };
export const LOCAL_SUPERUSER: Account = { email: 'superuser@gxacademy.example', password: 'GxSuperuser#2025' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** PocketBase's superuser minimum; the site's own password rule is checked by PocketBase on creation. */
const MIN_PASSWORD = 10;
/** 32 characters of base64: 192 bits, beyond guessing. */
const MIN_PREVIEW_SECRET = 32;
/** Render processes on one host: each holds its own page cache and federation runtime (memory). */
export const MAX_RENDER_INSTANCES = 16;

/** Cloudflare's API tokens are 40 characters, Fastly's 32. */
const MIN_PURGE_TOKEN = 20;

export type Source = Record<string, string | undefined>;

/** The file an operator copies and fills in (docs/operations.md, "Deploying"): its secrets are placeholders. */
export const EXAMPLE_ENV_FILE = fromRoot('deploy', 'site.env.example');

/** The example file's values, compared with production's secrets: a copy not filled in must not run. */
function examplePlaceholders(): Source {
  try {
    return parseEnv(readFileSync(EXAMPLE_ENV_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** The environment over the env file named by GX_ENV_FILE (relative paths: from the repository). */
export function readSource(env: NodeJS.ProcessEnv = process.env): Source {
  const file = env['GX_ENV_FILE'];
  if (!file) return { ...env };
  const path = isAbsolute(file) ? file : resolve(repoRoot, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SettingsError([`GX_ENV_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  return { ...parseEnv(text), ...env };
}

/** The processes of production (one systemd unit each, docs/operations.md, "Deploying") and the release command line. */
export const PROCESSES = ['pocketbase', 'signer', 'site', 'caddy', 'release'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** One row of the README's settings table: the variables, their defaults, who reads them. */
export interface SettingDoc {
  names: string[];
  local: string;
  production: string;
  /** The production processes that read it (the units' environment files follow this). */
  readBy: ProcessName[];
  meaning: string;
}

const ALL: ProcessName[] = [...PROCESSES];

/** Every setting of every process, in the README's order; `settingsTable()` writes the table from it. */
export const SETTING_DOCS: SettingDoc[] = [
  { names: ['GX_SITE_URL'], local: '`http://localhost:3000`', production: '**required**, `https://`', readBy: ALL, meaning: "the public origin; every absolute URL (canonical, Open Graph and Twitter tags, mail links through PocketBase's app URL, QR codes, LinkedIn links and the print page through `siteUrl` in the runtime configuration, the CSP, CORS) comes from it" },
  { names: ['GX_POCKETBASE_URL'], local: '`http://127.0.0.1:8090`', production: 'the site URL', readBy: ['site', 'caddy', 'release'], meaning: "where browsers reach PocketBase (production: the proxy's `/api/`)" },
  { names: ['GX_ADMIN_EMAIL', 'GX_ADMIN_PASSWORD'], local: '`admin@gxacademy.example`, `GxAdmin#2025`', production: '**required**', readBy: ['pocketbase'], meaning: 'the first site admin, created only when the site has no admin, before the proxy takes any traffic; never reset afterwards (a changed password or role is kept). An existing account with that address is made the admin only if it signs in with `GX_ADMIN_PASSWORD`; otherwise it is left alone and the log says so (see "Deploying")' },
  { names: ['GX_SUPERUSER_EMAIL', 'GX_SUPERUSER_PASSWORD'], local: '`superuser@gxacademy.example`, `GxSuperuser#2025`', production: '**required**', readBy: ['pocketbase'], meaning: "PocketBase's superuser (admin UI `/_/`), a separate account, created once likewise; passwords ≥ 10 characters" },
  { names: ['GX_SMTP_URL'], local: 'MailDev', production: '**required**', readBy: ['pocketbase'], meaning: '`smtp://user:password@host:587` (STARTTLS required: the start is refused when the server does not offer it), `smtps://user:password@host:465` (TLS), `smtp://host:25?tls=off` (plain, a relay on a trusted network only); user and password URL-encoded' },
  { names: ['GX_MAIL_FROM'], local: '`no-reply@gx.example`', production: '**required**', readBy: ['pocketbase'], meaning: 'the sender address of every mail' },
  { names: ['GX_TRUSTED_PROXIES'], local: 'none', production: 'none', readBy: ['pocketbase', 'site', 'caddy'], meaning: "addresses or CIDR ranges (IPv4, IPv6) in front of the host (a load balancer, a CDN) whose `X-Forwarded-For` is believed; the site trusts its own Caddy on loopback by itself" },
  { names: ['GX_TLS'], local: '–', production: '`auto`', readBy: ['caddy'], meaning: "`auto`: a public certificate for the site's host (Let's Encrypt/ZeroSSL through Caddy); `internal`: Caddy's own CA (tests, private networks), root at `$GX_CADDY_DIR/pki/authorities/local/root.crt`" },
  { names: ['GX_HTTP_PORT', 'GX_HTTPS_PORT'], local: '–', production: '`80`, `443`', readBy: ['caddy'], meaning: "the proxy's ports; http:// redirects (308) to `GX_SITE_URL` with the same path and query" },
  { names: ['GX_PB_ADMIN_ALLOW'], local: '–', production: 'none', readBy: ['caddy'], meaning: "addresses or CIDR ranges that may open PocketBase's admin UI through the proxy; `/_/` and the superuser API `/api/admins*` (its sign-in included) answer 404 to everyone else. Five failed superuser sign-ins per address in 15 minutes, allowed or not" },
  { names: ['GX_DATA_DIR'], local: '`.gx/pb_data`', production: '`.gx/pb_data`', readBy: ['pocketbase', 'signer', 'caddy'], meaning: 'PocketBase data directory (backups in its `backups/`)' },
  { names: ['GX_SIGNER_DIR'], local: '`<GX_DATA_DIR>-signer`', production: '`<GX_DATA_DIR>-signer`', readBy: ['pocketbase', 'signer', 'caddy'], meaning: "the credential signer's directory: the issuer's keys and the shared secret (0600 files, generated on first start), `did.json` (Caddy serves it at `/.well-known/did.json`)" },
  { names: ['MARKET_DATA_URL'], local: 'CoinGecko v3 public API', production: 'same', readBy: ['pocketbase'], meaning: 'base URL of the CoinGecko-compatible market-data API; `fixture` starts the local fixture server (sample coins, no internet needed)' },
  { names: ['MARKET_DATA_API_KEY'], local: 'none', production: 'none', readBy: ['pocketbase'], meaning: 'key for it (sent as `x-cg-demo-api-key`)' },
  { names: ['MARKET_DATA_CALLS_PER_MINUTE'], local: '`30`', production: '`30`', readBy: ['pocketbase'], meaning: 'provider calls a minute for the whole site (the free tier\'s limit), the timer that keeps the listed coins included (see pocketbase/README.md, "Market data")' },
  { names: ['MARKET_DATA_VISITOR_SHARE'], local: '`1/3`', production: '`1/3`', readBy: ['pocketbase'], meaning: 'the part of those calls one visitor address may cause, a fraction above 0 and at most 1 (`1/3`, `0.25`): with 30, 10 calls a minute (at least 1)' },
  { names: ['MARKET_DATA_COINS'], local: 'none', production: 'none', readBy: ['pocketbase'], meaning: 'comma-separated coin ids: when set, the only coins fetched from the provider (the ticker\'s always are); other ids are "not found" without a call' },
  { names: ['GX_MAIL_SMTP_PORT'], local: "MailDev's `1025`", production: '–', readBy: [], meaning: 'locally, the SMTP port PocketBase sends to; a port where nothing listens (`GX_MAIL_SMTP_PORT=9 npm start`) makes every send fail, to try the mail outbox: `/auth` says "We could not send the mail; try again.", the admin area\'s "Outgoing mail" tab offers "Send again", and the mails go out (MailDev) once the port is MailDev\'s again' },
  { names: ['GX_REMOTE_POLL_MS'], local: '`10000`', production: '`10000`', readBy: ['site'], meaning: 'how often the render server looks for redeployed remotes (ms, ≥ 500)' },
  { names: ['GX_RELEASE_DIR'], local: '`.gx/releases`', production: '`.gx/releases`', readBy: ['pocketbase', 'site', 'caddy', 'release'], meaning: 'the release store (`npm run release`), served by Caddy at `/releases/`; PocketBase reads its channels and history for the admin area' },
  { names: ['GX_RELEASE_URL'], local: '`<GX_SITE_URL>/releases`', production: '`<GX_SITE_URL>/releases`', readBy: ['release'], meaning: 'the public address the store is served at: the pointers name `<url>/<remote>/<id>/mf-manifest.json`' },
  { names: ['GX_RELEASE_KEEP'], local: '`5`', production: '`5`', readBy: ['release'], meaning: 'releases of each remote always kept (the newest), besides those a channel used in the last 30 days' },
  { names: ['GX_RELEASE_ACTOR'], local: 'git `user.email`, else the system user', production: 'git `user.email`, else the system user', readBy: ['release'], meaning: 'who a promote or rollback is recorded as' },
  { names: ['GX_RELEASE_CHANNEL'], local: '`production`', production: '`production`', readBy: ['site', 'caddy', 'release'], meaning: 'the channel the site serves the remotes from (`production` or `staging`); `off` serves each remote\'s `dist/` instead; `npm start --e2e` serves `dist/` unless it is set: see "Releases"' },
  { names: ['GX_PREVIEW_SECRET'], local: 'generated once into `.gx/preview-secret` (0600)', production: '**required**, ≥ 32 characters', readBy: ['site', 'release'], meaning: 'signs release preview links and cookies (`npm run release -- preview`); the release CLI and the render server must read the same one' },
  { names: ['GX_PREVIEW_TTL_S'], local: '`3600`', production: '`3600`', readBy: ['release'], meaning: 'how long a preview link, and the preview it opens, lasts (seconds, ≥ 60)' },
  { names: ['GX_CACHE_PURGE_URL'], local: 'none', production: 'none', readBy: ['site', 'release'], meaning: 'the purge hook of the cache in front (Varnish, Cloudflare, Fastly: see "A cache in front"): a POST to this URL, `{tags}` replaced by the URL-encoded tags, purges the pages of a release a promote or rollback replaced; empty: no purge (pages then expire by their `s-maxage`)' },
  { names: ['GX_CACHE_PURGE_TOKEN'], local: 'none', production: '**required** with `GX_CACHE_PURGE_URL`', readBy: ['site', 'release'], meaning: 'the secret sent with each purge (`Authorization: Bearer`, `Fastly-Key`), printable ASCII without spaces or quotes, ≥ 20 characters in production; never logged' },
  { names: ['GX_APPS_DIR'], local: 'the repository', production: 'the repository', readBy: ['site', 'caddy', 'release'], meaning: "the folder holding each app's build as `<dir>/<app>/dist` (`npm run build` writes them in the repository)" },
  { names: ['GX_RENDER_PORT', 'GX_POCKETBASE_PORT', 'GX_HEALTH_PORT'], local: '–', production: '`3000`, `8090`, `3990`', readBy: ['pocketbase', 'signer', 'site', 'caddy'], meaning: "loopback ports behind the proxy: the first site server (the others of the host take the ports after it), PocketBase (the signer two above it), the health endpoints (Caddy's admin endpoint, its metrics, on the next port)" },
  { names: ['GX_RENDER_INSTANCES'], local: '–', production: '`1`', readBy: ['site', 'caddy'], meaning: 'how many site servers (render processes) this host runs, `gx-site@0` … `gx-site@<n-1>` on `GX_RENDER_PORT` and the ports after it, balanced by Caddy (1-16); enable as many units (see "Several render processes")' },
  { names: ['GX_RENDER_UPSTREAMS'], local: '–', production: 'none', readBy: ['caddy'], meaning: "site servers on other hosts, `host:port` (IPv6 in brackets), comma-separated: Caddy balances them with this host's own; each such host sets `GX_RENDER_BIND` and lists this host in `GX_TRUSTED_PROXIES`" },
  { names: ['GX_RENDER_BIND'], local: '–', production: '`127.0.0.1`', readBy: ['site'], meaning: "the address the site servers listen on: loopback, unless another host's Caddy balances them (then a private address that host reaches; never a public one)" },
  { names: ['GX_CADDY_DIR', 'GX_RUN_DIR'], local: '–', production: '`.gx/caddy`, `.gx/serve`', readBy: ['site', 'caddy'], meaning: "the proxy's certificates and CA; the generated Caddyfile and the shell's release folder" },
];

const READ_BY = new Map(SETTING_DOCS.flatMap((doc) => doc.names.map((name) => [name, doc.readBy] as const)));

/** The variables a process reads: what its environment file holds, and all `npm run serve` hands it. */
export function variablesOf(process: ProcessName): string[] {
  return SETTING_DOCS.filter((doc) => doc.readBy.includes(process)).flatMap((doc) => doc.names);
}

/** The README's settings table, written from SETTING_DOCS (a test compares the two). */
export function settingsTable(): string {
  const rows = SETTING_DOCS.map((doc) => `| ${doc.names.map((name) => `\`${name}\``).join(', ')} | ${doc.local} | ${doc.production} | ${doc.readBy.join(', ') || '–'} | ${doc.meaning} |`);
  return ['| variable | local default | production | read by | meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** What a setting's check receives: the trimmed value (undefined when empty), and how to refuse it. */
interface FieldContext {
  production: boolean;
  /** Whether the process being started reads this setting: one that does not is neither required nor checked. */
  checked: boolean;
  fail(message: string): void;
}

/**
 * A zod field for one variable: the value as written (or absent) in, the typed value out; a bad
 * value is an issue whose message names the variable, and the start is refused.
 */
function field<T>(name: string, parse: (raw: string | undefined, c: FieldContext) => T, profile: Profile, reads: (name: string) => boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const raw = value?.trim() === '' ? undefined : value?.trim();
      const checked = reads(name);
      return parse(raw, {
        production: profile === 'production',
        checked,
        fail: (message) => {
          if (checked) ctx.addIssue({ code: 'custom', message, path: [name] });
        },
      });
    });
}

/**
 * The schema of every setting for one profile; with `process`, only what that process reads is
 * required and checked (the others keep their local defaults, unused).
 */
export function settingsSchema(profile: Profile, process?: ProcessName) {
  const production = profile === 'production';
  const reads = (name: string) => !process || (READ_BY.get(name) ?? []).includes(process);
  const placeholders = production ? examplePlaceholders() : {};
  const isPlaceholder = (name: string, value: string) => placeholders[name]?.trim() === value;
  const f = <T>(name: string, parse: (raw: string | undefined, c: FieldContext) => T) => field(name, parse, profile, reads);
  /** A required production value; the local default otherwise. */
  const need = (name: string, localDefault: string, explain: string) => (raw: string | undefined, c: FieldContext) => {
    if (raw !== undefined) return raw;
    if (c.production) c.fail(`${name} is missing: ${explain}`);
    return localDefault;
  };
  const port = (name: string, fallback: number) =>
    f(name, (raw, c) => {
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 65535) c.fail(`${name}=${raw} is not a port number (1-65535)`);
      return n;
    });
  const list = (name: string) =>
    f(name, (raw, c) => {
      try {
        return parseAddressList(raw ?? '');
      } catch (error) {
        c.fail(`${name}: ${(error as Error).message} (expected addresses or CIDR ranges, comma-separated)`);
        return [];
      }
    });
  const email = (prefix: 'GX_ADMIN' | 'GX_SUPERUSER', local: Account, what: string) =>
    f(`${prefix}_EMAIL`, (raw, c) => {
      const value = need(`${prefix}_EMAIL`, local.email, `the e-mail address of ${what}`)(raw, c);
      if (!EMAIL.test(value)) c.fail(`${prefix}_EMAIL=${value} is not an e-mail address`);
      return value;
    });
  const password = (prefix: 'GX_ADMIN' | 'GX_SUPERUSER', local: Account, what: string) =>
    f(`${prefix}_PASSWORD`, (raw, c) => {
      const value = need(`${prefix}_PASSWORD`, local.password, `the password of ${what} (at least ${MIN_PASSWORD} characters)`)(raw, c);
      if (value.length < MIN_PASSWORD) c.fail(`${prefix}_PASSWORD is shorter than ${MIN_PASSWORD} characters`);
      if (c.production && (value === LOCAL_ADMIN.password || value === LOCAL_SUPERUSER.password)) {
        c.fail(`${prefix}_PASSWORD is the published local default: choose a secret one`);
      } else if (isPlaceholder(`${prefix}_PASSWORD`, value)) {
        c.fail(`${prefix}_PASSWORD is the placeholder of deploy/site.env.example: choose a secret one`);
      }
      return value;
    });
  const wholeNumber = (name: string, fallback: number, min: number, message: string) =>
    f(name, (raw, c) => {
      const value = Number(raw ?? fallback);
      if (!Number.isInteger(value) || value < min) c.fail(message);
      return value;
    });
  const folder = (name: string, fallback: string) => f(name, (raw) => resolve(repoRoot, raw ?? fallback));

  return z
    .object({
      GX_SITE_URL: f('GX_SITE_URL', (raw, c) => {
        const value = need('GX_SITE_URL', localOrigin(apps.shell.port), 'the public origin of the site, e.g. https://gx.example')(raw, c);
        try {
          const url = new URL(value);
          if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
          if (url.pathname !== '/' || url.search || url.hash) c.fail(`GX_SITE_URL=${value} must be an origin only (no path, query or fragment)`);
          if (c.production && url.protocol !== 'https:') c.fail(`GX_SITE_URL=${value} must start with https:// in production`);
          return url.origin;
        } catch {
          c.fail(`GX_SITE_URL=${value} is not an http(s) URL`);
          return value.replace(/\/+$/, '');
        }
      }),
      GX_POCKETBASE_URL: f('GX_POCKETBASE_URL', (raw, c) => {
        if (!raw) return undefined;
        try {
          return new URL(raw).origin;
        } catch {
          c.fail(`GX_POCKETBASE_URL=${raw} is not a URL`);
          return undefined;
        }
      }),
      GX_ADMIN_EMAIL: email('GX_ADMIN', LOCAL_ADMIN, 'the first site admin'),
      GX_ADMIN_PASSWORD: password('GX_ADMIN', LOCAL_ADMIN, 'the first site admin'),
      GX_SUPERUSER_EMAIL: email('GX_SUPERUSER', LOCAL_SUPERUSER, "PocketBase's superuser"),
      GX_SUPERUSER_PASSWORD: password('GX_SUPERUSER', LOCAL_SUPERUSER, "PocketBase's superuser"),
      GX_SMTP_URL: f('GX_SMTP_URL', (raw, c) => {
        const value = need('GX_SMTP_URL', '', 'the mail server, e.g. smtp://user:password@mail.example:587 (STARTTLS) or smtps://…:465')(raw, c);
        if (!value) return undefined;
        try {
          const smtp = parseSmtpUrl(value);
          if (c.production && smtp.password && smtp.password === examplePassword(placeholders['GX_SMTP_URL'])) {
            c.fail("GX_SMTP_URL has the placeholder password of deploy/site.env.example: write the mail account's own");
          }
          return smtp;
        } catch (error) {
          c.fail(`GX_SMTP_URL: ${(error as Error).message}`);
          return undefined;
        }
      }),
      GX_MAIL_FROM: f('GX_MAIL_FROM', (raw, c) => {
        const value = need('GX_MAIL_FROM', 'no-reply@gx.example', 'the sender address of the mails, e.g. no-reply@gx.example')(raw, c);
        if (!EMAIL.test(value)) c.fail(`GX_MAIL_FROM=${value} is not an e-mail address`);
        return value;
      }),
      GX_TRUSTED_PROXIES: list('GX_TRUSTED_PROXIES'),
      GX_TLS: f('GX_TLS', (raw, c) => {
        const value = raw ?? 'auto';
        if (value !== 'auto' && value !== 'internal') c.fail(`GX_TLS=${value} must be auto or internal`);
        return value as Settings['tls'];
      }),
      GX_HTTP_PORT: port('GX_HTTP_PORT', 80),
      GX_HTTPS_PORT: port('GX_HTTPS_PORT', 443),
      GX_PB_ADMIN_ALLOW: list('GX_PB_ADMIN_ALLOW'),
      GX_DATA_DIR: folder('GX_DATA_DIR', fromRoot('.gx', 'pb_data')),
      GX_SIGNER_DIR: f('GX_SIGNER_DIR', (raw) => (raw ? resolve(repoRoot, raw) : undefined)),
      MARKET_DATA_URL: f('MARKET_DATA_URL', (raw, c) => {
        const value = raw ?? 'https://api.coingecko.com/api/v3';
        if (value !== 'fixture' && !URL.canParse(value)) c.fail(`MARKET_DATA_URL=${value} is not a URL (or \`fixture\`)`);
        return value;
      }),
      MARKET_DATA_API_KEY: f('MARKET_DATA_API_KEY', (raw) => raw ?? ''),
      MARKET_DATA_CALLS_PER_MINUTE: wholeNumber('MARKET_DATA_CALLS_PER_MINUTE', 30, 1, 'MARKET_DATA_CALLS_PER_MINUTE must be a whole number of at least 1'),
      MARKET_DATA_VISITOR_SHARE: f('MARKET_DATA_VISITOR_SHARE', (raw, c) => {
        const value = raw ?? '1/3';
        const share = parseShare(value);
        if (share === undefined) c.fail(`MARKET_DATA_VISITOR_SHARE=${value} must be a fraction above 0 and at most 1, e.g. 1/3 or 0.25`);
        return share ?? 1 / 3;
      }),
      MARKET_DATA_COINS: f('MARKET_DATA_COINS', (raw) => (raw ?? '').split(',').map((id) => id.trim()).filter(Boolean)),
      GX_MAIL_SMTP_PORT: port('GX_MAIL_SMTP_PORT', services.maildev.smtpPort),
      GX_REMOTE_POLL_MS: f('GX_REMOTE_POLL_MS', (raw, c) => {
        const value = Number(raw ?? 10_000);
        if (!Number.isFinite(value) || value < 500) c.fail('GX_REMOTE_POLL_MS must be a number of milliseconds, at least 500');
        return value;
      }),
      GX_RELEASE_DIR: folder('GX_RELEASE_DIR', fromRoot('.gx', 'releases')),
      GX_RELEASE_URL: f('GX_RELEASE_URL', (raw, c) => {
        if (raw && !URL.canParse(raw)) c.fail(`GX_RELEASE_URL=${raw} is not a URL`);
        return raw?.replace(/\/+$/, '');
      }),
      GX_RELEASE_KEEP: f('GX_RELEASE_KEEP', (raw, c) => {
        const value = Number(raw ?? 5);
        if (!Number.isInteger(value) || value < 1) c.fail(`GX_RELEASE_KEEP must be a whole number of at least 1 (got "${raw}")`);
        return value;
      }),
      GX_RELEASE_ACTOR: f('GX_RELEASE_ACTOR', (raw) => raw),
      GX_RELEASE_CHANNEL: f('GX_RELEASE_CHANNEL', (raw, c) => {
        if (raw === undefined) return undefined;
        if (raw !== 'off' && !(CHANNELS as readonly string[]).includes(raw)) c.fail(`GX_RELEASE_CHANNEL=${raw} must be one of ${CHANNELS.join(', ')}, or off`);
        return raw;
      }),
      GX_PREVIEW_SECRET: f('GX_PREVIEW_SECRET', (raw, c) => {
        const value = c.production ? need('GX_PREVIEW_SECRET', '', 'the secret preview links are signed with, e.g. the output of `openssl rand -base64 32`')(raw, c) : raw;
        if (value !== undefined && value !== '' && value.length < MIN_PREVIEW_SECRET) {
          c.fail(`GX_PREVIEW_SECRET is shorter than ${MIN_PREVIEW_SECRET} characters: anyone could forge a preview`);
        }
        return value || undefined;
      }),
      GX_PREVIEW_TTL_S: wholeNumber('GX_PREVIEW_TTL_S', DEFAULT_PREVIEW_TTL_S, 60, 'GX_PREVIEW_TTL_S must be a whole number of seconds, at least 60'),
      GX_CACHE_PURGE_URL: f('GX_CACHE_PURGE_URL', (raw, c) => {
        if (raw === undefined) return undefined;
        let url: URL | undefined;
        try {
          url = new URL(raw.replaceAll('{tags}', 'tags'));
        } catch {
          url = undefined;
        }
        if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) c.fail(`GX_CACHE_PURGE_URL=${raw} is not an http(s) URL`);
        return raw;
      }),
      GX_CACHE_PURGE_TOKEN: f('GX_CACHE_PURGE_TOKEN', (raw, c) => {
        // Sent in headers and written into the Varnish configuration's string: nothing that would end either.
        if (raw !== undefined && !/^[\x21-\x7e]+$/.test(raw)) c.fail('GX_CACHE_PURGE_TOKEN must be printable ASCII without spaces');
        if (raw?.includes('"')) c.fail('GX_CACHE_PURGE_TOKEN must not contain a double quote');
        if (c.production && raw !== undefined && raw.length < MIN_PURGE_TOKEN) c.fail(`GX_CACHE_PURGE_TOKEN is shorter than ${MIN_PURGE_TOKEN} characters`);
        return raw;
      }),
      GX_APPS_DIR: folder('GX_APPS_DIR', '.'),
      GX_RENDER_PORT: port('GX_RENDER_PORT', apps.shell.port),
      GX_RENDER_INSTANCES: f('GX_RENDER_INSTANCES', (raw, c) => {
        const value = Number(raw ?? 1);
        if (!Number.isInteger(value) || value < 1 || value > MAX_RENDER_INSTANCES) c.fail(`GX_RENDER_INSTANCES=${raw} must be a whole number from 1 to ${MAX_RENDER_INSTANCES}`);
        return value;
      }),
      GX_RENDER_UPSTREAMS: f('GX_RENDER_UPSTREAMS', (raw, c) => {
        try {
          return parseServerList(raw ?? '');
        } catch (error) {
          c.fail(`GX_RENDER_UPSTREAMS: ${(error as Error).message}`);
          return [];
        }
      }),
      GX_RENDER_BIND: f('GX_RENDER_BIND', (raw, c) => {
        const value = raw ?? '127.0.0.1';
        if (isIP(value) === 0) c.fail(`GX_RENDER_BIND=${value} is not an IP address (the site servers listen on it; 127.0.0.1 unless another host balances them)`);
        return value;
      }),
      GX_POCKETBASE_PORT: port('GX_POCKETBASE_PORT', services.pocketbase.port),
      GX_HEALTH_PORT: port('GX_HEALTH_PORT', 3990),
      GX_CADDY_DIR: folder('GX_CADDY_DIR', fromRoot('.gx', 'caddy')),
      GX_RUN_DIR: folder('GX_RUN_DIR', fromRoot('.gx', 'serve')),
    })
    .superRefine((values, ctx) => {
      if (production && reads('GX_CACHE_PURGE_URL') && values.GX_CACHE_PURGE_URL && !values.GX_CACHE_PURGE_TOKEN) {
        ctx.addIssue({ code: 'custom', message: 'GX_CACHE_PURGE_TOKEN is missing: GX_CACHE_PURGE_URL is set, and a purge hook open to anyone would let anyone empty the cache', path: ['GX_CACHE_PURGE_TOKEN'] });
      }
      if (reads('GX_SUPERUSER_EMAIL') && values.GX_ADMIN_EMAIL.toLowerCase() === values.GX_SUPERUSER_EMAIL.toLowerCase()) {
        ctx.addIssue({ code: 'custom', message: 'GX_SUPERUSER_EMAIL must differ from GX_ADMIN_EMAIL: the superuser is a separate account', path: ['GX_SUPERUSER_EMAIL'] });
      }
    });
}

export { CHANNELS };

/**
 * Reads and checks the settings of a profile (of one process: only what it reads); throws a
 * SettingsError naming every bad or missing value.
 */
export function loadSettings(profile: Profile, source: Source = readSource(), process?: ProcessName): Settings {
  const parsed = settingsSchema(profile, process).safeParse(source);
  if (!parsed.success) throw new SettingsError(parsed.error.issues.map((issue) => issue.message));
  const v = parsed.data;
  const siteUrl = v.GX_SITE_URL;
  const callsPerMinute = v.MARKET_DATA_CALLS_PER_MINUTE;
  return {
    profile,
    siteUrl,
    pocketbaseUrl: v.GX_POCKETBASE_URL ?? (profile === 'production' ? siteUrl : localPocketbaseUrl),
    dataDir: v.GX_DATA_DIR,
    signerDir: v.GX_SIGNER_DIR ?? `${v.GX_DATA_DIR.replace(/\/+$/, '')}-signer`,
    admin: { email: v.GX_ADMIN_EMAIL, password: v.GX_ADMIN_PASSWORD },
    superuser: { email: v.GX_SUPERUSER_EMAIL, password: v.GX_SUPERUSER_PASSWORD },
    smtp: v.GX_SMTP_URL,
    mailFrom: v.GX_MAIL_FROM,
    trustedProxies: v.GX_TRUSTED_PROXIES,
    tls: v.GX_TLS,
    httpPort: v.GX_HTTP_PORT,
    httpsPort: v.GX_HTTPS_PORT,
    pbAdminAllow: v.GX_PB_ADMIN_ALLOW,
    /** A CoinGecko-compatible base URL, or `fixture`: the local fixture server (offline, sample coins). */
    marketDataUrl: v.MARKET_DATA_URL,
    marketDataApiKey: v.MARKET_DATA_API_KEY,
    marketDataCallsPerMinute: callsPerMinute,
    marketDataVisitorShare: v.MARKET_DATA_VISITOR_SHARE,
    // A small tolerance, so that 0.1 of 30 is 3 calls despite binary fractions.
    marketDataCallsPerVisitor: Math.max(1, Math.floor(callsPerMinute * v.MARKET_DATA_VISITOR_SHARE + 1e-9)),
    marketDataCoins: v.MARKET_DATA_COINS,
    mailSmtpPort: v.GX_MAIL_SMTP_PORT,
    remotePollMs: v.GX_REMOTE_POLL_MS,
    previewSecret: v.GX_PREVIEW_SECRET,
    previewTtlS: v.GX_PREVIEW_TTL_S,
    renderPort: v.GX_RENDER_PORT,
    renderInstances: v.GX_RENDER_INSTANCES,
    renderUpstreams: v.GX_RENDER_UPSTREAMS,
    renderBind: v.GX_RENDER_BIND,
    pocketbasePort: v.GX_POCKETBASE_PORT,
    healthPort: v.GX_HEALTH_PORT,
    appsDir: v.GX_APPS_DIR,
    caddyDir: v.GX_CADDY_DIR,
    runDir: v.GX_RUN_DIR,
    releaseDir: v.GX_RELEASE_DIR,
    releaseUrl: v.GX_RELEASE_URL ?? `${siteUrl}/releases`,
    releaseKeep: v.GX_RELEASE_KEEP,
    releaseChannel: v.GX_RELEASE_CHANNEL,
    cachePurge: v.GX_CACHE_PURGE_URL ? { url: v.GX_CACHE_PURGE_URL, ...(v.GX_CACHE_PURGE_TOKEN ? { token: v.GX_CACHE_PURGE_TOKEN } : {}) } : undefined,
  };
}

/** `1/3` or `0.25`: a fraction above 0 and at most 1, or undefined. */
function parseShare(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(text);
  if (!match) return undefined;
  const share = Number(match[1]) / Number(match[2] ?? 1);
  return share > 0 && share <= 1 ? share : undefined;
}

/** The password in the example file's SMTP URL (`password`), if it has one. */
function examplePassword(url: string | undefined): string | undefined {
  try {
    return url ? parseSmtpUrl(url).password : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the settings (of one process, or all) or ends the process with the message (a start refused). */
export function settingsOrExit(profile: Profile, only?: ProcessName): Settings {
  try {
    return loadSettings(profile, readSource(), only);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('See docs/operations.md, "Settings". Set them in the environment or in the file named by GX_ENV_FILE.');
    process.exit(2);
  }
}

/**
 * The environment of a child process without the run settings: they hold the passwords, the SMTP
 * URL and the market-data key, which a child's crash report or a page that printed its environment
 * must not be able to show. GX_ENV_FILE goes too, so the file is not read; `npm run serve` then
 * adds the settings the unit's process reads (variablesOf), as its environment files would.
 */
export function childEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GX_') && !name.startsWith('MARKET_DATA_')));
}

/** Where the browser finds each remote's manifest: its own port locally, a path of the site's origin in production. */
export function remoteManifestUrl(settings: Settings, key: (typeof remoteKeys)[number]): string {
  if (settings.profile === 'production') return `${settings.siteUrl}/remotes/${key}/mf-manifest.json`;
  return `${localOrigin(apps[key].port)}/mf-manifest.json`;
}

/** What the shell reads at start-up: where PocketBase and each remote's manifest are. */
export function runtimeConfig(settings: Settings): RuntimeConfig {
  return {
    siteUrl: settings.siteUrl,
    pocketbaseUrl: settings.pocketbaseUrl,
    remotes: Object.fromEntries(remoteKeys.map((key) => [apps[key].container, remoteManifestUrl(settings, key)])),
  };
}

/** PocketBase's market-data options from the settings, with the provider at `url` (the fixture's, when the settings say `fixture`). */
export function marketDataOptions(settings: Settings, url: string) {
  return {
    url,
    ...(settings.marketDataApiKey ? { apiKey: settings.marketDataApiKey } : {}),
    providerCallsPerMinute: settings.marketDataCallsPerMinute,
    clientMissesPerMinute: settings.marketDataCallsPerVisitor,
    ...(settings.marketDataCoins.length ? { coins: settings.marketDataCoins } : {}),
  };
}

export const mailUrls = {
  web: `http://${services.maildev.host}:${services.maildev.webPort}`,
  smtp: `smtp://${services.maildev.host}:${services.maildev.smtpPort}`,
};

/** The channel a production site follows: `production` unless GX_RELEASE_CHANNEL names another; `off`: none. */
export function servedChannel(settings: Settings): string | undefined {
  if (settings.releaseChannel === 'off') return undefined;
  return settings.releaseChannel ?? CHANNELS[0];
}
