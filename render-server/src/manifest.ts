/**
 * A remote's mf-manifest.json as the render server reads it: the files of its exposes (linked and
 * preloaded), its browser entry and its server build.
 */
import { createHash } from 'node:crypto';

export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string }; ssrRemoteEntry?: unknown };
  exposes?: Array<{ path?: string; name?: string; assets?: ManifestAssets }>;
}

const MANIFEST_TIMEOUT_MS = 2000;

export type ManifestRead = { ok: true; digest: string; manifest: Manifest } | { ok: false; reason: string };

/** The manifest at `url`; a failure (an error answer, a timeout, not JSON) is not a new version. */
export async function readManifest(url: string): Promise<ManifestRead> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('hex');
    try {
      return { ok: true, digest, manifest: JSON.parse(text) as Manifest };
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error) };
  }
}
