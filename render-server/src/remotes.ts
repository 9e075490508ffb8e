/**
 * Which remotes the render server renders with, and keeping them current. The shell's
 * runtime-config.json names each remote's mf-manifest.json, whose `metaData.ssrRemoteEntry` names
 * its server build. Only those URLs are ever loaded (a remote's code runs with the full rights of
 * this process): never one from a request.
 *
 * Redeploys: `refresh()` (every `pollMs`) reads the configuration and every manifest again. A
 * remote whose manifest changed (a new build at the same URL: its `?v=` hash changes with the
 * server build) or whose URL changed (a new release) is checked (its server build answers), then
 * registered again with `force: true`, which drops the federation runtime's cached container, and
 * loaded; renders wait for that moment, and only then does the new build serve. If any of it fails
 * the build that served is registered back and keeps serving, and that candidate is left alone
 * for a minute; a new build at the same address as the one that served (which is then gone from
 * it) is drawn by the browser instead. A manifest that cannot be read is not a change: nothing is registered again.
 * `revalidate()` from `@module-federation/node/utils` is not used: it wipes all federation state
 * and broke every later render until restart.
 *
 * Where the list of remotes comes from is `readConfig`: today the shell's runtime-config.json;
 * a release channel can be another source with the same shape.
 */
import type { RuntimeConfig } from 'shared-ui';
import type { ServerBundle } from 'shell/server';
import { candidateProblem, releaseOf } from './channel';
import { readManifest, type Manifest } from './manifest';

export interface RemoteState {
  /** The manifest URL the remote is registered with (it travels to the browser). */
  entry: string;
  /** sha256 of the manifest text; empty while it was never read. */
  digest: string;
  /** The manifest names a server build: the remote renders on the server. */
  serverBuild: boolean;
  manifest?: Manifest;
  /** The release it runs, when a release channel names one (channel.ts). */
  release?: string;
}

export interface Remotes {
  /** The runtime configuration with the manifest URLs each remote is registered with. */
  config(): RuntimeConfig & { releases?: Record<string, string> };
  /** Every remote's state, by container name. */
  states(): ReadonlyMap<string, RemoteState>;
  /** How many times a remote was registered again: anything rendered before is out of date. */
  readonly generation: number;
  /** Reads the configuration and the manifests now (what each poll does). */
  refresh(): Promise<void>;
  /** Resolves once no remote is switching to a new build (a render started now uses the new one whole). */
  settled(): Promise<void>;
  stop(): void;
}

export interface RemotesOptions {
  bundle: Pick<ServerBundle, 'registerRemotes' | 'loadRemote'>;
  /** The configuration naming every remote's manifest (runtime-config.json, or a release channel's pointer: channel.ts). */
  readConfig: () => RuntimeConfig | Promise<RuntimeConfig>;
  pollMs: number;
  /** Told after each refresh that registered a remote again, with the remote's name. */
  onRedeploy?: (name: string) => void;
  /** Told when a remote's build could not be used: its manifest unreadable, a switch refused, or its new build left to the browser. */
  onLoadFailure?: (name: string, release: string | undefined, reason: 'manifest' | 'refused' | 'browser') => void;
  log: (line: string) => void;
}

/** A candidate that could not be switched to is tried again after this long, not at every poll. */
const FAILED_CANDIDATE_RETRY_MS = 60_000;

export async function startRemotes(options: RemotesOptions): Promise<Remotes> {
  const { bundle, log } = options;
  let config = await options.readConfig();
  const states = new Map<string, RemoteState>();
  /** Why each remote's manifest could not be read, while it cannot (logged once, not at every poll). */
  const unreadable = new Map<string, string>();
  /** Candidates that failed to switch, until when they are left alone. */
  const failedCandidates = new Map<string, number>();
  /** While a remote switches to a new build, renders wait for it (see `settled`). */
  let switching: Promise<void> | undefined;
  let generation = 0;

  const warm = (name: string) => bundle.loadRemote(`${name}/routes`);

  async function refreshRemote(name: string, entry: string) {
    const read = await readManifest(entry);
    const previous = states.get(name);
    if (!read.ok) {
      if (unreadable.get(name) !== read.reason) {
        log(`render server: ${name}'s manifest ${entry} could not be read (${read.reason})${previous?.manifest ? `; keeping ${previous.release ?? previous.entry}` : ''}`);
      }
      unreadable.set(name, read.reason);
      options.onLoadFailure?.(name, previous?.release ?? releaseOf(config, name), 'manifest');
      // A failed fetch is not a change: what serves keeps serving.
      if (previous) return;
      // Never read: registered all the same, so that the browser can try it and the next poll loads it.
      states.set(name, { entry, digest: '', serverBuild: false, release: releaseOf(config, name) });
      bundle.registerRemotes([{ name, entry }]);
      return;
    }
    if (unreadable.delete(name)) log(`render server: ${name}'s manifest ${entry} answers again`);
    if (previous && previous.entry === entry && previous.digest === read.digest) return;
    const next: RemoteState = {
      entry,
      digest: read.digest,
      serverBuild: Boolean(read.manifest.metaData?.ssrRemoteEntry),
      manifest: read.manifest,
      release: releaseOf(config, name),
    };
    if (!previous) {
      bundle.registerRemotes([{ name, entry }]);
      // Warm it: the first visitor does not wait for the entry and route chunks.
      if (next.serverBuild) await warm(name).catch(() => undefined);
      states.set(name, next);
      return;
    }
    const candidate = `${name} ${entry} ${read.digest}`;
    if ((failedCandidates.get(candidate) ?? 0) > Date.now()) return;
    const refuse = (why: string) => {
      failedCandidates.set(candidate, Date.now() + FAILED_CANDIDATE_RETRY_MS);
      options.onLoadFailure?.(name, next.release, 'refused');
      log(`render server: ${name} not switched to ${next.release ?? entry}: ${why}; keeping ${previous.release ?? previous.entry}`);
    };
    // A new build at the same address (a deploy without the release store): the build that served
    // is gone from there, and the browser loads the new one from it, so a page drawn with the old
    // one would not hydrate. It is drawn by the browser until a build whose server side answers.
    const sameAddress = previous.entry === entry;
    const drawnByBrowser = (why: string) => {
      states.set(name, { ...next, serverBuild: false });
      generation += 1;
      options.onLoadFailure?.(name, next.release, 'browser');
      log(`render server: ${name}'s new build at ${entry} is drawn by the browser: ${why}`);
      options.onRedeploy?.(name);
    };
    const problem = next.serverBuild ? await candidateProblem(entry, read.manifest) : undefined;
    if (problem) return sameAddress ? drawnByBrowser(problem) : refuse(problem);
    // Loaded and warmed before it serves: renders wait the moment it takes (`settled`).
    let done = () => {};
    const switched = new Promise<void>((resolve) => (done = resolve));
    const before = switching;
    switching = Promise.all([before, switched]).then(() => undefined);
    try {
      // A new build (or a new URL): drop the cached container so the next load fetches it.
      bundle.registerRemotes([{ name, entry }], { force: true });
      if (next.serverBuild) await warm(name);
    } catch (error) {
      const why = `it did not load (${error instanceof Error ? error.message : String(error)})`;
      if (sameAddress) return drawnByBrowser(why);
      // Back to the build that served (a release at its own URL is still there to go back to).
      bundle.registerRemotes([{ name, entry: previous.entry }], { force: true });
      if (previous.serverBuild) await warm(name).catch(() => undefined);
      return refuse(why);
    } finally {
      done();
    }
    states.set(name, next);
    generation += 1;
    log(`render server: ${name} switched to ${next.release ?? 'a new build'} (${entry})`);
    options.onRedeploy?.(name);
    for (const key of failedCandidates.keys()) if (key.startsWith(`${name} `)) failedCandidates.delete(key);
  }

  async function refreshOnce() {
    try {
      config = await options.readConfig();
    } catch (error) {
      log(`render server: the runtime configuration is unreadable, keeping the last one (${String(error)})`);
    }
    await Promise.all(Object.entries(config.remotes).map(([name, entry]) => refreshRemote(name, entry)));
  }

  // One refresh at a time (a poll and a caller's): two at once would both switch the same remote.
  let queue = Promise.resolve();
  const refresh = () => (queue = queue.then(refreshOnce, refreshOnce));

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
    config: () => {
      const remotes = Object.fromEntries([...states].map(([name, state]) => [name, state.entry]));
      const releases = Object.fromEntries([...states].flatMap(([name, state]) => (state.release ? [[name, state.release]] : [])));
      return Object.keys(releases).length > 0 ? { ...config, remotes, releases } : { ...config, remotes };
    },
    settled: () => switching ?? Promise.resolve(),
    states: () => states,
    get generation() {
      return generation;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
