/**
 * The async boundary of the shell. Shared modules (React, shared-ui, …) may only be used after
 * the federation runtime has initialised them, so this file imports none of them: it reads the
 * runtime configuration, registers the remotes it names, then loads the application.
 */
import { loadRuntimeConfig, registerRuntimeRemotes } from './remotes/runtime-config';

async function main() {
  const config = await loadRuntimeConfig();
  registerRuntimeRemotes(config);
  const { start } = await import('./bootstrap');
  start(config);
}

main().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please try refreshing the page.';
});
