/**
 * Settings of the release store and its CLI (`npm run release`), from the environment with
 * defaults. Kept apart from ../settings.ts so that the two change independently.
 */
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_PREVIEW_TTL_S } from 'render-server/preview-token';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { fromRoot } from '../paths';

/** The environments a release can be promoted to; the first is the default of every command. */
export const CHANNELS = ['production', 'staging'] as const;
export type Channel = (typeof CHANNELS)[number];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
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
}

export function releaseSettings(): ReleaseSettings {
  const dir = process.env.GX_RELEASE_DIR || '.gx/releases';
  const siteUrl = (process.env.GX_SITE_URL || localOrigin(apps.shell.port)).replace(/\/+$/, '');
  return {
    dir: isAbsolute(dir) ? dir : resolve(fromRoot(), dir),
    keep: positiveInteger('GX_RELEASE_KEEP', 5),
    keepDays: 30,
    url: (process.env.GX_RELEASE_URL || `${siteUrl}/releases`).replace(/\/+$/, ''),
    shellDist: fromRoot('shell', 'dist'),
    shellServerBundle: fromRoot('shell', 'dist-server', 'main.cjs'),
    siteUrl,
    previewTtlS: positiveInteger('GX_PREVIEW_TTL_S', DEFAULT_PREVIEW_TTL_S),
  };
}
