/**
 * `npm run serve`: the production stack on a host, in the foreground. Reads the settings
 * (production profile: no default secrets), builds what is missing, then supervises PocketBase,
 * the site server (pages and files) and Caddy in front of them on one public origin. One
 * timestamped line per event; SIGTERM or Ctrl-C stops everything cleanly. README.md, "Deploying".
 *   --print-caddyfile  print the proxy configuration for these settings and exit
 */
import http from 'node:http';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { apps } from 'shared-ui/build/topology';
import { signerDirFor, startSigner } from 'gx-signer';
import { ensureSiteAdmin, ensureSuperuser, startMarketFixture, startPocketBase, PRODUCTION_HOOKS_POOL, type RunningMarketFixture } from 'gx-pocketbase';
import { buildAll } from './lib/build-apps';
import { caddyfile } from './lib/caddyfile';
import { startChild } from './lib/child-service';
import { freePort } from 'gx-pocketbase';
import { fromRoot, repoRoot } from './lib/paths';
import { processPorts } from './lib/serve-ports';
import { childEnvironment, readSource, runtimeConfig, settingsOrExit, SITE_SETTINGS_VARIABLE, withoutSecrets } from './lib/settings';
import { channelFile } from './lib/release/channel';
import { localReleaseChannel, publishServedReleases } from './lib/release/local';
import { releaseSettings } from './lib/release/settings';
import { smtpExtensions } from './lib/smtp-probe';
import { describeSmtp } from './lib/smtp-url';
import { Supervisor, type Service } from './lib/supervisor';

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const settings = settingsOrExit('production');
const ports = processPorts(settings);
const runDir = settings.runDir;
/** The release channel the site follows (README, "Releases"), or undefined: each remote's dist/ (`GX_RELEASE_CHANNEL=off`). */
const releaseChannel = localReleaseChannel('production', readSource()['GX_RELEASE_CHANNEL']);
// The channel's first promote writes PocketBase's address the browser uses: the site's, as runtimeConfig says.
const release = { ...releaseSettings(), pocketbaseUrl: settings.pocketbaseUrl };

if (process.argv.includes('--print-caddyfile')) {
  process.stdout.write(caddyfile(settings));
  process.exit(0);
}

function caddyBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim();
  } catch {
    log('caddy is not installed: run `npm run serve` as root once (it installs Debian\'s caddy), or `apt-get install -y caddy`');
    process.exit(2);
  }
}

async function checkSmtp(): Promise<void> {
  const smtp = settings.smtp;
  if (!smtp || smtp.security !== 'starttls') return;
  let extensions: string[];
  try {
    extensions = await smtpExtensions(smtp.host, smtp.port);
  } catch (error) {
    log(`GX_SMTP_URL: cannot reach ${describeSmtp(smtp)}: ${(error as Error).message}`);
    process.exit(2);
  }
  if (!extensions.includes('STARTTLS')) {
    log(`GX_SMTP_URL: ${describeSmtp(smtp)} does not offer STARTTLS; use smtps:// or, on a trusted network only, ?tls=off`);
    process.exit(2);
  }
}

/**
 * The shell's release folder: its build with this host's runtime configuration. On a release
 * channel that is the channel's pointer itself (a link, so a browser drawing a page without the
 * render server loads the releases the channel names, after every promote).
 */
function prepareShell(): string {
  const shell = join(runDir, 'shell');
  rmSync(shell, { recursive: true, force: true });
  cpSync(join(settings.appsDir, apps.shell.dir, 'dist'), shell, { recursive: true });
  const config = join(shell, 'runtime-config.json');
  rmSync(config, { force: true });
  if (releaseChannel) symlinkSync(channelFile(release.dir, releaseChannel), config);
  else writeFileSync(config, `${JSON.stringify(runtimeConfig(settings), null, 2)}\n`);
  return shell;
}

let migrated = false;
/** The first site admin exists (or could not be made, and the log says why) before anyone can sign up. */
let firstAdminChecked = false;
let fixture: RunningMarketFixture | undefined;
let supervisor: Supervisor | undefined;

async function main() {
  const started = Date.now();
  log(`GX site: serving ${settings.siteUrl} (TLS ${settings.tls}; http:// on port ${settings.httpPort} redirects)`);
  const caddy = caddyBinary();
  await checkSmtp();
  // A folder of releases elsewhere (GX_APPS_DIR) is deployed as built; the repository is built here.
  if (settings.appsDir === repoRoot.replace(/\/$/, '')) {
    log('building the shell and the four remotes (reused when unchanged)');
    await buildAll({ log: (line) => log(`build: ${line.trim()}`) });
  }
  mkdirSync(runDir, { recursive: true });
  if (releaseChannel) {
    // Published as deployed (no rebuild); promoted only where the channel has nothing yet, so a
    // restart keeps what a team promoted or rolled back with `npm run release`.
    log(`releases: publishing the remotes' builds into ${release.dir}; the site follows the channel ${releaseChannel}`);
    const serving = await publishServedReleases(release, releaseChannel, (remote) => join(settings.appsDir, remote.dir, 'dist'), (line) => log(`releases: ${line}`));
    log(`releases: ${releaseChannel} serves ${Object.entries(serving).map(([key, id]) => `${key} ${id}`).join(', ')}`);
  }
  const shellDist = prepareShell();
  const caddyConfig = join(runDir, 'Caddyfile');
  writeFileSync(caddyConfig, caddyfile(settings));

  let marketDataUrl = settings.marketDataUrl;
  if (marketDataUrl === 'fixture') {
    fixture = await startMarketFixture({ host: '127.0.0.1', port: await freePort() });
    marketDataUrl = fixture.url;
    log(`market data: the local fixture server at ${fixture.url}`);
  }

  const superuserState = await ensureSuperuser(settings.dataDir, settings.superuser.email, settings.superuser.password);
  log(`PocketBase superuser ${settings.superuser.email}: ${superuserState === 'created' ? 'created' : 'exists, left as it is'}`);
  migrated = true;

  // The processes, in start order; stopped in reverse. Another one (a signing service, a release
  // store) is one more entry here.
  // The signer's files (key, shared secret) are made before it serves, so PocketBase can be given
  // the secret; it keeps the same files across restarts.
  const signerDir = signerDirFor(settings.dataDir);
  let signerSecret = '';
  const services: Service[] = [
    {
      name: 'signer',
      start: async () => {
        const signer = await startSigner({ dir: signerDir, port: ports.signer, siteUrl: settings.siteUrl, log: (line) => log(`signer: ${line}`) });
        signerSecret = signer.secret;
        return signer;
      },
    },
    {
      name: 'pocketbase',
      start: async () => {
        const pocketbase = await startPocketBase({
          dataDir: settings.dataDir,
          port: ports.pocketbase,
          appUrl: settings.siteUrl,
          origins: [settings.siteUrl],
          ...(settings.smtp ? { smtp: settings.smtp } : {}),
          mailFrom: settings.mailFrom,
          // The proxy on this host forwards every request; beyond it, those the operator trusts.
          trustedProxies: ['127.0.0.1', '::1', ...settings.trustedProxies],
          marketData: {
            url: marketDataUrl,
            ...(settings.marketDataApiKey ? { apiKey: settings.marketDataApiKey } : {}),
            providerCallsPerMinute: settings.marketDataCallsPerMinute,
            clientMissesPerMinute: settings.marketDataCallsPerVisitor,
            ...(settings.marketDataCoins.length ? { coins: settings.marketDataCoins } : {}),
          },
          hooksPool: PRODUCTION_HOOKS_POOL,
          // The admin area's Releases tab reads the store (history included) through PocketBase.
          releaseDir: release.dir,
          signer: { url: `http://127.0.0.1:${ports.signer}`, secret: signerSecret },
          log: (line) => log(`pocketbase: ${line}`),
        });
        // Before the site server and the proxy start: until then PocketBase listens on loopback
        // only, so nobody can sign up with GX_ADMIN_EMAIL first.
        if (!firstAdminChecked) {
          try {
            await checkFirstAdmin();
          } catch (error) {
            await pocketbase.stop();
            throw error;
          }
        }
        return pocketbase;
      },
    },
    {
      name: 'site',
      start: () =>
        startChild({
          name: 'site',
          command: process.execPath,
          args: ['--import', 'tsx', fromRoot('scripts', 'site-server.ts')],
          cwd: repoRoot,
          // The render server keys its per-visitor budget on the address Caddy forwards (Caddy is on loopback).
          // No secrets: the settings it needs come in one variable, without the passwords.
          env: {
            ...childEnvironment(),
            [SITE_SETTINGS_VARIABLE]: JSON.stringify(withoutSecrets(settings)),
            GX_SHELL_DIST: shellDist,
            GX_SIGNER_DIR: signerDir,
            GX_TRUSTED_PROXIES: ['127.0.0.1', '::1', ...settings.trustedProxies].join(','),
            GX_RELEASE_DIR: release.dir,
            GX_RELEASE_CHANNEL: releaseChannel ?? 'off',
            // The one secret this process needs: the render server checks preview links with it.
            // Handed over alone (GX_SITE_SETTINGS has it emptied); site-server.ts takes it out of
            // its own environment at once, so nothing it starts inherits it.
            ...(releaseChannel && settings.previewSecret ? { GX_PREVIEW_SECRET: settings.previewSecret } : {}),
          },
          log,
          ready: async () => (await fetch(`http://127.0.0.1:${ports.render}/runtime-config.json`)).ok,
        }),
    },
    {
      name: 'caddy',
      start: () =>
        startChild({
          name: 'caddy',
          command: caddy,
          args: ['run', '--config', caddyConfig, '--adapter', 'caddyfile'],
          env: { ...childEnvironment(), HOME: settings.caddyDir, XDG_DATA_HOME: settings.caddyDir, XDG_CONFIG_HOME: settings.caddyDir },
          log,
          ready: proxyAnswers,
        }),
    },
  ];
  supervisor = new Supervisor(services, log);
  const health = startHealthServer(supervisor);

  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${reason})`);
    await supervisor?.stop();
    await new Promise<void>((resolve) => health.close(() => resolve()));
    await fixture?.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent ended');
  }, 1000).unref();

  await supervisor.start();
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${settings.siteUrl}/ (health: ${settings.siteUrl}/healthz/ready)`);
}

const FIRST_ADMIN_STATES = {
  created: 'created',
  promoted: 'the account with this address signs in with GX_ADMIN_PASSWORD: made the admin',
  exists: 'an admin exists, nothing changed',
  refused:
    'NOT made an admin: an account with this address exists that does not sign in with GX_ADMIN_PASSWORD ' +
    '(someone else chose its password). The site has no admin: delete that account in the admin UI, or set another GX_ADMIN_EMAIL, and restart',
  unchecked: `not checked: the superuser ${settings.superuser.email} does not sign in with GX_SUPERUSER_PASSWORD (changed in the admin UI?)`,
};

/** The first site admin, created once when the site has none (README, "Deploying"). */
async function checkFirstAdmin(): Promise<void> {
  const state = await ensureSiteAdmin(`http://127.0.0.1:${ports.pocketbase}`, settings.superuser, { ...settings.admin, firstName: 'Site', lastName: 'Admin' });
  log(`first site admin ${settings.admin.email}: ${FIRST_ADMIN_STATES[state]}`);
  firstAdminChecked = true;
}

/** Caddy answers on the http port (with the redirect) once it has loaded its configuration. */
function proxyAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port: settings.httpPort, path: '/healthz/live', method: 'HEAD', timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

/**
 * /healthz/live: the supervisor answers. /healthz/ready: migrations ran, the first admin was seen
 * to, and every process runs.
 */
function startHealthServer(supervisor: Supervisor): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz/live') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"status":"live"}\n');
      return;
    }
    if (path === '/healthz/ready') {
      const ready = migrated && firstAdminChecked && supervisor.allRunning();
      res
        .writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(`${JSON.stringify({ status: ready ? 'ready' : 'not ready', migrated, firstAdminChecked, services: supervisor.status() })}\n`);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  server.listen(settings.healthPort, '127.0.0.1');
  return server;
}

main().catch(async (error: unknown) => {
  log(`start failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  await supervisor?.stop();
  await fixture?.stop();
  process.exit(1);
});

