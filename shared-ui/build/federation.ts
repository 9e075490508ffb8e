/**
 * The shared-dependency map of every app's Module Federation config, written once.
 *
 * Why these keys (REFERENCE.md, "Module Federation 2.0 on Rspack"):
 * - `react/`, `react-dom/` and `react-router/` prefix keys share subpaths such as
 *   `react/jsx-runtime` and `react-dom/client`; without them a second React reaches the browser.
 * - Mantine is NOT shared: a shared module cannot be tree-shaken, and sharing `@mantine/core`
 *   whole more than doubles every page's JS. It travels inside `shared-ui`, which re-exports only
 *   the parts the apps use.
 * - `requiredVersion` is explicit because the apps' package.json files say `catalog:` or
 *   `workspace:*`, which are not semver ranges.
 */
import { readFileSync } from 'node:fs';

/** The version pnpm installed from the catalog (read from disk: some packages do not export package.json). */
function installedVersion(pkg: string): string {
  const manifestUrl = new URL(`../node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifestUrl, 'utf8')) as { version: string }).version;
}

const singletons = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'pocketbase'] as const;

type SharedEntry = { singleton: true; requiredVersion: string; version?: string };

function sharedMap(): Record<string, SharedEntry> {
  const map: Record<string, SharedEntry> = {};
  for (const pkg of singletons) {
    const version = installedVersion(pkg);
    map[pkg] = { singleton: true, requiredVersion: `^${version}` };
  }
  for (const prefix of ['react', 'react-dom', 'react-router'] as const) {
    map[`${prefix}/`] = { singleton: true, requiredVersion: `^${installedVersion(prefix)}` };
  }
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  map['shared-ui'] = { singleton: true, requiredVersion: `^${version}`, version };
  return map;
}

export const shared = sharedMap();

/** Options every app passes to the plugin, kept here so that no app drifts. */
export const federationDefaults = {
  // 'version-first' loads every remote's entry at start-up to compare versions, so one stopped
  // remote blanked the whole shell; 'loaded-first' starts with no request to any remote.
  shareStrategy: 'loaded-first' as const,
  // Types of runtime remotes are not generated: the plugin's DTS step wrote into dist/dist and
  // added seconds per build. `tsc --noEmit` checks each package instead.
  dts: false,
  shared,
};

/** Container names, one per app (ARCHITECTURE.md). */
export const containerNames = {
  shell: 'shell',
  marketing: 'mfe_marketing',
  exchange: 'mfe_exchange',
  certificates: 'mfe_certificates',
  admin: 'mfe_admin',
} as const;
