/**
 * The compatibility gate run before a channel is pointed at a release: the release is complete,
 * its shared singletons fit the shell's, it exposes what the shell loads, and its server build
 * imports and renders. Each problem names the package or the module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest } from '../manifest';
import { releaseProblems } from '../store';
import { exposeProblems, sharedProblems } from './compatibility';
import { renderCheck } from './render-check';

export interface GateInput {
  store: string;
  releaseDir: string;
  container: string;
  /** The shell's browser build: mf-manifest.json and index.html. */
  shellDist: string;
  /** The shell's server build (the renderer of the server check). */
  shellServerBundle: string;
}

export async function gate(input: GateInput): Promise<string[]> {
  const incomplete = releaseProblems(input.releaseDir);
  if (incomplete.length > 0) return incomplete;
  if (!existsSync(join(input.shellDist, 'mf-manifest.json')) || !existsSync(input.shellServerBundle)) {
    return [`the shell's build is missing (${input.shellDist}, ${input.shellServerBundle}): build it first (pnpm --filter shell build)`];
  }
  const shell = readManifest(input.shellDist);
  const candidate = readManifest(input.releaseDir);
  const name = candidate.metaData?.name ?? candidate.name;
  if (name !== input.container) return [`the release is the container "${name ?? '?'}", not ${input.container}`];
  const manifestProblems = [...sharedProblems(shell, candidate), ...exposeProblems(candidate)];
  // A candidate that fails on its manifest is not run at all.
  if (manifestProblems.length > 0) return manifestProblems;
  return renderCheck({
    store: input.store,
    releaseDir: input.releaseDir,
    container: input.container,
    renderer: input.shellServerBundle,
    template: readFileSync(join(input.shellDist, 'index.html'), 'utf8'),
  });
}
