/**
 * Which remotes the render server renders with, and keeping them current. The shell's
 * runtime-config.json names each remote's mf-manifest.json, whose `metaData.ssrRemoteEntry` names
 * its server build. Only those URLs are ever loaded (a remote's code runs with the full rights of
 * this process): never one from a request.
 *
 * Redeploys: `refresh()` (every `pollMs`) reads runtime-config.json and every manifest again. A
 * remote whose manifest changed (a new build at the same URL: its `?v=` hash changes with the
 * server build) or whose URL changed is registered again with `force: true`, which drops the
 * federation runtime's cached container, and loaded once to warm it. `revalidate()` from
 * `@module-federation/node/utils` is not used: it wipes all federation state and broke every
 * later render until restart (REFERENCE.md).
 *
 * Where the list of remotes comes from is `readConfig`: today the shell's runtime-config.json;
 * a release channel can be another source with the same shape.
 */
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from 'shared-ui';
import type { ServerBundle } from 'shell/server';

export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string }; ssrRemoteEntry?: unknown };
  exposes?: Array<{ path?: string; name?: string; assets?: ManifestAssets }>;
}

export interface RemoteState {
  /** The manifest URL the remote is registered with (it travels to the browser). */
  entry: string;
  /** sha256 of the manifest text, or an error marker when it could not be read. */
  digest: string;
  /** The manifest names a server build: the remote renders on the server. */
  serverBuild: boolean;
  manifest?: Manifest;
}

export interface Remotes {
  /** The runtime configuration with the manifest URLs each remote is registered with. */
  config(): RuntimeConfig;
  /** Every remote's state, by container name. */
  states(): ReadonlyMap<string, RemoteState>;
  /** How many times a remote was registered again: anything rendered before is out of date. */
  readonly generation: number;
  /** Reads the configuration and the manifests now (what each poll does). */
  refresh(): Promise<void>;
  stop(): void;
}

export interface RemotesOptions {
  bundle: Pick<ServerBundle, 'registerRemotes' | 'loadRemote'>;
  /** The configuration naming every remote's manifest (runtime-config.json). */
  readConfig: () => RuntimeConfig;
  pollMs: number;
  /** Told after each refresh that registered a remote again, with the remote's name. */
  onRedeploy?: (name: string) => void;
  log: (line: string) => void;
}

const MANIFEST_TIMEOUT_MS = 2000;

async function readManifest(url: string): Promise<{ digest: string; manifest?: Manifest }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return { digest: `HTTP ${response.status}` };
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('hex');
    try {
      return { digest, manifest: JSON.parse(text) as Manifest };
    } catch {
      return { digest };
    }
  } catch (error) {
    return { digest: `unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function startRemotes(options: RemotesOptions): Promise<Remotes> {
  const { bundle, log } = options;
  let config = options.readConfig();
  const states = new Map<string, RemoteState>();
  let generation = 0;

  async function refreshRemote(name: string, entry: string) {
    const { digest, manifest } = await readManifest(entry);
    const previous = states.get(name);
    const serverBuild = Boolean(manifest?.metaData?.ssrRemoteEntry);
    const unchanged = previous && previous.entry === entry && previous.digest === digest;
    states.set(name, { entry, digest, serverBuild, manifest: unchanged ? previous.manifest : manifest });
    if (!previous) {
      bundle.registerRemotes([{ name, entry }]);
    } else if (!unchanged) {
      // A new build (or a new URL): drop the cached container so the next load fetches it.
      bundle.registerRemotes([{ name, entry }], { force: true });
      generation += 1;
      log(`render server: ${name} redeployed (${entry}), registered again`);
      options.onRedeploy?.(name);
    } else {
      return;
    }
    // Warm it: the first visitor after a deploy does not wait for the entry and route chunks.
    if (serverBuild) await bundle.loadRemote(`${name}/routes`).catch(() => undefined);
  }

  async function refresh() {
    try {
      config = options.readConfig();
    } catch (error) {
      log(`render server: the runtime configuration is unreadable, keeping the last one (${String(error)})`);
    }
    await Promise.all(Object.entries(config.remotes).map(([name, entry]) => refreshRemote(name, entry)));
  }

  await refresh();
  let polling = false;
  const timer = setInterval(() => {
    // One poll at a time: a slow remote must not stack refreshes up.
    if (polling) return;
    polling = true;
    void refresh().finally(() => (polling = false));
  }, options.pollMs);
  timer.unref();

  return {
    // The browser registers exactly the URLs the server renders with.
    config: () => ({ ...config, remotes: Object.fromEntries([...states].map(([name, state]) => [name, state.entry])) }),
    states: () => states,
    get generation() {
      return generation;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
