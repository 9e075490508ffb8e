/**
 * The release store: one immutable folder per release, `<store>/<remote>/<release-id>/`, holding a
 * remote's whole build (the browser's files and the server build under `ssr/`) and `release.json`.
 *
 * A release is never written in place: publish copies the build into a hidden folder beside it and
 * renames that into place, so a reader (the static server, the gate, a promote) sees a release
 * whole or not at all. Its id is a digest of the build's files, so the same build cannot be
 * published twice and a release's files, its manifest included, never change.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Refusal } from './errors';
import { entryFile, readManifest } from './manifest';
import { parseReleaseInfo, RELEASE_INFO, type ReleaseInfo } from 'shared-ui/release-formats';
import type { Remote } from './remotes';

export { RELEASE_INFO, type ReleaseInfo };

/** Files of a build folder that are not the build (build-apps.ts's record of its inputs). */
const NOT_BUILD_OUTPUT = new Set(['.build-inputs']);
/**
 * Build metadata left out of the release id (still published): Module Federation's stats file lists
 * where shared modules are used in an order that changed between two builds of the same sources,
 * while nothing a browser or the render server loads did.
 */
const NOT_IN_ID = /^mf-stats\.json(\.br|\.gz)?$/;
const ID_LENGTH = 12;

function buildFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_BUILD_OUTPUT.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? buildFiles(path, root) : [relative(root, path)];
  });
}

/** The release id of a build: a digest of every file's path and content (but the stats). */
export function releaseIdOf(dist: string): string {
  const hash = createHash('sha256');
  const files = buildFiles(dist).filter((path) => !NOT_IN_ID.test(path));
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, ID_LENGTH);
}

export const releaseDir = (store: string, remote: Remote, id: string) => join(store, remote.key, id);

/** Copies a finished build into the store as a new release; refuses a build already there. */
export function publishRelease(store: string, remote: Remote, dist: string, publishedBy: string): ReleaseInfo {
  const id = releaseIdOf(dist);
  const target = releaseDir(store, remote, id);
  const refuseExisting = () => new Refusal(`${remote.key} ${id} is already in the release store: this build is unchanged since it was published.`);
  if (existsSync(target)) throw refuseExisting();
  const incoming = join(store, remote.key, `.incoming-${id}-${process.pid}`);
  mkdirSync(incoming, { recursive: true });
  try {
    cpSync(dist, incoming, { recursive: true, filter: (source) => !NOT_BUILD_OUTPUT.has(source.split(/[\\/]/).pop() ?? '') });
    const info: ReleaseInfo = { remote: remote.key, id, publishedAt: new Date().toISOString(), publishedBy };
    writeFileSync(join(incoming, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
    const problems = releaseProblems(incoming);
    if (problems.length > 0) throw new Refusal(`The build of ${remote.key} in ${dist} is not a complete release: ${problems.join('; ')}`);
    if (existsSync(target)) throw refuseExisting();
    renameSync(incoming, target);
    return info;
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}

/**
 * What a release lacks to be served (empty when complete): its manifest, the browser's remote entry,
 * the server build the manifest names, the files of its exposes, and the record that publish
 * finished.
 */
export function releaseProblems(dir: string): string[] {
  if (!existsSync(dir)) return [`${dir} does not exist`];
  const problems: string[] = [];
  let manifest;
  try {
    manifest = readManifest(dir);
  } catch (error) {
    return [(error as Error).message];
  }
  const missing = (file: string, what: string) => !existsSync(join(dir, file)) && problems.push(`${what} ${file} is missing`);
  const { remoteEntry, ssrRemoteEntry } = manifest.metaData ?? {};
  if (!remoteEntry?.name) problems.push('the manifest names no remote entry');
  else missing(entryFile(remoteEntry), 'the remote entry');
  if (!ssrRemoteEntry?.name) problems.push('the manifest names no server build (metaData.ssrRemoteEntry)');
  else missing(entryFile(ssrRemoteEntry), 'the server build');
  for (const expose of manifest.exposes ?? []) {
    const { js, css } = expose.assets ?? {};
    for (const file of [...(js?.sync ?? []), ...(js?.async ?? []), ...(css?.sync ?? []), ...(css?.async ?? [])]) {
      missing(file, `a file of ${expose.path ?? expose.name}`);
    }
  }
  missing(RELEASE_INFO, 'the publish record');
  return problems;
}

/** The published releases of a remote, newest first. */
export function listReleases(store: string, remote: Remote): ReleaseInfo[] {
  const folder = join(store, remote.key);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && statSync(join(folder, name)).isDirectory())
    .flatMap((id) => {
      const path = join(folder, id, RELEASE_INFO);
      const info = existsSync(path) ? parseReleaseInfo(readFileSync(path, 'utf8')) : undefined;
      // The folder's name is the id that pointers use, whatever the record says.
      return info ? [{ ...info, id }] : [];
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id));
}

export function removeRelease(store: string, remote: Remote, id: string) {
  rmSync(releaseDir(store, remote, id), { recursive: true, force: true });
}
