/**
 * The site's Node process under `npm run serve` (started and restarted by scripts/serve.ts): the
 * render server with the shell's files, and one file server per remote, all on loopback behind
 * the proxy. serve.ts hands it its settings without the secrets (GX_SITE_SETTINGS); run alone it
 * reads them as the supervisor does (the environment / GX_ENV_FILE). The shell's release folder
 * comes from GX_SHELL_DIST. On a release channel (GX_RELEASE_CHANNEL, not `off`) it serves the
 * release store at /releases/ (storeHandler: releases immutable, channels no-cache, nothing else)
 * and the render server follows the channel's pointer, with previews checked with
 * GX_PREVIEW_SECRET.
 */
import { apps, remoteKeys } from 'shared-ui/build/topology';
import { createStaticServer, type StaticServer } from './lib/static-server';
import { startRenderServer } from 'render-server';
import { securityHeaders } from './lib/security-headers';
import { runtimeConfig, settingsOrExit, SITE_SETTINGS_VARIABLE, type Settings } from './lib/settings';
import { processPorts } from './lib/serve-ports';
import { routePublicRemotesToLoopback } from './lib/loopback-fetch';
import { join } from 'node:path';
import { DID_DOCUMENT_FILE, signerDirFor } from 'gx-signer';
import { credentialDocuments } from './lib/credential-documents';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteStoreRoutes, storeHandler } from './lib/release/store-server';
import { localReleaseChannel } from './lib/release/local';
import { releaseSettings } from './lib/release/settings';
import { previewSecret } from './lib/preview-secret';

// Under serve.ts the settings come without their secrets; run alone, it reads them as serve does.
const handed = process.env[SITE_SETTINGS_VARIABLE];
const settings: Settings = handed ? (JSON.parse(handed) as Settings) : settingsOrExit('production');
const shellDist = process.env['GX_SHELL_DIST'] ?? join(settings.appsDir, apps.shell.dir, 'dist');
const ports = processPorts(settings);
const log = (line: string) => console.log(line);
const headers = securityHeaders(runtimeConfig(settings));
const servers: StaticServer[] = [];
const releaseChannel = localReleaseChannel('production');
const releaseDir = releaseSettings().dir;
// Read once and removed from this process's environment: nothing it starts inherits the secret.
const handedPreviewSecret = process.env['GX_PREVIEW_SECRET'] ?? settings.previewSecret;
delete process.env['GX_PREVIEW_SECRET'];

/** The store on a loopback port of its own: the render server reads the channel and releases there. */
async function startStoreServer(): Promise<http.Server> {
  const server = http.createServer(storeHandler(releaseDir, { headers }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

async function main() {
  const store = releaseChannel ? await startStoreServer() : undefined;
  const storePort = store ? (store.address() as AddressInfo).port : undefined;
  routePublicRemotesToLoopback(settings.siteUrl, ports.remotes, storePort);
  // Remotes first: the render server reads their manifests when it starts.
  for (const key of remoteKeys) {
    const server = createStaticServer(join(settings.appsDir, apps[key].dir, 'dist'), ports.remotes[key], {
      headers,
      corsOrigins: [settings.siteUrl],
      host: '127.0.0.1',
    });
    await server.listen();
    servers.push(server);
  }
  const render = await startRenderServer({
    shellDist,
    serverBundle: join(settings.appsDir, apps.shell.dir, 'dist-server', 'main.cjs'),
    siteUrl: settings.siteUrl,
    pollMs: settings.remotePollMs,
    apiUrl: `http://127.0.0.1:${ports.pocketbase}`,
    ...(releaseChannel && storePort !== undefined
      ? { channelUrl: `http://127.0.0.1:${storePort}/channels/${releaseChannel}.json`, preview: { secret: previewSecret(handedPreviewSecret) } }
      : {}),
    log,
  }).catch((error: unknown) => {
    log(`the render server did not start, pages render in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  // /.well-known/did.json is answered from the signer's file; the status lists come through the proxy's /api/.
  const documents = credentialDocuments({
    didDocumentPath: join(signerDirFor(settings.dataDir), DID_DOCUMENT_FILE),
    pocketbaseUrl: `http://127.0.0.1:${ports.pocketbase}`,
    siteUrl: settings.siteUrl,
  });
  // The store on the site's origin, `<site>/releases/` (the default GX_RELEASE_URL).
  const routes = releaseChannel ? siteStoreRoutes(releaseDir, { headers }, documents) : documents;
  const shell = createStaticServer(shellDist, ports.render, { headers, pages: render?.pages, routes, host: '127.0.0.1' });
  await shell.listen();
  servers.push(shell);
  log(`site server ready: pages and shell files on 127.0.0.1:${ports.render}, remotes on ${Object.values(ports.remotes).join(', ')}`);

  const stop = async () => {
    render?.stop();
    store?.close();
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`site server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

