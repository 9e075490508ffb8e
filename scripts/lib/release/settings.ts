/**
 * Settings of the release store and its CLI (`npm run release`), from the environment with
 * defaults. Kept apart from ../settings.ts so that the two change independently.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_PREVIEW_TTL_S } from 'render-server/preview-token';
import { apps, localOrigin, pocketbaseUrl } from 'shared-ui/build/topology';
import { repoRoot } from '../paths';
import { readSource, type Source } from '../settings';

/** The environments a release can be promoted to; the first is the default of every command. */
export const CHANNELS = ['production', 'staging'] as const;
export type Channel = (typeof CHANNELS)[number];

function positiveInteger(source: Source, name: string, fallback: number): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
  return value;
}

export interface ReleaseSettings {
  /** The release store: `<remote>/<release-id>/`, `channels/<channel>.json`, `history.jsonl`. */
  dir: string;
  /** Releases of a remote kept whatever happens (the newest), besides those a channel used lately. */
  keep: number;
  /** A release a channel pointed at within this many days is kept too (open tabs still load it). */
  keepDays: number;
  /** The public address of the store: pointers name `<url>/<remote>/<id>/mf-manifest.json`. */
  url: string;
  /** The shell's browser build (its mf-manifest.json is the gate's reference). */
  shellDist: string;
  /** The shell's server build: the gate renders a candidate's routes with it. */
  shellServerBundle: string;
  /** The site's public origin: preview links open there. */
  siteUrl: string;
  /** How long a preview link lasts (GX_PREVIEW_TTL_S). */
  previewTtlS: number;
  /** PocketBase's public address, written into a channel's pointer by its first promote. */
  pocketbaseUrl: string;
}

/**
 * From the environment over GX_ENV_FILE, as the site's own settings are read: on a host, a team
 * runs `npm run release` with the env file `npm run serve` uses and reaches the same store.
 */
export function releaseSettings(source: Source = readSource()): ReleaseSettings {
  const dir = source.GX_RELEASE_DIR || '.gx/releases';
  const siteUrl = (source.GX_SITE_URL || localOrigin(apps.shell.port)).replace(/\/+$/, '');
  const appsDir = resolve(repoRoot, source.GX_APPS_DIR || '.');
  return {
    dir: isAbsolute(dir) ? dir : resolve(repoRoot, dir),
    keep: positiveInteger(source, 'GX_RELEASE_KEEP', 5),
    keepDays: 30,
    url: (source.GX_RELEASE_URL || `${siteUrl}/releases`).replace(/\/+$/, ''),
    shellDist: join(appsDir, apps.shell.dir, 'dist'),
    shellServerBundle: join(appsDir, apps.shell.dir, 'dist-server', 'main.cjs'),
    siteUrl,
    previewTtlS: positiveInteger(source, 'GX_PREVIEW_TTL_S', DEFAULT_PREVIEW_TTL_S),
    pocketbaseUrl: source.GX_POCKETBASE_URL ? new URL(source.GX_POCKETBASE_URL).origin : pocketbaseUrl,
  };
}
