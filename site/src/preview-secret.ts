/**
 * The secret preview links and cookies are signed with (render-server/src/preview-token.ts): the
 * release CLI signs with it, the render server checks with it, so both must read the same one.
 * `GX_PREVIEW_SECRET` when set (production requires it: scripts/lib/settings.ts); otherwise, on a
 * developer's machine, a random one generated once into `.gx/preview-secret`, readable by its
 * owner only, and kept out of the release store (which is served).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fromRoot } from './paths';

export const LOCAL_PREVIEW_SECRET_FILE = fromRoot('.gx', 'preview-secret');

/** The local secret, generated on first use. Two processes starting at once read the same file. */
export function localPreviewSecret(file = LOCAL_PREVIEW_SECRET_FILE): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: a reader never sees it half-written.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    // Another process linked its own first: that one is the secret.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** GX_PREVIEW_SECRET, or the local one. */
export function previewSecret(configured: string | undefined, file = LOCAL_PREVIEW_SECRET_FILE): string {
  return configured?.trim() || localPreviewSecret(file);
}
