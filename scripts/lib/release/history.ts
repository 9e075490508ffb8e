/**
 * The deploy audit log: `history.jsonl` in the release store, one JSON line per change of a
 * channel, only ever appended to (under the store's lock, see channel.ts). Rollback reads it to
 * find the release before; `status` and the admin area show it. It names people (`who`), so it is
 * never served as a static file (store-server.ts).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export const HISTORY_FILE = 'history.jsonl';

export interface HistoryEntry {
  /** ISO time of the change. */
  at: string;
  who: string;
  channel: string;
  /** Container name of the remote (`mfe_exchange`). */
  remote: string;
  /** The release the channel had before, or null for the remote's first promote. */
  from: string | null;
  to: string;
  why: string;
  /** A rollback undoes the promote before it (rollback reads the history as a stack). */
  action: 'promote' | 'rollback';
  /** The channel's revision this change wrote. */
  revision: number;
}

/** Who is making a change: GX_RELEASE_ACTOR, else the git user's e-mail, else the system user. */
export function currentActor(): string {
  const fromEnv = process.env.GX_RELEASE_ACTOR?.trim();
  if (fromEnv) return fromEnv;
  const git = spawnSync('git', ['config', 'user.email'], { encoding: 'utf8' });
  const email = git.status === 0 ? git.stdout.trim() : '';
  if (email) return email;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function appendHistory(store: string, entry: HistoryEntry) {
  // One write of one line with O_APPEND: a reader never sees half of it.
  appendFileSync(join(store, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
}

/** Every entry, oldest first. A line that does not parse is skipped, not fatal: the log is for people. */
export function readHistory(store: string): HistoryEntry[] {
  const path = join(store, HISTORY_FILE);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryEntry];
      } catch {
        return [];
      }
    });
}

/**
 * The releases a channel has had for a remote, as a stack: a promote pushes, a rollback pops. The
 * top is the current release, the one below it what `rollback` returns to.
 */
export function releaseStack(history: readonly HistoryEntry[], channel: string, remote: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.channel !== channel || entry.remote !== remote) continue;
    if (entry.action === 'rollback') {
      stack.pop();
      continue;
    }
    if (stack.length === 0 && entry.from) stack.push(entry.from);
    stack.push(entry.to);
  }
  return stack;
}
