/**
 * The production program, built to site/dist/gx.js (no TypeScript at run time): one step per
 * command of the systemd units in deploy/systemd/, which `npm run serve` runs the same way.
 *   gx.js signer                the credential signer (serves until stopped)
 *   gx.js pocketbase-prepare    migrations, and the superuser created once
 *   gx.js pocketbase            PocketBase on loopback (serves until stopped)
 *   gx.js pocketbase-ready      waits until PocketBase answers, then sees to the first site admin
 *   gx.js caddy-prepare         the Caddyfile and the shell's release folder, from the settings
 *   gx.js site [instance]       a site server, instance 0 by default (serves until stopped)
 *   gx.js ready <process> [instance]  until the process answers (a unit's readiness, 60 s at most)
 *   gx.js check [process]       checks the settings (of one process) and exits
 *   gx.js caddyfile             prints the Caddyfile for these settings
 *   gx.js varnish-vcl           prints the Varnish configuration of the cache in front (it holds the purge token)
 *   gx.js settings-table        prints the README's settings table, written from the schema
 *   gx.js serve                 the foreground runner (`npm run serve`)
 * Every step reads the settings it needs from the environment (or GX_ENV_FILE): a bad or missing
 * one is named and the step exits with 2.
 */
import { PROCESSES, settingsOrExit, settingsTable, type ProcessName, type Settings } from './settings';
import { processPorts, renderAddresses, renderInstance } from './serve-ports';
import { caddyfile } from './caddyfile';
import { varnishVclFor } from './varnish';
import { firstAdmin, prepareCaddy, runPocketBase, runSigner, preparePocketBase } from './steps';
import { waitUntilAnswers } from 'gx-processes';
import { runSiteServer } from './site-server';
import { serve } from './serve';
import { jsonLog } from 'render-server';

const log = (line: string) => console.log(line);
/** The serving processes' log: JSON lines, each naming the trace of the request it was written for (docs/operations.md). */
const jsonLines = jsonLog();
/** What answers 200 once each process serves. */
const READY: Partial<Record<ProcessName, (settings: Settings, instance: string | undefined) => string>> = {
  signer: (settings) => `http://127.0.0.1:${processPorts(settings).signer}/v1/health`,
  caddy: (settings) => `http://127.0.0.1:${settings.healthPort}/healthz/live`,
  site: (settings, instance) => `http://${renderAddresses(settings)[renderInstance(settings, instance)]}/healthz/ready`,
};
const [step, argument, instance] = process.argv.slice(2);
const fail = (error: unknown) => {
  console.error(`${step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exit(1);
};

/** The steps that run with one process's settings; a failure is printed and exits with 1. */
const RUNS: Partial<Record<string, { process: ProcessName; run: (settings: Settings) => Promise<void> }>> = {
  signer: { process: 'signer', run: (settings) => runSigner(settings, jsonLines) },
  'pocketbase-prepare': { process: 'pocketbase', run: (settings) => preparePocketBase(settings, log) },
  pocketbase: { process: 'pocketbase', run: (settings) => runPocketBase(settings, log) },
  'pocketbase-ready': { process: 'pocketbase', run: (settings) => firstAdmin(settings, log) },
  'caddy-prepare': { process: 'caddy', run: (settings) => prepareCaddy(settings, log) },
  site: { process: 'site', run: (settings) => runSiteServer(settings, jsonLines, renderInstance(settings, argument)) },
};
const run = step !== undefined && Object.hasOwn(RUNS, step) ? RUNS[step] : undefined;

if (run) {
  const settings = settingsOrExit('production', run.process);
  // Through a promise, so that a step that throws at once is reported like one that rejects.
  await Promise.resolve()
    .then(() => run.run(settings))
    .catch(fail);
} else {
  switch (step) {
    case 'ready': {
      const target = argument as ProcessName;
      if (!READY[target]) fail(`ready: one of ${Object.keys(READY).join(', ')}`);
      const settings = settingsOrExit('production', target);
      await Promise.resolve()
        .then(() => waitUntilAnswers(READY[target]!(settings, instance), 60_000))
        .catch(fail);
      break;
    }
    case 'check':
      settingsOrExit('production', argument && (PROCESSES as readonly string[]).includes(argument) ? (argument as ProcessName) : undefined);
      log('settings: usable');
      break;
    case 'settings-table':
      log(settingsTable());
      break;
    case 'caddyfile':
      process.stdout.write(caddyfile(settingsOrExit('production', 'caddy')));
      break;
    case 'varnish-vcl':
      try {
        process.stdout.write(varnishVclFor(settingsOrExit('production', 'site')));
      } catch (error) {
        fail(error);
      }
      break;
    case 'serve':
      await serve(process.argv.slice(3)).catch(fail);
      break;
    default:
      console.error(`usage: gx.js signer | pocketbase-prepare | pocketbase | pocketbase-ready | caddy-prepare | site [instance] | ready <process> [instance] | check [process] | caddyfile | varnish-vcl | serve`);
      process.exit(2);
  }
}
