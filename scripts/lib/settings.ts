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
import { isAbsolute, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { apps, localOrigin, pocketbaseUrl as localPocketbaseUrl, remoteKeys, services } from 'shared-ui/build/topology';
import type { RuntimeConfig } from 'shared-ui';
import { DEFAULT_PREVIEW_TTL_S } from 'render-server/preview-token';
import { fromRoot, repoRoot } from './paths';
import { parseAddressList } from './address-list';
import { parseSmtpUrl, type SmtpSettings } from './smtp-url';

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
   * undefined means the generated `.gx/preview-secret` (scripts/lib/preview-secret.ts).
   */
  previewSecret: string | undefined;
  /** How long a preview link and its cookie last, in seconds. */
  previewTtlS: number;
  /** Loopback ports of the processes behind the proxy: the render server, then one per remote. */
  renderPort: number;
  pocketbasePort: number;
  /** The supervisor's health endpoints (loopback; the proxy forwards /healthz/ to it). */
  healthPort: number;
  /** The folder holding each app's build as <dir>/<app folder>/dist (the repository by default). */
  appsDir: string;
  /** The proxy's state: certificates, and its internal CA with GX_TLS=internal. */
  caddyDir: string;
  /** What `npm run serve` generates: the Caddyfile and the shell's release folder. */
  runDir: string;
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

export type Source = Record<string, string | undefined>;

/** The file an operator copies and fills in (README, "Deploying"): its secrets are placeholders. */
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

export function loadSettings(profile: Profile, source: Source = readSource()): Settings {
  const problems: string[] = [];
  const production = profile === 'production';
  const placeholders = production ? examplePlaceholders() : {};
  const isPlaceholder = (name: string, value: string) => placeholders[name]?.trim() === value;
  const get = (name: string) => {
    const value = source[name]?.trim();
    return value === '' ? undefined : value;
  };
  /** A required production value; the local default otherwise. */
  const need = (name: string, localDefault: string, explain: string): string => {
    const value = get(name);
    if (value !== undefined) return value;
    if (production) problems.push(`${name} is missing: ${explain}`);
    return localDefault;
  };
  const port = (name: string, fallback: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 65535) problems.push(`${name}=${raw} is not a port number (1-65535)`);
    return n;
  };
  const list = (name: string): string[] => {
    try {
      return parseAddressList(get(name) ?? '');
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message} (expected addresses or CIDR ranges, comma-separated)`);
      return [];
    }
  };
  const account = (prefix: 'GX_ADMIN' | 'GX_SUPERUSER', local: Account, what: string): Account => {
    const email = need(`${prefix}_EMAIL`, local.email, `the e-mail address of ${what}`);
    const password = need(`${prefix}_PASSWORD`, local.password, `the password of ${what} (at least ${MIN_PASSWORD} characters)`);
    if (!EMAIL.test(email)) problems.push(`${prefix}_EMAIL=${email} is not an e-mail address`);
    if (password.length < MIN_PASSWORD) problems.push(`${prefix}_PASSWORD is shorter than ${MIN_PASSWORD} characters`);
    if (production && (password === LOCAL_ADMIN.password || password === LOCAL_SUPERUSER.password)) {
      problems.push(`${prefix}_PASSWORD is the published local default: choose a secret one`);
    } else if (isPlaceholder(`${prefix}_PASSWORD`, password)) {
      problems.push(`${prefix}_PASSWORD is the placeholder of deploy/site.env.example: choose a secret one`);
    }
    return { email, password };
  };

  const rawSite = need('GX_SITE_URL', localOrigin(apps.shell.port), 'the public origin of the site, e.g. https://gx.example');
  let siteUrl = rawSite.replace(/\/+$/, '');
  try {
    const url = new URL(rawSite);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    if (url.pathname !== '/' || url.search || url.hash) problems.push(`GX_SITE_URL=${rawSite} must be an origin only (no path, query or fragment)`);
    if (production && url.protocol !== 'https:') problems.push(`GX_SITE_URL=${rawSite} must start with https:// in production`);
    siteUrl = url.origin;
  } catch {
    problems.push(`GX_SITE_URL=${rawSite} is not an http(s) URL`);
  }

  const admin = account('GX_ADMIN', LOCAL_ADMIN, 'the first site admin');
  const superuser = account('GX_SUPERUSER', LOCAL_SUPERUSER, "PocketBase's superuser");
  if (admin.email.toLowerCase() === superuser.email.toLowerCase()) {
    problems.push('GX_SUPERUSER_EMAIL must differ from GX_ADMIN_EMAIL: the superuser is a separate account');
  }

  let smtp: SmtpSettings | undefined;
  const smtpUrl = need('GX_SMTP_URL', '', 'the mail server, e.g. smtp://user:password@mail.example:587 (STARTTLS) or smtps://…:465');
  if (smtpUrl) {
    try {
      smtp = parseSmtpUrl(smtpUrl);
      if (production && smtp.password && smtp.password === examplePassword(placeholders['GX_SMTP_URL'])) {
        problems.push('GX_SMTP_URL has the placeholder password of deploy/site.env.example: write the mail account\'s own');
      }
    } catch (error) {
      problems.push(`GX_SMTP_URL: ${(error as Error).message}`);
    }
  }
  const mailFrom = need('GX_MAIL_FROM', 'no-reply@gx.example', 'the sender address of the mails, e.g. no-reply@gx.example');
  if (!EMAIL.test(mailFrom)) problems.push(`GX_MAIL_FROM=${mailFrom} is not an e-mail address`);

  const tls = get('GX_TLS') ?? 'auto';
  if (tls !== 'auto' && tls !== 'internal') problems.push(`GX_TLS=${tls} must be auto or internal`);

  const rawPocketbase = get('GX_POCKETBASE_URL');
  let pocketbaseUrl = production ? siteUrl : localPocketbaseUrl;
  if (rawPocketbase) {
    try {
      pocketbaseUrl = new URL(rawPocketbase).origin;
    } catch {
      problems.push(`GX_POCKETBASE_URL=${rawPocketbase} is not a URL`);
    }
  }

  const pollMs = Number(get('GX_REMOTE_POLL_MS') ?? 10_000);
  if (!Number.isFinite(pollMs) || pollMs < 500) problems.push('GX_REMOTE_POLL_MS must be a number of milliseconds, at least 500');

  const previewSecret = production
    ? need('GX_PREVIEW_SECRET', '', 'the secret preview links are signed with, e.g. the output of `openssl rand -base64 32`')
    : get('GX_PREVIEW_SECRET');
  if (previewSecret !== undefined && previewSecret !== '' && previewSecret.length < MIN_PREVIEW_SECRET) {
    problems.push(`GX_PREVIEW_SECRET is shorter than ${MIN_PREVIEW_SECRET} characters: anyone could forge a preview`);
  }
  const previewTtlS = Number(get('GX_PREVIEW_TTL_S') ?? DEFAULT_PREVIEW_TTL_S);
  if (!Number.isInteger(previewTtlS) || previewTtlS < 60) problems.push('GX_PREVIEW_TTL_S must be a whole number of seconds, at least 60');

  const callsPerMinute = Number(get('MARKET_DATA_CALLS_PER_MINUTE') ?? 30);
  if (!Number.isInteger(callsPerMinute) || callsPerMinute < 1) problems.push('MARKET_DATA_CALLS_PER_MINUTE must be a whole number of at least 1');
  const rawShare = get('MARKET_DATA_VISITOR_SHARE') ?? '1/3';
  const visitorShare = parseShare(rawShare);
  if (visitorShare === undefined) problems.push(`MARKET_DATA_VISITOR_SHARE=${rawShare} must be a fraction above 0 and at most 1, e.g. 1/3 or 0.25`);

  const settings: Settings = {
    profile,
    siteUrl,
    pocketbaseUrl,
    dataDir: resolve(repoRoot, get('GX_DATA_DIR') ?? fromRoot('.gx', 'pb_data')),
    admin,
    superuser,
    smtp,
    mailFrom,
    trustedProxies: list('GX_TRUSTED_PROXIES'),
    tls: tls as Settings['tls'],
    httpPort: port('GX_HTTP_PORT', 80),
    httpsPort: port('GX_HTTPS_PORT', 443),
    pbAdminAllow: list('GX_PB_ADMIN_ALLOW'),
    /** A CoinGecko-compatible base URL, or `fixture`: the local fixture server (offline, sample coins). */
    marketDataUrl: get('MARKET_DATA_URL') ?? 'https://api.coingecko.com/api/v3',
    marketDataApiKey: get('MARKET_DATA_API_KEY') ?? '',
    marketDataCallsPerMinute: callsPerMinute,
    marketDataVisitorShare: visitorShare ?? 1 / 3,
    // A small tolerance, so that 0.1 of 30 is 3 calls despite binary fractions.
    marketDataCallsPerVisitor: Math.max(1, Math.floor(callsPerMinute * (visitorShare ?? 1 / 3) + 1e-9)),
    marketDataCoins: (get('MARKET_DATA_COINS') ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    mailSmtpPort: port('GX_MAIL_SMTP_PORT', services.maildev.smtpPort),
    remotePollMs: pollMs,
    previewSecret: previewSecret || undefined,
    previewTtlS,
    renderPort: port('GX_RENDER_PORT', apps.shell.port),
    pocketbasePort: port('GX_POCKETBASE_PORT', services.pocketbase.port),
    healthPort: port('GX_HEALTH_PORT', 3990),
    appsDir: resolve(repoRoot, get('GX_APPS_DIR') ?? '.'),
    caddyDir: resolve(repoRoot, get('GX_CADDY_DIR') ?? fromRoot('.gx', 'caddy')),
    runDir: resolve(repoRoot, get('GX_RUN_DIR') ?? fromRoot('.gx', 'serve')),
  };
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
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

/** Loads the settings or ends the process with the message (a start refused). */
export function settingsOrExit(profile: Profile): Settings {
  try {
    return loadSettings(profile);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('See README.md, "Settings". Set them in the environment or in the file named by GX_ENV_FILE.');
    process.exit(2);
  }
}

/** The environment variable that hands the site server its settings (serve.ts, site-server.ts). */
export const SITE_SETTINGS_VARIABLE = 'GX_SITE_SETTINGS';

/** The settings with every secret emptied, for a process that needs none of them (the site server). */
export function withoutSecrets(settings: Settings): Settings {
  return {
    ...settings,
    admin: { email: settings.admin.email, password: '' },
    superuser: { email: settings.superuser.email, password: '' },
    smtp: undefined,
    marketDataApiKey: '',
    previewSecret: undefined,
  };
}

/**
 * The environment of a child process (the site server, Caddy) without the run settings: they hold
 * the passwords, the SMTP URL and the market-data key, which a child's crash report or a page that
 * printed its environment must not be able to show. GX_ENV_FILE goes too, so the file is not read.
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

export const mailUrls = {
  web: `http://${services.maildev.host}:${services.maildev.webPort}`,
  smtp: `smtp://${services.maildev.host}:${services.maildev.smtpPort}`,
};
