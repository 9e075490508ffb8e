/**
 * Following a release channel: the render server reads the channel's pointer
 * (`<store>/channels/<channel>.json`, the runtime configuration plus each remote's release id and
 * a revision) instead of the shell's runtime-config.json, and renders with exactly the releases it
 * names. remotes.ts does the switching; this file holds what is particular to a channel:
 *
 * - reading the pointer over HTTP, where a failed read (an error answer, a timeout, a file that is
 *   not a pointer) is not a change: the last pointer read stays in force, so nothing flaps while
 *   the store is down. The failure is logged once, and its recovery once;
 * - checking a candidate before anything is registered: its manifest names a server build, and that
 *   build answers. Only then is it registered and warmed, and only once warm does it serve.
 */
import type { RuntimeConfig } from 'shared-ui';
import { parseChannelPointer, type ChannelPointer } from 'shared-ui/release-formats';
import type { Manifest } from './manifest';

/** The runtime configuration a channel gives: which release each remote runs (shared-ui's ChannelPointer). */
export type ChannelConfig = ChannelPointer;

const POINTER_TIMEOUT_MS = 2000;

function reason(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}

export interface ChannelReaderOptions {
  /** The pointer's address, e.g. `http://localhost:3000/releases/channels/production.json`. */
  url: string;
  /** Used until the channel has been read once (nothing promoted yet, or the store down at start). */
  fallback: () => RuntimeConfig;
  log: (line: string) => void;
}

/**
 * A `readConfig` for remotes.ts that follows a channel: each call reads the pointer and resolves to
 * it, or to the last one read when it cannot be read. Never rejects.
 */
export function channelReader(options: ChannelReaderOptions): () => Promise<RuntimeConfig> {
  let last: ChannelConfig | undefined;
  let failing: string | undefined;
  return async () => {
    try {
      const response = await fetch(options.url, { signal: AbortSignal.timeout(POINTER_TIMEOUT_MS), cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const value = parseChannelPointer(await response.text());
      if (!value) throw new Error('not a channel pointer');
      // A pointer older than the one in force (a cache or a replica behind) is not followed back.
      if (!last || value.revision >= last.revision) last = value;
      if (failing) options.log(`render server: the release channel ${options.url} answers again (revision ${last.revision})`);
      failing = undefined;
    } catch (error) {
      const why = reason(error);
      if (failing !== why) {
        options.log(`render server: the release channel ${options.url} could not be read (${why}); keeping ${last ? `revision ${last.revision}` : 'the runtime configuration'}`);
      }
      failing = why;
    }
    return last ?? options.fallback();
  };
}

/** The release id a configuration names for a remote (a channel's pointer names one per remote). */
export function releaseOf(config: RuntimeConfig, name: string): string | undefined {
  return (config as Partial<ChannelConfig>).releases?.[name];
}

/**
 * Why a remote's candidate build cannot serve (undefined when it can): its manifest must name a
 * server build, and that file must answer. Checked before the candidate is registered, so a
 * release whose server build is missing never replaces a working one.
 */
export async function candidateProblem(entry: string, manifest: Manifest): Promise<string | undefined> {
  const ssr = manifest.metaData?.ssrRemoteEntry;
  if (!ssr?.name) return 'its manifest names no server build';
  const ssrPublicPath = manifest.metaData?.ssrPublicPath;
  const base = ssrPublicPath && ssrPublicPath !== 'auto' ? new URL(ssrPublicPath, entry) : new URL('./', entry);
  const file = new URL(`${ssr.path ?? ''}${ssr.name}`, base);
  try {
    const response = await fetch(file, { method: 'HEAD', signal: AbortSignal.timeout(POINTER_TIMEOUT_MS), cache: 'no-store' });
    return response.ok ? undefined : `its server build ${file.href} answered HTTP ${response.status}`;
  } catch (error) {
    return `its server build ${file.href} could not be read (${reason(error)})`;
  }
}
