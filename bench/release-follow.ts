/**
 * The render server following a release channel, against the production builds on this machine:
 *   npm run bench:releases
 * - the time from `promote` returning (the CLI's code: checks and gate included) to the first page
 *   rendered with the new release, median of 5, at the poll interval GX_REMOTE_POLL_MS (10 s
 *   default);
 * - the heap after garbage collection over 100 promote/rollback cycles (each: the pointer
 *   changed, the render server's refresh, a page rendered with the release).
 * Two releases of the exchange are published into a temporary store: the build, and a copy whose
 * landing-page title is changed. The store, the shell and its render server are served on loopback
 * ports 4130-4131, with no PocketBase. Needs `npm run build` first. A report, never a test.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RENDER_GATE, startRenderServer } from 'render-server';
import { changePointer } from '../scripts/lib/release/channel';
import { promote } from '../scripts/lib/release/commands';
import { remoteNamed } from '../scripts/lib/release/remotes';
import { releaseSettings } from '../scripts/lib/release/settings';
import { publishRelease } from '../scripts/lib/release/store';
import { storeHandler } from '../scripts/lib/release/store-server';
import { fromRoot } from '../scripts/lib/paths';
import { settingsOrExit } from 'site/settings';

const settings = settingsOrExit('local');
import { createStaticServer } from '../scripts/lib/static-server';

const SITE_PORT = 4130;
const STORE_PORT = 4131;
const store = `http://127.0.0.1:${STORE_PORT}`;
const page = `http://127.0.0.1:${SITE_PORT}/gx-exchange`;
const TITLE = 'USDT OTC Desk';
const exchange = remoteNamed('exchange');

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Every file of a build (the browser's and the server's) holding `from`, with `to` instead; precompressed copies removed. */
function editBuild(dir: string, from: string, to: string): number {
  let edited = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) edited += editBuild(path, from, to);
    else if (name.endsWith('.js') && readFileSync(path, 'utf8').includes(from)) {
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(from, to));
      rmSync(`${path}.gz`, { force: true });
      rmSync(`${path}.br`, { force: true });
      edited += 1;
    }
  }
  return edited;
}

const work = mkdtempSync(join(tmpdir(), 'gx-bench-releases-'));
const storeDir = join(work, 'store');
const servers: Array<{ close(): unknown }> = [];
try {
  const second = join(work, 'second');
  cpSync(fromRoot('mfe-exchange', 'dist'), second, { recursive: true });
  if (editBuild(second, TITLE, `${TITLE} (second release)`) < 2) throw new Error(`"${TITLE}" is not in the exchange's browser and server builds`);
  const ids = [fromRoot('mfe-exchange', 'dist'), second].map((dist) => publishRelease(storeDir, exchange, dist, 'bench').id) as [string, string];
  const markers: Record<string, string> = { [ids[0]]: `${TITLE} | GX</title>`, [ids[1]]: `${TITLE} (second release) | GX</title>` };
  const releaseConfig = { ...releaseSettings(), dir: storeDir, url: store };
  const io = { out: () => {}, say: () => {} };
  // Served before the first promote: a promote reads back the manifest URL it writes.
  const storeServer = http.createServer((req, res) => storeHandler(storeDir)(req, res));
  await new Promise<void>((resolve) => storeServer.listen(STORE_PORT, '127.0.0.1', resolve));
  await promote(releaseConfig, 'exchange', ids[0], io);
  servers.push({ close: () => (storeServer.close(), storeServer.closeAllConnections()) });
  const render = await startRenderServer({
    shellDist: fromRoot('shell', 'dist'),
    serverBundle: fromRoot('shell', 'dist-server', 'main.cjs'),
    siteUrl: `http://127.0.0.1:${SITE_PORT}`,
    pollMs: settings.remotePollMs,
    channelUrl: `${store}/channels/production.json`,
    // One client asking hundreds of times: the per-visitor budget would answer with the static page.
    gate: { ...DEFAULT_RENDER_GATE, perVisitor: { perSecond: 1e6, burst: 1e6 } },
    log: (line) => process.env.GX_BENCH_LOG && console.log(line),
  });
  const shell = createStaticServer(fromRoot('shell', 'dist'), SITE_PORT, { pages: render.pages });
  await shell.listen();
  servers.push(shell, { close: () => render.stop() });

  const html = async () => (await fetch(page)).text();
  const first = await html();
  if (!first.includes(markers[ids[0]]!)) throw new Error(`${page} was not rendered with the first release: run \`npm run build\` first`);

  // Promote → first page rendered with it, by the poller alone.
  const latencies: number[] = [];
  for (let round = 1; round <= 5; round += 1) {
    const target = ids[round % 2]!;
    await promote(releaseConfig, 'exchange', target, io, { why: `bench round ${round}` });
    const returned = performance.now();
    while (!(await html()).includes(markers[target]!)) {
      if (performance.now() - returned > 60_000) throw new Error(`release ${target} was not served within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    latencies.push((performance.now() - returned) / 1000);
    console.log(`  promote ${round}: ${target} served ${latencies.at(-1)!.toFixed(1)} s after the command returned`);
  }
  const median = [...latencies].sort((a, b) => a - b)[2]!;
  console.log(`Promote to first page rendered with the new release: median of 5 ${median.toFixed(1)} s (poll interval ${settings.remotePollMs / 1000} s)`);

  // 100 promote/rollback cycles: the pointer written as promote writes it, the refresh the poll does.
  const heapBefore = heapMb();
  let current = readFileSync(join(storeDir, 'channels', 'production.json'), 'utf8').includes(ids[0]) ? ids[0] : ids[1];
  for (let cycle = 1; cycle <= 100; cycle += 1) {
    for (const action of ['promote', 'rollback'] as const) {
      const to = current === ids[0] ? ids[1] : ids[0];
      await changePointer(storeDir, {
        channel: 'production',
        remote: exchange.container,
        to,
        manifestUrl: `${store}/${exchange.key}/${to}/mf-manifest.json`,
        expectedFrom: current,
        who: 'bench',
        why: `cycle ${cycle}`,
        action,
        pocketbaseUrl: 'http://127.0.0.1:9',
      });
      current = to;
      await render.refresh();
      const after = await html();
      if (!after.includes(markers[to]!)) throw new Error(`cycle ${cycle}: ${to} not rendered after the refresh (${/<title>[^<]*/.exec(after)?.[0] ?? after.slice(0, 200)})`);
    }
    if (cycle % 25 === 0) console.log(`  after ${cycle} cycles (${render.reregistrations} switches): heap ${heapMb().toFixed(1)} MB (before ${heapBefore.toFixed(1)})`);
  }
} finally {
  for (const server of servers) await server.close();
  rmSync(work, { recursive: true, force: true });
}
