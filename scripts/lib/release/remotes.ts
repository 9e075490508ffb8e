/** The remotes a team can release, by the names the CLI accepts. */
import { apps, remoteKeys } from 'shared-ui/build/topology';

export type RemoteKey = (typeof remoteKeys)[number];

export interface Remote {
  /** The short name: the store's folder and the CLI's argument (`exchange`). */
  key: RemoteKey;
  /** Module Federation container name: the pointer's key (`mfe_exchange`). */
  container: string;
  /** Package folder (`mfe-exchange`). */
  dir: string;
}

export const remotes: readonly Remote[] = remoteKeys.map((key) => ({ key, container: apps[key].container, dir: apps[key].dir }));

/** `exchange`, `mfe-exchange` or `mfe_exchange`; a clear error for anything else. */
export function remoteNamed(name: string | undefined): Remote {
  const remote = remotes.find((candidate) => name === candidate.key || name === candidate.dir || name === candidate.container);
  if (!remote) throw new UsageError(`Unknown remote "${name ?? ''}". One of: ${remotes.map((r) => r.key).join(', ')}`);
  return remote;
}

/** A mistake in what was asked (exit code 2), as opposed to a refusal (exit code 1). */
export class UsageError extends Error {}
