/**
 * The async boundary of the shell. Shared modules (React, shared-ui, …) may only be used after
 * the federation runtime has initialised them, so this file imports none of them: it reads the
 * runtime configuration, registers the remotes it names, starts fetching the remote of the page
 * being entered, then loads the application.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, registerRuntimeRemotes } from './remotes/runtime-config';
import { ownerOf } from './remotes/ownership';

async function main() {
  const config = await loadRuntimeConfig();
  registerRuntimeRemotes(config);
  // The remote's manifest, entry and route chunks load while React and shared-ui do, instead of
  // after them; a failure here is reported where the route renders (RemoteRoutes).
  const owner = ownerOf(window.location.pathname);
  if (owner) preloadRemote([{ nameOrAlias: owner, exposes: ['./routes'] }]).catch(() => undefined);
  const { start } = await import('./bootstrap');
  start(config);
}

main().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please try refreshing the page.';
});
