/** Reading a build's Module Federation `mf-manifest.json` (its format: shared-ui/src/release/formats.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, parseManifest, type Manifest, type ManifestFile } from 'shared-ui/release-formats';

export { MANIFEST_FILE };
export type { Manifest, ManifestAssets, ManifestFile, SharedEntry } from 'shared-ui/release-formats';

/** Reads and checks a manifest; the error names the file. */
export function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`${path} is missing`);
  }
  const parsed = parseManifest(text);
  if (!parsed.ok) throw new Error(`${path} is ${parsed.reason === 'not JSON' ? 'not valid JSON' : parsed.reason}`);
  return parsed.manifest;
}

/** Where a manifest entry's file is, relative to the manifest (a `?v=` query is not part of the name). */
export function entryFile(entry: ManifestFile): string {
  return `${entry.path ?? ''}${(entry.name ?? '').split('?')[0]}`;
}
