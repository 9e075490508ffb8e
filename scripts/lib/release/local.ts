/**
 * `npm start` serving the site from the release store (by default on `production`; another
 * channel with `GX_RELEASE_CHANNEL`, none with `GX_RELEASE_CHANNEL=off`):
 * the remotes just built are published as releases (the same build is not published twice) and
 * promoted on that channel through the same checks as `npm run release -- promote`; then each
 * remote's own origin (ports 3001-3004) serves the whole store, so the page and its remotes stay
 * on different origins as in production, and the render server follows the channel.
 */
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { fromRoot } from '../paths';
import { listening, type StaticServer } from '../static-server';
import { channelFile, readPointer, withStoreLock } from './channel';
import { channelNamed, promote } from './commands';
import { currentActor } from './history';
import { remotes, type Remote } from './remotes';
import { CHANNELS, releaseSettings, type ReleaseSettings } from './settings';
import { publishRelease, releaseDir, releaseIdOf } from './store';
import { storeHandler } from './store-server';

/**
 * The channel `npm start` serves from, or undefined to serve each remote's dist/ as before.
 * `production` unless GX_RELEASE_CHANNEL says otherwise; the e2e system (`--e2e`) serves dist/
 * unless it names one, since its deploy journeys copy builds over a remote's dist/.
 */
export function localReleaseChannel(mode: 'production' | 'e2e', name = process.env.GX_RELEASE_CHANNEL): string | undefined {
  if (name === 'off' || name === '') return undefined;
  if (name) return channelNamed(name);
  return mode === 'production' ? CHANNELS[0] : undefined;
}

/** The origin that serves the store for a remote: its own port. */
const storeOriginOf = (key: (typeof remotes)[number]['key']) => localOrigin(apps[key].port);

/** Publishes a remote's finished build (no rebuild) unless the store has it already; its release id. */
async function publishBuild(settings: ReleaseSettings, remote: Remote, dist: string, log: (line: string) => void): Promise<string> {
  const id = releaseIdOf(dist);
  if (!existsSync(releaseDir(settings.dir, remote, id))) {
    await withStoreLock(settings.dir, () => publishRelease(settings.dir, remote, dist, currentActor()));
    log(`Published ${remote.key} ${id}`);
  }
  return id;
}

/**
 * Publishes every remote's finished build (`dist/`, no rebuild) and promotes it on `channel`.
 * Returns the address of the channel's pointer, which the render server follows.
 */
export async function publishLocalReleases(channel: string, log: (line: string) => void): Promise<{ channelUrl: string }> {
  const settings = releaseSettings();
  const io = { out: () => {}, say: (line: string) => log(line) };
  for (const remote of remotes) {
    const id = await publishBuild(settings, remote, fromRoot(remote.dir, 'dist'), log);
    // The store origins start once these promotes are done: nothing answers the URL yet.
    await promote({ ...settings, url: storeOriginOf(remote.key) }, remote.key, id, io, { channel, why: 'npm start: the local build', checkServed: false });
  }
  // The browser that draws a page without the render server reads /runtime-config.json: the
  // channel's pointer itself (a link, so every promote is seen; start.ts removes it before writing).
  const runtimeConfig = fromRoot('shell', 'dist', 'runtime-config.json');
  rmSync(runtimeConfig, { force: true });
  symlinkSync(channelFile(settings.dir, channel), runtimeConfig);
  return { channelUrl: `${storeOriginOf(remotes[0]!.key)}/channels/${channel}.json` };
}

/**
 * `npm run serve`: publishes each remote's deployed build (`distOf`, no rebuild; a build the store
 * has already is not published again) and promotes it on `channel` only where the channel has no
 * release of that remote yet. What a team promoted or rolled back on the host stays: a restart of
 * the site never moves a channel back to the build on disk. Returns each remote's release on the
 * channel afterwards.
 */
export async function publishServedReleases(
  settings: ReleaseSettings,
  channel: string,
  distOf: (remote: Remote) => string,
  log: (line: string) => void,
): Promise<Record<string, string>> {
  const io = { out: () => {}, say: (line: string) => log(line) };
  const serving: Record<string, string> = {};
  for (const remote of remotes) {
    const id = await publishBuild(settings, remote, distOf(remote), log);
    const current = readPointer(settings.dir, channel)?.releases[remote.container];
    if (current) {
      if (current !== id) log(`${channel} keeps ${remote.key} ${current} (promoted with npm run release; the build on disk is ${id})`);
      serving[remote.key] = current;
      continue;
    }
    // Before the site server starts, so the URL cannot be read back yet.
    await promote(settings, remote.key, id, io, { channel, why: 'npm run serve: the first release of this remote on the channel', checkServed: false });
    serving[remote.key] = id;
  }
  return serving;
}

/** A remote's origin serving the release store (the shape start.ts and the control port use). */
export function createStoreOriginServer(port: number, options: { headers: Record<string, string>; corsOrigins: readonly string[] }): StaticServer {
  const handle = storeHandler(releaseSettings().dir, options);
  const server = http.createServer((req, res) => handle(req, res));
  server.keepAliveTimeout = 65_000;
  const unsupported = () => {
    throw new Error('a release origin serves the store: publish and promote a release instead');
  };
  return {
    port,
    ...listening(server, port),
    setRoot: unsupported,
    setPages: unsupported,
  };
}
