/**
 * Settings of the release store and its CLI (`npm run release`): the site's one settings schema
 * (site/src/settings.ts), read as the release process reads it. For a host's site (GX_ENV_FILE
 * set, or an https:// GX_SITE_URL) with the production profile's rules; else the local defaults.
 */
import { join } from 'node:path';
import type { PurgeSettings } from 'render-server/purge';
import { apps } from 'shared-ui/build/topology';
import { CHANNELS, loadSettings, readSource, type Source } from 'site/settings';

export { CHANNELS };
export type Channel = (typeof CHANNELS)[number];

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
  /** The cache in front's purge hook (GX_CACHE_PURGE_URL, GX_CACHE_PURGE_TOKEN); undefined: none. */
  purge?: PurgeSettings;
}

/** From the environment over GX_ENV_FILE: a bad value is named (a SettingsError) before anything changes. */
export function releaseSettings(source: Source = readSource()): ReleaseSettings {
  // A host's (its env file, or an https site): PocketBase's public address is then the site's.
  const production = Boolean(source['GX_ENV_FILE']) || (source['GX_SITE_URL'] ?? '').trim().startsWith('https:');
  const settings = loadSettings(production ? 'production' : 'local', source, 'release');
  return {
    dir: settings.releaseDir,
    keep: settings.releaseKeep,
    keepDays: 30,
    url: settings.releaseUrl,
    shellDist: join(settings.appsDir, apps.shell.dir, 'dist'),
    shellServerBundle: join(settings.appsDir, apps.shell.dir, 'dist-server', 'main.cjs'),
    siteUrl: settings.siteUrl,
    previewTtlS: settings.previewTtlS,
    pocketbaseUrl: settings.pocketbaseUrl,
    purge: settings.cachePurge,
  };
}
