/**
 * The async boundary of the shell. Shared modules (React, shared-ui, …) may only be used after
 * the federation runtime has initialised them, so this file imports them only with `import()`,
 * once the runtime is set up: it reads the runtime configuration, registers the remotes it names,
 * starts fetching the remote of the page being entered, then loads the application.
 *
 * A server-rendered page (the render-server package) carries the configuration in its boot
 * data, with the exact manifest URLs the server used, and names the remote it drew: that remote
 * is loaded before hydration, so the browser's first render is the tree the server drew.
 */
import { loadRemote, preloadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { bootManifestPlugin } from './remotes/boot-manifest';
import { loadRuntimeConfig, registerRuntimeRemotes } from './remotes/runtime-config';
import { ownerOf } from './remotes/ownership';
import type { RouteTreeModule } from './remotes/server-rendering';
import { BOOT_ELEMENT_ID, EARLY_ENTRY_ATTRIBUTE, type BootData } from './server/contract';

function readBootData(): BootData | undefined {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BootData) : undefined;
}

/**
 * Resolves once the remote entries the page started (public/start-after-paint.js) have loaded or failed,
 * and removes their elements.
 */
async function settleEarlyEntries(): Promise<void> {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>(`script[${EARLY_ENTRY_ATTRIBUTE}]`)];
  await Promise.all(
    scripts.map(
      (script) =>
        new Promise<void>((resolve) => {
          if (script.getAttribute(EARLY_ENTRY_ATTRIBUTE) !== 'loading') return resolve();
          script.addEventListener('load', () => resolve(), { once: true });
          script.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  for (const script of scripts) script.remove();
}

/** Ends the current task: the browser may paint and handle input before the next step runs. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  // No yield before the page's requests start: started from this script's own task, they hold
  // the document's load event until the application has arrived.
  const boot = readBootData();
  // The remote's entry, started with this script by public/start-after-paint.js: once it has run, the
  // federation runtime finds its container and loads nothing. The remote is loaded once the entry
  // has loaded or failed (taken out of the way while on its way, it was requested a second time),
  // and its element goes: the runtime waits on a <script> of the same address that it finds in the
  // document, and one that already failed (the remote was down) would never answer, where its own
  // new one can.
  const earlyEntry = settleEarlyEntries();
  const config = boot?.config ?? (await loadRuntimeConfig());
  const drawnManifest = boot?.remote ? config.remotes[boot.remote] : undefined;
  if (drawnManifest && boot?.manifest) registerPlugins([bootManifestPlugin(drawnManifest, boot.manifest)]);
  registerRuntimeRemotes(config);
  const preloaded: Record<string, RouteTreeModule> = {};
  // The lazy pages the server drew, loaded before hydration so that it adopts the whole page in one
  // pass (shared-ui/src/lazy-page.tsx). Each page registers when its route tree's module runs: the
  // remote's below, the shell's own (/auth) with the application.
  const loadDrawnPages = async () => {
    if (boot?.pages?.length) await (await import('shared-ui')).preloadPages(boot.pages);
  };
  let serverRenderedRemote: Promise<void> = Promise.resolve();
  if (boot?.remote) {
    const container = boot.remote;
    // A failure here shows where the route renders (RemoteRoutes loads it again and reports it).
    serverRenderedRemote = earlyEntry.then(() => loadRemote<RouteTreeModule>(`${container}/routes`)).then(
      async (module) => {
        if (!module?.default) return;
        preloaded[container] = module;
        await loadDrawnPages();
      },
      () => undefined,
    );
  } else {
    // The remote's manifest, entry and route chunks load while React and shared-ui do, instead of
    // after them; a failure here is reported where the route renders (RemoteRoutes).
    const owner = ownerOf(window.location.pathname);
    if (owner) preloadRemote([{ nameOrAlias: owner, exposes: ['./routes'] }]).catch(() => undefined);
  }
  // While the network brings the page's chunks, the libraries every page needs (in this script:
  // eager singletons) are evaluated, each in a task of its own. Otherwise all of them ran in the one
  // task that received the application's chunk, the longest of the start-up.
  void (async () => {
    await yieldToBrowser();
    await import('react-dom/client');
    await yieldToBrowser();
    await import('shared-ui');
  })().catch(() => undefined);
  // The application and the server-rendered remote load in parallel.
  const [{ start }] = await Promise.all([import(/* webpackChunkName: "shell/app" */ './bootstrap'), serverRenderedRemote]);
  await loadDrawnPages();
  start(config, { hydrate: Boolean(boot), preloaded, serverData: boot?.data, preview: boot?.preview });
}

main().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please try refreshing the page.';
});
