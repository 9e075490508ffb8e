/**
 * A remote's mf-manifest.json as the render server reads it: the files of its exposes (linked and
 * preloaded), its browser entry and its server build. The format and its check are shared-ui's
 * (src/release/formats.ts), the same the release command line and the gate use.
 */
import { createHash } from 'node:crypto';
import { parseManifest, type Manifest } from 'shared-ui/release-formats';

export type { Manifest, ManifestAssets } from 'shared-ui/release-formats';

const MANIFEST_TIMEOUT_MS = 2000;

export type ManifestRead = { ok: true; digest: string; manifest: Manifest } | { ok: false; reason: string };

/** The manifest at `url`; a failure (an error answer, a timeout, not JSON) is not a new version. */
export async function readManifest(url: string): Promise<ManifestRead> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('hex');
    const parsed = parseManifest(text);
    return parsed.ok ? { ok: true, digest, manifest: parsed.manifest } : parsed;
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error) };
  }
}
