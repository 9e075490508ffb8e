/**
 * What each `npm run release` command does, on a store given by its settings. Output goes through
 * `out` (the result, e.g. a release id) and `say` (progress and explanations) so tests can read it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signPreviewToken } from 'render-server/preview-token';
import { purgeReleases } from 'render-server/purge';
import { buildApp } from '../build-apps';
import { fromRoot } from '../paths';
import { changePointer, readPointer, withStoreLock } from './channel';
import { Refusal } from './errors';
import { gate } from './gate';
import { currentActor, readHistory, releaseStack, type HistoryEntry } from './history';
import { remoteNamed, remotes, UsageError, type Remote } from './remotes';
import { CHANNELS, type ReleaseSettings } from './settings';
import { listReleases, publishRelease, releaseDir, releaseProblems, removeRelease } from './store';

export interface Output {
  out: (line: string) => void;
  say: (line: string) => void;
}

export function channelNamed(name: string | undefined): string {
  const channel = name ?? CHANNELS[0];
  if (!(CHANNELS as readonly string[]).includes(channel)) throw new UsageError(`Unknown channel "${channel}". One of: ${CHANNELS.join(', ')}`);
  return channel;
}

/** Builds a remote (unless `dist` names a finished build), publishes it, prunes, prints the id. */
export async function publish(settings: ReleaseSettings, name: string, io: Output, options: { dist?: string } = {}) {
  const remote = remoteNamed(name);
  let dist = options.dist;
  if (!dist) {
    io.say(`Building ${remote.dir} (browser and server builds)…`);
    const build = await buildApp(remote.key);
    io.say(build.reused ? `${remote.dir}: unchanged since its last build, publishing that build` : `${remote.dir}: built in ${(build.ms / 1000).toFixed(1)} s`);
    dist = fromRoot(remote.dir, 'dist');
  }
  const info = await withStoreLock(settings.dir, () => publishRelease(settings.dir, remote, dist, currentActor()));
  io.say(`Published ${remote.key} ${info.id} to ${releaseDir(settings.dir, remote, info.id)}`);
  await prune(settings, io);
  io.out(info.id);
}

/** A release that exists and is complete, or a refusal saying what is wrong. */
function existingRelease(settings: ReleaseSettings, remote: Remote, id: string): string {
  const dir = releaseDir(settings.dir, remote, id);
  if (!/^[0-9a-f]{6,64}$/.test(id) || !existsSync(dir)) {
    const known = listReleases(settings.dir, remote).slice(0, 5).map((release) => release.id);
    throw new Refusal(`${remote.key} has no release "${id}" in ${settings.dir}${known.length ? ` (newest: ${known.join(', ')})` : ''}.`);
  }
  const problems = releaseProblems(dir);
  if (problems.length > 0) throw new Refusal(`${remote.key} ${id} is incomplete: ${problems.join('; ')}.`);
  return dir;
}

/** The compatibility gate for a release that exists; a refusal names each problem and `unchanged`. */
async function passGate(settings: ReleaseSettings, io: Output, remote: Remote, id: string, dir: string, unchanged: string) {
  io.say(`Checking ${remote.key} ${id} against the shell (shared singletons, exposes, server render)…`);
  const problems = await gate({
    store: settings.dir,
    releaseDir: dir,
    container: remote.container,
    shellDist: settings.shellDist,
    shellServerBundle: settings.shellServerBundle,
  });
  if (problems.length > 0) {
    throw new Refusal(`Refused: ${remote.key} ${id} is not compatible with the shell; ${unchanged}.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const SERVED_TIMEOUT_MS = 5000;

/**
 * Why the site would not find the release at the manifest URL a pointer is about to name
 * (undefined when that URL answers with the release's own manifest). The site loads what the
 * pointer names: a URL where the store is not served would leave it on the old release while the
 * command said it promoted.
 */
async function unservedProblem(url: string, dir: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SERVED_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return `answered HTTP ${response.status}`;
    if ((await response.text()) !== readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) return "answered a file other than this release's manifest";
    return undefined;
  } catch (error) {
    const why = error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : ((error.cause as Error | undefined)?.message ?? error.message)) : String(error);
    return `could not be read (${why})`;
  }
}

export interface PointOptions {
  /**
   * Whether the manifest URL written is read back first (the default). Off only where the store
   * is served once the promotes are done: `npm start` and `npm run serve` promote before serving.
   */
  checkServed?: boolean;
}

async function pointAt(
  settings: ReleaseSettings,
  io: Output,
  change: { remote: Remote; id: string; channel: string; from: string | null; why: string; action: HistoryEntry['action'] } & PointOptions,
) {
  const { remote, id, channel } = change;
  const dir = existingRelease(settings, remote, id);
  if (change.from === id) {
    io.say(`${channel} already has ${remote.key} ${id}: nothing changed.`);
    return;
  }
  await passGate(settings, io, remote, id, dir, `${channel} is unchanged`);
  const manifestUrl = `${settings.url}/${remote.key}/${id}/mf-manifest.json`;
  const unserved = change.checkServed === false ? undefined : await unservedProblem(manifestUrl, dir);
  if (unserved) {
    throw new Refusal(
      [
        `Refused: ${channel} would name ${manifestUrl}, which ${unserved}; ${channel} is unchanged.`,
        `The site loads each release from that address: GX_RELEASE_URL (now ${settings.url}) must be where the release store is served.`,
        `With npm start that is ${settings.siteUrl}/releases (when the site runs from a release channel) or any remote's origin, e.g. http://localhost:3002; with npm run serve, <GX_SITE_URL>/releases.`,
      ].join('\n'),
    );
  }
  const result = await changePointer(settings.dir, {
    channel,
    remote: remote.container,
    to: id,
    manifestUrl,
    expectedFrom: change.from,
    who: currentActor(),
    why: change.why,
    action: change.action,
    pocketbaseUrl: settings.pocketbaseUrl,
  });
  if (!result.changed) return io.say(`${channel} already has ${remote.key} ${id}: nothing changed.`);
  io.say(`${channel}: ${remote.key} ${result.entry.from ?? '(none)'} -> ${id} (revision ${result.pointer.revision}, by ${result.entry.who})`);
  // The pages drawn with the replaced release leave the cache in front; each render server purges
  // again once it has switched (render-server/src/purge.ts). A failed purge is said, not fatal.
  if (result.entry.from) await purgeReleases(settings.purge, [result.entry.from], io.say);
}

export async function promote(
  settings: ReleaseSettings,
  name: string,
  id: string | undefined,
  io: Output,
  options: { channel?: string; why?: string } & PointOptions = {},
) {
  const remote = remoteNamed(name);
  if (!id) throw new UsageError('promote needs a release id: npm run release -- promote <remote> <release-id>');
  const channel = channelNamed(options.channel);
  const from = readPointer(settings.dir, channel)?.releases[remote.container] ?? null;
  await pointAt(settings, io, { remote, id, channel, from, why: options.why ?? '', action: 'promote', checkServed: options.checkServed });
}

export async function rollback(settings: ReleaseSettings, name: string, io: Output, options: { channel?: string; why?: string } = {}) {
  const remote = remoteNamed(name);
  const channel = channelNamed(options.channel);
  const from = readPointer(settings.dir, channel)?.releases[remote.container] ?? null;
  const stack = releaseStack(readHistory(settings.dir), channel, remote.container);
  if (!from) throw new Refusal(`${channel} has no release of ${remote.key}: nothing to roll back.`);
  if (stack.at(-1) !== from) throw new Refusal(`${channel} points at ${remote.key} ${from}, which its history does not record: promote the release wanted instead.`);
  const target = stack.at(-2);
  if (!target) throw new Refusal(`${channel} has had no ${remote.key} release before ${from}: nothing to roll back to.`);
  await pointAt(settings, io, { remote, id: target, channel, from, why: options.why || `rollback from ${from}`, action: 'rollback' });
}

/**
 * Prints a link that shows `id` of the remote, with the channel's other releases, to whoever opens
 * it, until it expires (render-server/src/preview.ts). The release passes the same checks as a
 * promote first: a preview shows what a promote would serve. Nothing in the store changes.
 */
export async function preview(
  settings: ReleaseSettings,
  name: string,
  id: string | undefined,
  io: Output,
  options: { channel?: string; secret: string; now?: number },
) {
  const remote = remoteNamed(name);
  if (!id) throw new UsageError('preview needs a release id: npm run release -- preview <remote> <release-id>');
  const channel = channelNamed(options.channel);
  const dir = existingRelease(settings, remote, id);
  await passGate(settings, io, remote, id, dir, 'no preview link');
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + settings.previewTtlS;
  const token = signPreviewToken({ remote: remote.key, release: id, channel, exp }, options.secret);
  io.say(`Preview of ${remote.key} ${id} with ${channel}'s other releases, until ${new Date(exp * 1000).toISOString()}.`);
  io.say('Whoever opens the link sees it (a banner says so) until "Leave preview" or the expiry; nobody else does.');
  io.out(`${settings.siteUrl}/_preview?t=${token}`);
}

const HISTORY_SHOWN = 15;

export function status(settings: ReleaseSettings, io: Output) {
  const history = readHistory(settings.dir);
  for (const channel of CHANNELS) {
    const pointer = readPointer(settings.dir, channel);
    io.out(`${channel}${pointer ? ` (revision ${pointer.revision})` : ': nothing promoted yet'}`);
    if (!pointer) continue;
    for (const remote of remotes) {
      const id = pointer.releases[remote.container];
      const last = history.findLast((entry) => entry.channel === channel && entry.remote === remote.container && entry.to === id);
      io.out(`  ${remote.key.padEnd(13)} ${id ?? '(none)'}${last ? `  by ${last.who} at ${last.at}` : ''}`);
    }
  }
  io.out(history.length ? `\nRecent changes (newest first):` : '\nNo changes recorded yet.');
  for (const entry of history.slice(-HISTORY_SHOWN).reverse()) {
    io.out(`  ${entry.at}  ${entry.channel}  ${entry.remote}  ${entry.from ?? '(none)'} -> ${entry.to}  ${entry.action} by ${entry.who}${entry.why ? `: ${entry.why}` : ''}`);
  }
}

/**
 * Deletes old releases: a remote keeps its `keep` newest releases, the release each channel has,
 * and every release a channel pointed at in the last `keepDays` days (a tab opened on it still
 * loads its chunks). Runs under the store's lock, so no promote picks a release being deleted.
 */
export async function prune(settings: ReleaseSettings, io: Output, now = Date.now()) {
  const cutoff = new Date(now - settings.keepDays * 86_400_000).toISOString();
  await withStoreLock(settings.dir, () => {
    const history = readHistory(settings.dir);
    for (const remote of remotes) {
      const protectedIds = new Set<string>();
      for (const channel of CHANNELS) {
        const current = readPointer(settings.dir, channel)?.releases[remote.container];
        if (current) protectedIds.add(current);
      }
      // Live at some time since the cutoff: it became current after it, or stopped being current after it.
      for (const entry of history) {
        if (entry.remote !== remote.container || entry.at < cutoff) continue;
        protectedIds.add(entry.to);
        if (entry.from) protectedIds.add(entry.from);
      }
      listReleases(settings.dir, remote)
        .slice(settings.keep)
        .filter((release) => !protectedIds.has(release.id))
        .forEach((release) => {
          removeRelease(settings.dir, remote, release.id);
          io.say(`Pruned ${remote.key} ${release.id} (published ${release.publishedAt})`);
        });
    }
  });
}

