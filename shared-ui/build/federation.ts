/**
 * The shared-dependency map of every app's Module Federation config, written once.
 *
 * - `react/` and `react-dom/` prefix keys share subpaths such as `react/jsx-runtime` and
 *   `react-dom/client`; without them a second React reaches the browser.
 * - Mantine and react-router are NOT shared on their own: a shared module cannot be tree-shaken,
 *   and shared whole they more than doubled the JS of every page (docs/architecture.md#shared-singletons; react-router
 *   alone was 60 KB gzip). They travel inside `shared-ui`, which re-exports only what the apps
 *   use, so each still reaches the browser exactly once (e2e/tests/singletons.spec.ts).
 * - `shared-ui/forms` and `shared-ui/overlays` are further singletons of the same package: inputs,
 *   react-hook-form, zod and the schemas load only on pages that have a form; the drawer and the
 *   toast container only when first opened or shown; `shared-ui/data` (SWR, one cache for every
 *   remote) on the first page that loads data; `shared-ui/admin-inputs` (select, file picker, date
 *   field with its calendar) on /admin only.
 * - `requiredVersion` is explicit because the apps' package.json files say `catalog:` or
 *   `workspace:*`, which are not semver ranges.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The version pnpm installed from the catalog (read from disk: some packages do not export package.json). */
function installedVersion(pkg: string): string {
  const manifestUrl = new URL(`../node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifestUrl, 'utf8')) as { version: string }).version;
}

type SharedEntry = { singleton: true; requiredVersion: string; version?: string; import?: string };

function sharedMap(): Record<string, SharedEntry> {
  const entry = (version: string): SharedEntry => ({ singleton: true, requiredVersion: `^${version}`, version });
  const { version: sharedUiVersion } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    react: entry(installedVersion('react')),
    'react/': entry(installedVersion('react')),
    'react-dom': entry(installedVersion('react-dom')),
    'react-dom/': entry(installedVersion('react-dom')),
    zustand: entry(installedVersion('zustand')),
    pocketbase: entry(installedVersion('pocketbase')),
    'shared-ui': entry(sharedUiVersion),
    'shared-ui/forms': entry(sharedUiVersion),
    'shared-ui/overlays': entry(sharedUiVersion),
    'shared-ui/data': entry(sharedUiVersion),
    // Named by its file: a build provides a module given by path even when none of its own code
    // imports it (one given by package name is provided only where imported). So the shell, which
    // never draws these inputs, still offers the one copy, which uses the shell's Mantine context.
    'shared-ui/admin-inputs': { ...entry(sharedUiVersion), import: fileURLToPath(new URL('../src/admin-inputs.ts', import.meta.url)) },
  };
}

export const shared = sharedMap();

/**
 * Singletons that only some pages need: loaded on demand, never part of the shell's entry. The
 * PocketBase SDK is one: shared-ui loads it on first use (src/backend.ts), so a visitor who is not
 * signed in and only reads never downloads it.
 */
const onDemand = new Set(['shared-ui/forms', 'shared-ui/overlays', 'shared-ui/data', 'shared-ui/admin-inputs', 'pocketbase']);

type BrowserSharedEntry = Omit<SharedEntry, 'requiredVersion'> & { requiredVersion: false; eager?: true };

/**
 * The shared map of a production browser build: the same singletons, changed in two ways that
 * together halved the start-up work the browser does before the page answers
 * (docs/decisions.md#shared-singletons).
 *
 * - No version ranges. Checking every shared module's range against every registered version
 *   (the runtime's semver parser) took about a quarter of that work. For a singleton a failed
 *   check is only a console warning, so the check moves to where it costs no visitor anything:
 *   the server builds keep the ranges, and the render server, which loads every remote's server
 *   build at start and after each redeploy, logs the runtime's warning for a remote built against
 *   an incompatible React or shared-ui.
 * - In the shell (`host`), every singleton that every page uses is eager: part of the shell's
 *   entry script, one request that starts with the HTML, instead of a dozen chunks the runtime
 *   requested one by one after its own start-up. Remotes still take them from the shell at run
 *   time; `shared-ui/forms`, `shared-ui/overlays`, `shared-ui/data` and the PocketBase SDK still
 *   load only where used.
 */
export function browserShared({ host }: { host: boolean }): Record<string, BrowserSharedEntry> {
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => [
      key,
      { ...entry, requiredVersion: false as const, ...(host && !onDemand.has(key) ? { eager: true as const } : {}) },
    ]),
  );
}

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
