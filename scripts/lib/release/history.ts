/**
 * The deploy audit log: `history.jsonl` in the release store, one JSON line per change of a
 * channel (its format: shared-ui/src/release/formats.ts), only ever appended to (under the store's lock, see channel.ts). Rollback reads it to
 * find the release before; `status` and the admin area show it. It names people (`who`), so it is
 * never served as a static file (store-server.ts).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseHistory, type HistoryEntry } from 'shared-ui/release-formats';

export type { HistoryEntry };

export const HISTORY_FILE = 'history.jsonl';

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

/** Every entry, oldest first. A line that is not an entry is skipped, not fatal: the log is for people. */
export function readHistory(store: string): HistoryEntry[] {
  const path = join(store, HISTORY_FILE);
  return existsSync(path) ? parseHistory(readFileSync(path, 'utf8')) : [];
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
