/**
 * Channels: one pointer file per environment, `<store>/channels/<channel>.json`. The pointer IS
 * the runtime configuration the shell and the render server read, with each remote's release id
 * and a revision number (its format: shared-ui/src/release/formats.ts):
 *
 *   { "pocketbaseUrl": "...", "remotes": { "mfe_exchange": "<store url>/exchange/<id>/mf-manifest.json" },
 *     "releases": { "mfe_exchange": "<id>" }, "revision": 12 }
 *
 * Every change runs under the store's lock (proper-lockfile: a lock directory created atomically,
 * refreshed while held, taken over when its holder died) and checks the revision it read; the new
 * pointer is written to a temporary file that is renamed over the old one, so a reader gets the old
 * file or the new one, never a part. Two promotes at once run one after the other; neither is lost.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { parseChannelPointer, type ChannelPointer } from 'shared-ui/release-formats';
import { appendHistory, type HistoryEntry } from './history';
import { Refusal } from './errors';

export type Pointer = ChannelPointer;

export const channelFile = (store: string, channel: string) => join(store, 'channels', `${channel}.json`);

/** The channel's pointer, or undefined when nothing was ever promoted to it. */
export function readPointer(store: string, channel: string): Pointer | undefined {
  const path = channelFile(store, channel);
  if (!existsSync(path)) return undefined;
  const pointer = parseChannelPointer(readFileSync(path, 'utf8'));
  if (!pointer) throw new Error(`${path} is not a channel pointer`);
  return pointer;
}

/** Writes a file so that readers see the old content or the new, never a part (temp file, fsync, rename). */
export function writeAtomically(path: string, content: string) {
  const temporary = join(path, '..', `.${path.split(/[\\/]/).pop()}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Runs `change` while holding the store's lock (one change of any channel at a time). */
export async function withStoreLock<T>(store: string, change: () => T | Promise<T>): Promise<T> {
  mkdirSync(join(store, 'channels'), { recursive: true });
  const release = await lockfile.lock(store, {
    lockfilePath: join(store, '.lock'),
    // Waits for other promotes and publishes rather than failing: about two minutes before giving up.
    retries: { retries: 600, minTimeout: 10, maxTimeout: 200, randomize: true },
    stale: 15_000,
  });
  try {
    return await change();
  } finally {
    await release();
  }
}

export interface PointerChange {
  channel: string;
  /** Container name. */
  remote: string;
  to: string;
  manifestUrl: string;
  /** The revision the caller read before it checked the release: the change is refused if another changed this remote since. */
  expectedFrom: string | null;
  who: string;
  why: string;
  action: HistoryEntry['action'];
  /** For a channel's first pointer. */
  pocketbaseUrl: string;
}

export type ChangeResult = { changed: false; pointer: Pointer } | { changed: true; pointer: Pointer; entry: HistoryEntry };

/** Another change of the same remote came first: a refusal (exit 1) like any other, nothing changed. */
export class RevisionConflict extends Refusal {}

/**
 * Points a channel's remote at a release and records it in the history, or changes nothing when it
 * already points there. Under the lock the pointer is read again: the change applies to the newest
 * pointer (other remotes' promotes meanwhile are kept), and is refused if this remote moved since
 * the caller looked (its gate checked a change from `expectedFrom`).
 */
export function changePointer(store: string, change: PointerChange): Promise<ChangeResult> {
  return withStoreLock(store, () => {
    const current = readPointer(store, change.channel) ?? { pocketbaseUrl: change.pocketbaseUrl, remotes: {}, releases: {}, revision: 0 };
    const from = current.releases[change.remote] ?? null;
    if (from === change.to) return { changed: false, pointer: current };
    if (from !== change.expectedFrom) {
      throw new RevisionConflict(
        `${change.channel} changed while this command ran: ${change.remote} is now ${from ?? 'unset'}, not ${change.expectedFrom ?? 'unset'}. Run it again.`,
      );
    }
    const pointer: Pointer = {
      pocketbaseUrl: current.pocketbaseUrl,
      remotes: { ...current.remotes, [change.remote]: change.manifestUrl },
      releases: { ...current.releases, [change.remote]: change.to },
      revision: current.revision + 1,
    };
    writeAtomically(channelFile(store, change.channel), `${JSON.stringify(pointer, null, 2)}\n`);
    const entry: HistoryEntry = {
      at: new Date().toISOString(),
      who: change.who,
      channel: change.channel,
      remote: change.remote,
      from,
      to: change.to,
      why: change.why,
      action: change.action,
      revision: pointer.revision,
    };
    appendHistory(store, entry);
    return { changed: true, pointer, entry };
  });
}
