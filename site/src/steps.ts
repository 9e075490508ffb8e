/**
 * The start steps of the signer, PocketBase and Caddy (main.ts names them; the systemd units and
 * `npm run serve` run them). A long-lived step serves until SIGTERM and exits when its server
 * ends, so that systemd sees the failure and restarts it; nothing here restarts anything.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from 'shared-ui/build/topology';
import { didWebFromSiteUrl, KeyStore, SECRET_FILE } from 'gx-signer';
import { createSignerServer, type SignerLog } from 'gx-signer/server';
import { ensureSiteAdmin, ensureSuperuser, freePort, PRODUCTION_HOOKS_POOL, startMarketFixture, startPocketBase } from 'gx-pocketbase';
import { waitUntilAnswers } from 'gx-processes';
import { caddyfile, shellFolder } from './caddyfile';
import { processPorts } from './serve-ports';
import { marketDataOptions, runtimeConfig, servedChannel, type Settings } from './settings';
import { smtpExtensions } from './smtp-probe';
import { describeSmtp } from './smtp-url';

/** Stops on SIGTERM or SIGINT with `stop`, then exits 0. */
function onStop(stop: () => Promise<void> | void): void {
  const handler = () => void Promise.resolve(stop()).finally(() => process.exit(0));
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

export async function runSigner(settings: Settings, log: SignerLog): Promise<void> {
  const port = processPorts(settings).signer;
  const store = new KeyStore(settings.signerDir, didWebFromSiteUrl(settings.siteUrl));
  await store.ensure();
  const server = createSignerServer(store, settings.siteUrl, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  log(`signer on 127.0.0.1:${port} for ${store.did}`);
  onStop(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** A mail server that does not offer STARTTLS is refused, unless the URL says ?tls=off. */
async function checkSmtp(settings: Settings): Promise<void> {
  const smtp = settings.smtp;
  if (!smtp || smtp.security !== 'starttls') return;
  let extensions: string[];
  try {
    extensions = await smtpExtensions(smtp.host, smtp.port);
  } catch (error) {
    throw new Error(`GX_SMTP_URL: cannot reach ${describeSmtp(smtp)}: ${(error as Error).message}`);
  }
  if (!extensions.includes('STARTTLS')) {
    throw new Error(`GX_SMTP_URL: ${describeSmtp(smtp)} does not offer STARTTLS; use smtps:// or, on a trusted network only, ?tls=off`);
  }
}

/** Migrations, then the superuser (created once; an existing one keeps its password). */
export async function preparePocketBase(settings: Settings, log: (line: string) => void): Promise<void> {
  await checkSmtp(settings);
  const state = await ensureSuperuser(settings.dataDir, settings.superuser.email, settings.superuser.password);
  log(`PocketBase superuser ${settings.superuser.email}: ${state === 'created' ? 'created' : 'exists, left as it is'}`);
}

export async function runPocketBase(settings: Settings, log: (line: string) => void): Promise<void> {
  const ports = processPorts(settings);
  let marketDataUrl = settings.marketDataUrl;
  const fixture = marketDataUrl === 'fixture' ? await startMarketFixture({ host: '127.0.0.1', port: await freePort() }) : undefined;
  if (fixture) {
    marketDataUrl = fixture.url;
    log(`market data: the local fixture server at ${fixture.url}`);
  }
  // The signer made its secret before it answered (gx-pocketbase.service starts after gx-signer).
  const secretFile = join(settings.signerDir, SECRET_FILE);
  const signerSecret = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '';
  if (!signerSecret) log(`no signer secret in ${settings.signerDir}: credentials wait unsigned until the signer has run`);
  const pocketbase = await startPocketBase({
    dataDir: settings.dataDir,
    port: ports.pocketbase,
    appUrl: settings.siteUrl,
    origins: [settings.siteUrl],
    ...(settings.smtp ? { smtp: settings.smtp } : {}),
    mailFrom: settings.mailFrom,
    // The proxy on this host forwards every request; beyond it, those the operator trusts.
    trustedProxies: ['127.0.0.1', '::1', ...settings.trustedProxies],
    requestLog: true,
    marketData: marketDataOptions(settings, marketDataUrl),
    hooksPool: PRODUCTION_HOOKS_POOL,
    // The admin area's Releases tab reads the store (history included) through PocketBase.
    releaseDir: settings.releaseDir,
    ...(signerSecret ? { signer: { url: `http://127.0.0.1:${ports.signer}`, secret: signerSecret } } : {}),
    log,
  });
  let stopping = false;
  onStop(async () => {
    stopping = true;
    await pocketbase.stop();
    await fixture?.stop();
  });
  // PocketBase ending on its own is a failure for systemd to see (and restart).
  const code = await pocketbase.exited;
  if (stopping) return;
  log(`pocketbase ended on its own (exit ${code ?? 'by a signal'})`);
  await fixture?.stop();
  process.exit(code || 1);
}

const FIRST_ADMIN_STATES = {
  created: 'created',
  promoted: 'the account with this address signs in with GX_ADMIN_PASSWORD: made the admin',
  exists: 'an admin exists, nothing changed',
  refused:
    'NOT made an admin: an account with this address exists that does not sign in with GX_ADMIN_PASSWORD ' +
    '(someone else chose its password). The site has no admin: delete that account in the admin UI, or set another GX_ADMIN_EMAIL, and restart',
  unchecked: 'not checked: the superuser does not sign in with GX_SUPERUSER_PASSWORD (changed in the admin UI?)',
};

/**
 * PocketBase's readiness (its unit's ExecStartPost): it answers, and the first site admin exists
 * (or could not be made, and the log says why) before the proxy, which starts after it, lets
 * anyone sign up with GX_ADMIN_EMAIL.
 */
export async function firstAdmin(settings: Settings, log: (line: string) => void): Promise<void> {
  const url = `http://127.0.0.1:${settings.pocketbasePort}`;
  await waitUntilAnswers(`${url}/api/health`, 60_000);
  const state = await ensureSiteAdmin(url, settings.superuser, { ...settings.admin, firstName: 'Site', lastName: 'Admin' });
  log(`first site admin ${settings.admin.email}: ${FIRST_ADMIN_STATES[state]}`);
}

/**
 * The Caddyfile, and the shell's release folder Caddy serves: its build with this host's
 * runtime-config.json; on a release channel that file is a link to the channel's pointer, so a
 * browser drawing a page without the render server loads what the channel names.
 */
export async function prepareCaddy(settings: Settings, log: (line: string) => void): Promise<void> {
  const built = join(settings.appsDir, apps.shell.dir, 'dist');
  if (!existsSync(join(built, 'index.html'))) throw new Error(`no build of the shell in ${built}: run \`npm run build\` first`);
  const shell = shellFolder(settings);
  rmSync(shell, { recursive: true, force: true });
  mkdirSync(settings.runDir, { recursive: true });
  cpSync(built, shell, { recursive: true });
  const config = join(shell, 'runtime-config.json');
  rmSync(config, { force: true });
  const channel = servedChannel(settings);
  if (channel) {
    const pointer = join(settings.releaseDir, 'channels', `${channel}.json`);
    if (!existsSync(pointer)) log(`the channel ${channel} has no release yet: run \`npm run release -- deploy\` (docs/operations.md, "Deploying")`);
    symlinkSync(pointer, config);
  } else {
    writeFileSync(config, `${JSON.stringify(runtimeConfig(settings), null, 2)}\n`);
  }
  writeFileSync(join(settings.runDir, 'Caddyfile'), caddyfile(settings));
  log(`Caddyfile and the shell's folder written to ${settings.runDir}`);
}
