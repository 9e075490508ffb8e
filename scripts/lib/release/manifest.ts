/** The parts of a Module Federation `mf-manifest.json` that releases and the gate read. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestFile {
  name?: string;
  path?: string;
  type?: string;
}

export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  /** A semver range, or null/false where the build left it out (the browser builds do). */
  requiredVersion?: string | null | false;
}

export interface Manifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: ManifestFile; ssrRemoteEntry?: ManifestFile; [field: string]: unknown };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string; path?: string; assets?: ManifestAssets }>;
}

export const MANIFEST_FILE = 'mf-manifest.json';

/** Reads and parses a manifest; the error names the file. */
export function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`${path} is missing`);
  }
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
}

/** Where a manifest entry's file is, relative to the manifest (a `?v=` query is not part of the name). */
export function entryFile(entry: ManifestFile): string {
  return `${entry.path ?? ''}${(entry.name ?? '').split('?')[0]}`;
}
