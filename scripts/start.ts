/**
 * `npm start`: production builds of all five apps (reused when unchanged), PocketBase with its
 * migrations, a superuser and the first site admin, MailDev, and a static server per app.
 *   --dev  development builds, rebuilt on every change and rendered on the server (`npm run dev`)
 *   --e2e  the system the end-to-end suite drives: a fresh temporary data directory, no seed,
 *          and a loopback control port that stops/starts an app's server (failure tests)
 *   --market-time=<ISO date>  the market-data fixture's clock stands still at that moment, so its
 *          charts and update times are the same on every run (the visual comparison suite)
 * Without either, the remotes just built are published as releases and served from the release
 * store on the `production` channel (GX_RELEASE_CHANNEL names another, `off` serves dist/).
 * Stops every child on Ctrl-C or SIGTERM.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps, localOrigin, services, type AppKey } from 'shared-ui/build/topology';
import { ensureSiteAdmin, ensureSuperuser, seedDevelopmentData, startMailDev, startMarketFixture, startPocketBase, PRODUCTION_HOOKS_POOL } from 'gx-pocketbase';
import { buildAll } from './lib/build-apps';
import { createStaticServer, type PageHandler, type StaticServer } from './lib/static-server';
import { devBuildMarks, devBuildsReady, devDist, shellDevOutputs, startDevBuild } from './lib/dev-builds';
import { startDevRendering } from './lib/dev-rendering';
import { DEFAULT_RENDER_GATE, startRenderServer, type RenderServer } from 'render-server';
import { securityHeaders } from 'site/security-headers';
import { credentialDocuments } from './lib/credential-documents';
import { signerDirFor, startSigner } from 'gx-signer';
import type { RuntimeConfig } from 'shared-ui';
import { startControlServer } from './lib/control-server';
import { fromRoot } from './lib/paths';
import { mailUrls, marketDataOptions, runtimeConfig, settingsOrExit } from 'site/settings';
import { releaseSettings } from './lib/release/settings';
import { createStoreOriginServer, localReleaseChannel, publishLocalReleases } from './lib/release/local';
import { siteStoreRoutes } from './lib/release/store-server';
import { previewSecret } from 'site/preview-secret';

const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--e2e') ? 'e2e' : 'production';
// The local profile: every setting has a default, MailDev takes the mail (`npm run serve` is the host's).
const settings = settingsOrExit('local');
const step = (line: string) => console.log(`» ${line}`);
/** The remotes are served from the release store, on this channel (scripts/lib/release/local.ts). */
const releaseChannel = mode === 'dev' ? undefined : localReleaseChannel(mode);
// Every browser of the e2e suite is 127.0.0.1, and its journeys open fresh pages faster than one
// visitor would; so does a developer reloading: the per-visitor budget would slow them (its unit
// tests prove it).
const renderGate = mode === 'production' ? DEFAULT_RENDER_GATE : { ...DEFAULT_RENDER_GATE, perVisitor: { perSecond: 1000, burst: 1000 } };
let channelUrl: string | undefined;
const marketTimeArgument = process.argv.find((argument) => argument.startsWith('--market-time='));
const marketTime = marketTimeArgument === undefined ? undefined : Date.parse(marketTimeArgument.slice('--market-time='.length));
if (marketTime !== undefined && Number.isNaN(marketTime)) {
  console.error(`${marketTimeArgument}: not a date (use ISO 8601, e.g. 2026-11-16T09:30:00Z)`);
  process.exit(1);
}
const stops: Array<() => Promise<void> | void> = [];

async function shutdown(code: number) {
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch {
      // Keep stopping the rest.
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// `npm start` runs this under `sh -c`; a SIGTERM sent to npm ends that shell without passing the
// signal on. Stop with it instead of leaving PocketBase, MailDev and the servers behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(0);
}, 1000).unref();

/**
 * The render server on the shell's address (render-server/). If it cannot start, the shell's
 * static server serves index.html alone, as before server rendering existed.
 */
async function startPageRendering(): Promise<RenderServer | undefined> {
  try {
    const server = await startRenderServer({
      shellDist: fromRoot('shell', 'dist'),
      serverBundle: fromRoot('shell', 'dist-server', 'main.cjs'),
      siteUrl: settings.siteUrl,
      pollMs: settings.remotePollMs,
      channelUrl,
      // Release previews (render-server/src/preview.ts), checked with the secret the release CLI signs with.
      ...(channelUrl ? { preview: { secret: previewSecret(settings.previewSecret) } } : {}),
      gate: renderGate,
      log: (line) => console.log(`  ${line}`),
    });
    stops.push(() => server.stop());
    step(`Pages rendered on the server; remotes' manifests read every ${settings.remotePollMs / 1000} s`);
    return server;
  } catch (error) {
    step(`The render server did not start, pages render in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * `npm run dev`'s rendering: a render server in a process of its own, started again after every
 * rebuild (scripts/lib/dev-rendering.ts), so that an edit is in the next page load. Its own poll
 * for redeployed remotes would only race those restarts: an hour. The shell's builds copy
 * public/runtime-config.json; the one written from the settings replaces it before each start.
 */
async function startDevPageRendering(): Promise<PageHandler> {
  const rendering = startDevRendering({
    render: { shellDist: devDist('shell'), serverBundle: shellDevOutputs.serverBundle, siteUrl: settings.siteUrl, pollMs: 3_600_000, gate: renderGate },
    watch: devBuildMarks,
    beforeStart: async () => {
      await devBuildsReady();
      writeRuntimeConfig(devDist('shell'));
    },
    log: step,
  });
  stops.push(() => rendering.stop());
  await rendering.ready;
  return rendering.pages;
}

/** The shell serves the runtime configuration; writing it is the "deploy" of addresses. */
function writeRuntimeConfig(shellDist: string) {
  const file = join(shellDist, 'runtime-config.json');
  // Removed first: with a release channel it is a link to the channel's pointer.
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify(runtimeConfig(settings), null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  console.log(`GX site: starting in ${mode} mode`);

  if (mode === 'dev') {
    // Built while PocketBase and the rest start; served once each has built once.
    step('Building the shell and the four remotes for development (rebuilt on every change)…');
    const env = { ...process.env, GX_POCKETBASE_URL: settings.pocketbaseUrl };
    for (const app of Object.keys(apps) as AppKey[]) stops.push(startDevBuild(app, env));
  } else {
    step('Building the shell and the four remotes for production…');
    await buildAll({ log: (line) => console.log(`  ${line}`) });
    writeRuntimeConfig(fromRoot('shell', 'dist'));
    if (releaseChannel) {
      step(`Publishing the built remotes as releases and promoting them on ${releaseChannel}…`);
      ({ channelUrl } = await publishLocalReleases(releaseChannel, (line) => console.log(`  ${line}`)));
    }
  }

  step(`Starting MailDev (web ${mailUrls.web}, SMTP ${services.maildev.host}:${services.maildev.smtpPort})…`);
  if (settings.mailSmtpPort !== services.maildev.smtpPort) {
    step(`GX_MAIL_SMTP_PORT: PocketBase sends mail to port ${settings.mailSmtpPort}, not MailDev's: sends there fail and stay in the outbox`);
  }
  const startMail = () => startMailDev({ smtpPort: services.maildev.smtpPort, webPort: services.maildev.webPort });
  // `let`: the e2e control port stops and restarts it (fault journeys); the stop below ends the current one.
  let maildev = await startMail();
  stops.push(() => maildev.stop());

  // The e2e suite always uses the local market-data fixture; MARKET_DATA_URL=fixture chooses it too.
  let marketDataUrl = settings.marketDataUrl;
  if (mode === 'e2e' || marketDataUrl === 'fixture') {
    const fixture = await startMarketFixture({
      host: services.marketFixture.host,
      port: services.marketFixture.port,
      ...(marketTime === undefined ? {} : { now: () => marketTime }),
    });
    stops.push(() => fixture.stop());
    marketDataUrl = fixture.url;
    step(`Market data: the local fixture server at ${fixture.url}`);
  } else {
    step(`Market data: ${marketDataUrl}${settings.marketDataApiKey ? ' (with MARKET_DATA_API_KEY)' : ''}`);
  }

  const dataDir = mode === 'e2e' ? mkdtempSync(join(tmpdir(), 'gx-e2e-pb-')) : settings.dataDir;
  if (mode === 'e2e') stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The credential signer holds the issuer's key in its own process; PocketBase gets its secret.
  const signerDir = mode === 'e2e' ? `${dataDir}-signer` : signerDirFor(dataDir);
  if (mode === 'e2e') stops.push(() => rmSync(signerDir, { recursive: true, force: true }));
  step(`Starting the credential signer (key in ${signerDir})…`);
  const startCredentialSigner = () =>
    startSigner({ dir: signerDir, port: services.signer.port, siteUrl: settings.siteUrl, log: (line) => console.log(`  [signer] ${line}`) });
  let signer = await startCredentialSigner();
  stops.push(() => signer.stop());

  step(`Starting PocketBase (data in ${dataDir})…`);
  const superuser = settings.superuser;
  await ensureSuperuser(dataDir, superuser.email, superuser.password);
  const pocketbaseOptions: Parameters<typeof startPocketBase>[0] = {
    dataDir,
    port: services.pocketbase.port,
    appUrl: settings.siteUrl,
    smtp: { host: services.maildev.host, port: settings.mailSmtpPort, security: 'off' },
    mailFrom: settings.mailFrom,
    trustedProxies: settings.trustedProxies,
    log: mode === 'e2e' ? undefined : (line) => console.log(`  [pocketbase] ${line}`),
    // Every browser of the e2e suite is 127.0.0.1, so the per-address limits would couple its
    // journeys; the server tests prove the real limits (3 contact messages per 10 minutes,
    // 10 verifications a minute, 60 insight events a minute) against the API.
    ...(mode === 'e2e' ? { contactRateLimit: 100, verifyRateLimit: 100, eventsRateLimit: 1000 } : {}),
    marketData: {
      ...marketDataOptions(settings, marketDataUrl),
      // All the suite's browsers are one address (see above); test/market.test.ts proves the limits.
      ...(mode === 'e2e' ? { clientMissesPerMinute: 1000, providerCallsPerMinute: 1000 } : {}),
    },
    // A flood of refused verifications must stay cheap (see the launcher's hooksPool).
    hooksPool: PRODUCTION_HOOKS_POOL,
    // The admin area's Releases tab reads the release store through PocketBase.
    releaseDir: releaseSettings().dir,
    signer: { url: signer.url, secret: signer.secret },
  };
  let pocketbase = await startPocketBase(pocketbaseOptions);
  stops.push(() => pocketbase.stop());
  const admin = { ...settings.admin, firstName: 'Site', lastName: 'Admin' };
  let seededUser: { email: string; password: string } | undefined;
  if (mode === 'e2e') {
    await ensureSiteAdmin(pocketbase.url, superuser, admin);
  } else {
    step('Seeding development data (first admin, a user, certificates of each status)…');
    seededUser = (await seedDevelopmentData(pocketbase.url, superuser, admin)).user;
  }

  const servers = new Map<AppKey, StaticServer>();
  let renderServer: RenderServer | undefined;
  if (mode === 'dev') {
    step('Waiting for the first development builds…');
    await devBuildsReady();
    writeRuntimeConfig(devDist('shell'));
  }
  step(`Serving the ${mode === 'dev' ? 'development' : 'production'} builds…`);
  // The security headers come from the runtime configuration just written; the remotes answer
  // CORS to the site's origin only, the shell to nobody.
  const shellDist = mode === 'dev' ? devDist('shell') : fromRoot('shell', 'dist');
  const headers = securityHeaders(JSON.parse(readFileSync(join(shellDist, 'runtime-config.json'), 'utf8')) as RuntimeConfig);
  const siteOrigins = [settings.siteUrl, settings.siteUrl.replace('//localhost:', '//127.0.0.1:')];
  // Remotes first: the render server reads their manifests when it starts.
  const order = (Object.keys(apps) as AppKey[]).sort((a, b) => Number(a === 'shell') - Number(b === 'shell'));
  const documents = credentialDocuments({ didDocumentPath: signer.didDocumentPath, pocketbaseUrl: pocketbase.url, siteUrl: settings.siteUrl });
  // On a release channel the shell's origin serves the store at /releases/ too, as `npm run serve`
  // does: the address a team's promote names when GX_RELEASE_URL is not set.
  const shellRoutes = releaseChannel ? siteStoreRoutes(releaseSettings().dir, { headers }, documents) : documents;
  for (const app of order) {
    let pages: PageHandler | undefined;
    if (app === 'shell' && mode === 'dev') pages = await startDevPageRendering();
    else if (app === 'shell') pages = (renderServer = await startPageRendering())?.pages;
    const server = releaseChannel && app !== 'shell' ? createStoreOriginServer(apps[app].port, { headers, corsOrigins: siteOrigins }) : createStaticServer(app === 'shell' ? shellDist : mode === 'dev' ? devDist(app) : fromRoot(apps[app].dir, 'dist'), apps[app].port, {
      headers,
      corsOrigins: app === 'shell' ? [] : siteOrigins,
      pages,
      routes: app === 'shell' ? shellRoutes : undefined,
    });
    await server.listen();
    servers.set(app, server);
    stops.push(() => server.close());
  }
  if (mode === 'e2e') {
    // Fault journeys stop and restart PocketBase (same data, same port) and MailDev.
    const restartable = {
      pocketbase: {
        stop: () => pocketbase.stop(),
        start: async () => void (pocketbase = await startPocketBase(pocketbaseOptions)),
      },
      maildev: {
        stop: () => maildev.stop(),
        start: async () => void (maildev = await startMail()),
      },
      signer: {
        stop: () => signer.stop(),
        start: async () => void (signer = await startCredentialSigner()),
      },
    };
    const control = await startControlServer(servers, restartable, renderServer?.pages);
    stops.push(() => new Promise<void>((resolve) => control.close(() => resolve())));
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
GX site is up (${seconds} s):
  Site (shell)          ${localOrigin(apps.shell.port)}
  Remotes               marketing ${localOrigin(apps.marketing.port)}  exchange ${localOrigin(apps.exchange.port)}
                        certificates ${localOrigin(apps.certificates.port)}  admin ${localOrigin(apps.admin.port)}
  PocketBase API        ${pocketbase.url}/api/   admin UI ${pocketbase.url}/_/
  MailDev (mail)        ${mailUrls.web}
  Credential signer     ${signer.url} (loopback; issuer key document ${settings.siteUrl}/.well-known/did.json)
  Market data           ${marketDataUrl}
Local-only accounts (for this machine; \`npm run serve\` never prints or uses these):
  Site admin            ${settings.admin.email} / ${settings.admin.password}  (created once; a changed password is kept)
  PocketBase superuser  ${superuser.email} / ${superuser.password}${
    seededUser ? `\n  Sample user           ${seededUser.email} / ${seededUser.password}` : ''
  }
Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
