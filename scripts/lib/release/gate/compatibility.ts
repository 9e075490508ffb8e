/**
 * The manifest half of the promote-time gate: does a candidate release fit the shell that will
 * load it? Module Federation itself only warns at run time (and the browser builds leave the
 * version ranges out, see shared-ui/build/federation.ts), so this is where a skew becomes a stop.
 */
import semver from 'semver';
import type { Manifest, SharedEntry } from '../manifest';

/**
 * Every module the shell loads from a remote: its route tree (shell/src/remotes/RemoteRoutes.tsx
 * and shell/src/server/render.tsx). A page's head travels inside the route tree (usePageMeta), so
 * it needs no expose of its own.
 */
export const MODULES_THE_SHELL_LOADS = ['./routes'] as const;

/**
 * The range a shared module asks for. The browser builds drop `requiredVersion` from the manifest
 * (shared-ui/build/federation.ts); every app requires `^` of the version it was built with, so that
 * is the range when the manifest names none.
 */
export function requiredRange(entry: SharedEntry): string {
  return typeof entry.requiredVersion === 'string' && entry.requiredVersion !== '' ? entry.requiredVersion : `^${entry.version}`;
}

/** Shared singletons: what the shell provides must satisfy the candidate, and no major is new. */
export function sharedProblems(shell: Manifest, candidate: Manifest): string[] {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  for (const wanted of candidate.shared ?? []) {
    if (!wanted.singleton) continue;
    const shellEntry = provided.get(wanted.name);
    // A singleton the shell does not provide is the candidate's own to bring.
    if (!shellEntry) continue;
    const range = requiredRange(wanted);
    const have = semver.valid(semver.coerce(shellEntry.version));
    const built = semver.valid(semver.coerce(wanted.version));
    if (!semver.validRange(range)) {
      problems.push(`${wanted.name}: the candidate requires "${range}", which is not a version range`);
      continue;
    }
    if (!have || !semver.satisfies(have, range)) {
      problems.push(`${wanted.name}: the shell provides ${shellEntry.version}, which does not satisfy the candidate's ${range}`);
      continue;
    }
    if (built && semver.major(built) > semver.major(have)) {
      problems.push(`${wanted.name}: the candidate was built with ${wanted.version}, a new major version (the shell provides ${shellEntry.version})`);
    }
  }
  return problems;
}

/** Modules the shell loads that the candidate no longer exposes. */
export function exposeProblems(candidate: Manifest): string[] {
  const exposed = new Set((candidate.exposes ?? []).flatMap((expose) => [expose.path, expose.name && `./${expose.name}`]).filter(Boolean));
  return MODULES_THE_SHELL_LOADS.filter((module) => !exposed.has(module)).map((module) => `${module}: the shell loads it, and the candidate does not expose it`);
}
