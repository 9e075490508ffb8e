/**
 * The render server's figures, against the production builds on this machine:
 *   npm run bench:render
 * - time to first byte of `/` under 50 concurrent requests (median, p90);
 * - side by side, the render server as it was (rendering on the main thread, past the cap the
 *   static page at once), the main thread with the queue, and render workers (one per core) with
 *   the queue: renders per second of fresh URLs (a new unknown slug each request, 50 connections, no
 *   per-visitor budget), a bystander's latency for a cached page, quiet and during 10 s of fresh
 *   URLs from one client on 50 connections (the default render gate), and the resident memory
 *   the render server adds to the process (its workers are threads of it);
 * - then, with the render workers: heap (of the main thread) after garbage collection and the
 *   process's resident memory over 10,000 requests and over 100 remote redeploys;
 * - how long a redeployed remote takes to appear in the HTML with the default poll interval.
 * It serves the builds on its own loopback ports (4120-4129, not the e2e system's), with no
 * PocketBase: the server never calls it. Needs `npm run build` first. A report, never a test.
 *
 * GX_BENCH_BEFORE=<dir>: a built checkout of an earlier commit (`pnpm install` and `npm run build`
 * there). Its own render server, shell and remotes are measured first, in the same run, as a
 * further row of the comparison: figures from separate runs on this machine differ by half. It is
 * measured in a child process (this file again, with GX_BENCH_EARLIER_ONLY=1): two builds of the
 * federation runtime in one process would share its global registry of remotes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createStaticServer, type StaticServer } from '../scripts/lib/static-server';
import { startRenderServer, type RenderGateOptions, type RenderServer } from 'render-server';
import { flood } from './flood';
import { settingsOrExit } from 'site/settings';

const settings = settingsOrExit('local');
import { fromRoot } from '../scripts/lib/paths';

const SITE_PORT = 4120;
const remotes = {
  mfe_marketing: { dir: 'mfe-marketing', port: 4121 },
  mfe_exchange: { dir: 'mfe-exchange', port: 4122 },
  mfe_certificates: { dir: 'mfe-certificates', port: 4123 },
  mfe_admin: { dir: 'mfe-admin', port: 4124 },
} as const;
/** The earlier checkout's remotes, beside this one's. */
const BEFORE_REMOTE_PORTS = [4126, 4127, 4128, 4129] as const;
const site = `http://127.0.0.1:${SITE_PORT}`;
const routes = ['/', '/contact', '/gx-academy', '/services/blockchain', '/team/priya-nair', '/gx-exchange', '/verify/CERT-BENCH1'];

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Times to the first byte and to the last (the page is streamed: its first part comes at once). */
async function timeToFirstByte(path: string): Promise<{ first: number; last: number }> {
  const started = performance.now();
  const response = await fetch(`${site}${path}`);
  const reader = response.body!.getReader();
  await reader.read();
  const first = performance.now() - started;
  while (!(await reader.read()).done);
  return { first, last: performance.now() - started };
}

/** `total` requests, `concurrency` at a time; returns their times to first byte and to the last, each sorted. */
async function load(total: number, concurrency: number, pathOf: (i: number) => string): Promise<{ first: number[]; last: number[] }> {
  const first: number[] = [];
  const last: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const times = await timeToFirstByte(pathOf(i));
      first.push(times.first);
      last.push(times.last);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { first: first.sort((a, b) => a - b), last: last.sort((a, b) => a - b) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

const temporary: string[] = [];
const builds = mkdtempSync(join(tmpdir(), 'bench-render-builds-'));
temporary.push(builds);
const servers: StaticServer[] = [];

/** A copy of `root`'s shell build whose runtime configuration names the remotes on `ports`. */
function shellCopy(root: string, ports: readonly number[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-render-shell-'));
  temporary.push(dir);
  cpSync(join(root, 'shell', 'dist'), dir, { recursive: true });
  const names = Object.keys(remotes);
  writeFileSync(
    join(dir, 'runtime-config.json'),
    JSON.stringify({ pocketbaseUrl: settings.pocketbaseUrl, remotes: Object.fromEntries(names.map((name, i) => [name, `http://127.0.0.1:${ports[i]}/mf-manifest.json`])) }),
  );
  return dir;
}

/** The render servers compared: this checkout's, and an earlier one's when GX_BENCH_BEFORE names it. */
interface Contender {
  shellDist: string;
  serverBundle: string;
  start: (options: Parameters<typeof startRenderServer>[0]) => Promise<RenderServer>;
  /** The gate that checkout's server has by default, to which the bench's changes are applied. */
  baseGate: Partial<RenderGateOptions>;
}

/** The comparison's figures for one render server (compare's result), as the child process sends them. */
const RESULT = 'GX_BENCH_RESULT ';

/** Runs the comparison of the earlier checkout in a child process; its lines are printed as they come. */
function compareEarlierInChild(): Promise<Compared> {
  return new Promise((resolveResult, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, GX_BENCH_EARLIER_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.split('\n');
      for (const line of lines) if (line && !line.startsWith(RESULT)) console.log(line);
      const result = lines.find((line) => line.startsWith(RESULT));
      if (code === 0 && result) resolveResult(JSON.parse(result.slice(RESULT.length)) as Compared);
      else reject(new Error(`the earlier checkout's measurement ended with ${code}`));
    });
  });
}

interface Compared {
  label: string;
  capped: { coldRendersPerSecond: number; rendersPerSecond: number; rssAddedMb: number; fresh: { latencies: number[] } };
  uncapped: { coldRendersPerSecond: number; rendersPerSecond: number };
  quiet: { latencies: number[] };
  during: { latencies: number[] };
}

const earlierOnly = process.env['GX_BENCH_EARLIER_ONLY'] === '1';
try {
  const shellDist = shellCopy(fromRoot(), Object.values(remotes).map(({ port }) => port));
  const exchange = createStaticServer(fromRoot('mfe-exchange', 'dist'), remotes.mfe_exchange.port);
  if (!earlierOnly) {
    servers.push(exchange);
    for (const [name, { dir, port }] of Object.entries(remotes)) {
      if (name !== 'mfe_exchange') servers.push(createStaticServer(fromRoot(dir, 'dist'), port));
    }
  }
  const current: Contender = { shellDist, serverBundle: fromRoot('shell', 'dist-server', 'main.cjs'), start: startRenderServer, baseGate: {} };
  let earlier: Contender | undefined;
  const beforeDir = process.env['GX_BENCH_BEFORE'] ? resolve(process.env['GX_BENCH_BEFORE']) : undefined;
  const beforeCommit = beforeDir ? execFileSync('git', ['-C', beforeDir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() : '';
  if (beforeDir && earlierOnly) {
    // Its own render-server package, run from its source with its own dependencies.
    const module = (await import(pathToFileURL(join(beforeDir, 'render-server', 'src', 'index.ts')).href)) as {
      startRenderServer: Contender['start'];
      DEFAULT_RENDER_GATE: Partial<RenderGateOptions>;
    };
    Object.values(remotes).forEach(({ dir }, i) => servers.push(createStaticServer(join(beforeDir, dir, 'dist'), BEFORE_REMOTE_PORTS[i]!)));
    earlier = {
      shellDist: shellCopy(beforeDir, BEFORE_REMOTE_PORTS),
      serverBundle: join(beforeDir, 'shell', 'dist-server', 'main.cjs'),
      start: module.startRenderServer,
      baseGate: module.DEFAULT_RENDER_GATE,
    };
  }
  for (const server of servers) await server.listen();

  // The flood and the bystander are told apart by X-Forwarded-For, from a trusted loopback proxy.
  process.env['GX_TRUSTED_PROXIES'] = '127.0.0.1';
  const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
  /** A render server on `port` (closed with the static server it plugs into). */
  async function startSite(port: number, workers: number, gate?: Partial<RenderGateOptions>, contender: Contender = current) {
    const rssBefore = rssMb();
    const render = await contender.start({
      shellDist: contender.shellDist,
      serverBundle: contender.serverBundle,
      siteUrl: site,
      pollMs: settings.remotePollMs,
      workers,
      ...(gate ? { gate: { ...contender.baseGate, ...gate } } : {}),
      log: () => undefined,
    });
    const shell = createStaticServer(contender.shellDist, port, { pages: render.pages });
    await shell.listen();
    // The render server falls back to the static index.html on any failure (a shell server bundle
    // older than this code, say): timing that would measure the wrong thing.
    const first = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    if (!first.includes('id="gx-boot"')) throw new Error('/ was served as the static page, not rendered: run `npm run build` first');
    return {
      render,
      /** What starting it added to this process's resident memory (its bundle, its workers and their bundles). */
      rssAddedMb: rssMb() - rssBefore,
      close: async () => {
        await render.stop();
        await shell.close();
      },
    };
  }

  /**
   * The figures that compare the two ways of rendering, on render servers without a per-visitor
   * budget (a flood from many visitors), 10 s of fresh URLs on 50 connections each:
   * - renders a second with the default cap on renders at once (past it the static page answers
   *   at once), and with no cap (every request waits for its render): in the first 10 s of a
   *   server just started, and in the 10 s after that, once the code is compiled and optimised in
   *   every thread (a thread's renders a second grow for about 10 s, and each worker warms up
   *   on its own);
   * - a bystander's cached page, quiet and during the flood with the default cap. The bystander
   *   asks every 10 ms: as fast as it could, it would be a load of its own, larger when the page
   *   comes back sooner.
   */
  async function compare(workers: number, queued: boolean, contender: Contender = current): Promise<Compared> {
    const label =
      contender === current
        ? `${workers ? `${workers} render workers` : 'the main thread'}, ${queued ? 'past the cap a request waits for a slot' : 'past the cap the static page at once'}`
        : `the render server at ${beforeCommit} (GX_BENCH_BEFORE), as it renders by default`;
    const unbudgeted = { perVisitor: { perSecond: 1e6, burst: 1e6 }, ...(queued ? {} : { queue: { maxWaiting: 0, waitMs: 0 } }) };
    const freshFlood = (seconds = 10) => flood({ origin: site, path: { fresh: '/team/flood' }, connections: 50, seconds, from: '203.0.113.1' });
    const throughput = async (gate: Partial<RenderGateOptions>) => {
      const started = await startSite(SITE_PORT, workers, { ...unbudgeted, ...gate }, contender);
      const atStart = started.render.renders;
      await freshFlood();
      const warmed = started.render.renders;
      const fresh = await freshFlood();
      const coldRendersPerSecond = (warmed - atStart) / 10;
      const rendersPerSecond = (started.render.renders - warmed) / 10;
      await started.close();
      return { fresh, coldRendersPerSecond, rendersPerSecond, rssAddedMb: started.rssAddedMb };
    };
    const capped = await throughput({});
    const uncapped = await throughput({ maxConcurrent: 1e6 });

    const started = await startSite(SITE_PORT, workers, unbudgeted, contender);
    const bystander = (seconds: number) => flood({ origin: site, path: { same: '/gx-academy' }, connections: 1, seconds, from: '198.51.100.1', pauseMs: 10 });
    await bystander(1);
    const quiet = await bystander(5);
    const [during] = await Promise.all([bystander(10), freshFlood()]);
    await started.close();

    const p = (latencies: number[], at: number) => percentile(latencies, at).toFixed(1);
    console.log(`Rendering on ${label} (the render server added ${capped.rssAddedMb.toFixed(0)} MB of resident memory; process ${rssMb().toFixed(0)} MB)`);
    for (const [what, run] of [
      ['default cap on renders at once', capped],
      ['no cap', uncapped],
    ] as const) {
      console.log(
        `  fresh URLs, 50 connections, ${what}: first 10 s ${run.coldRendersPerSecond.toFixed(0)} renders/s; next 10 s ${run.rendersPerSecond.toFixed(0)} renders/s, ${(run.fresh.latencies.length / 10).toFixed(0)} answers/s (${run.fresh.rendered} rendered), p99 ${p(run.fresh.latencies, 99)} ms; statuses ${JSON.stringify(run.fresh.statuses)}`,
      );
    }
    console.log(`  bystander's cached /gx-academy, every 10 ms, quiet: p50 ${p(quiet.latencies, 50)} ms, p99 ${p(quiet.latencies, 99)} ms`);
    console.log(`    during the flood with the default cap: p50 ${p(during.latencies, 50)} ms, p99 ${p(during.latencies, 99)} ms`);
    return { label, capped, uncapped, quiet, during };
  }

  const workers = availableParallelism();
  // The render server as it was before the render workers and the queue (this checkout's, and an
  // earlier checkout's as it was then), the main thread with the queue, the workers with the queue.
  if (earlierOnly) {
    if (!earlier) throw new Error('GX_BENCH_EARLIER_ONLY needs GX_BENCH_BEFORE');
    console.log(`${RESULT}${JSON.stringify(await compare(0, false, earlier))}`);
    process.exit(0);
  }
  const compared = [...(beforeDir ? [await compareEarlierInChild()] : []), await compare(0, false), await compare(0, true), await compare(workers, true)];
  console.log('');
  const p99 = (latencies: number[]) => `${percentile(latencies, 99).toFixed(1)} ms`;
  console.log('| | renders/s, default cap: first 10 s / next 10 s | renders/s, no cap: first / next | cached p50 / p99 quiet | cached p99 during the flood | resident memory added |');
  console.log('|---|---|---|---|---|---|');
  const rates = (run: Compared['uncapped']) => `${run.coldRendersPerSecond.toFixed(0)} / ${run.rendersPerSecond.toFixed(0)}`;
  for (const { label, capped, uncapped, quiet, during } of compared) {
    console.log(
      `| ${label} | ${rates(capped)} | ${rates(uncapped)} | ${percentile(quiet.latencies, 50).toFixed(1)} / ${p99(quiet.latencies)} | ${p99(during.latencies)} | ${capped.rssAddedMb.toFixed(0)} MB |`,
    );
  }
  console.log('');

  // The rest measures the default: the render workers.
  const started = await startSite(SITE_PORT, workers);
  const render = started.render;
  await load(200, 10, (i) => routes[i % routes.length] ?? '/');
  const times = await load(2000, 50, () => '/');
  console.log(`TTFB of / under 50 concurrent requests (2,000): median ${percentile(times.first, 50).toFixed(1)} ms, p90 ${percentile(times.first, 90).toFixed(1)} ms`);
  console.log(`  the whole document: median ${percentile(times.last, 50).toFixed(1)} ms, p90 ${percentile(times.last, 90).toFixed(1)} ms`);
  // The default gate's per-visitor budget against one client flooding on 50 connections.
  const rendersBefore = render.renders;
  const [during, attack] = await Promise.all([
    flood({ origin: site, path: { same: '/gx-academy' }, connections: 1, seconds: 10, from: '198.51.100.1', pauseMs: 10 }),
    flood({ origin: site, path: { fresh: '/team/one-client' }, connections: 50, seconds: 10, from: '203.0.113.1' }),
  ]);
  console.log(
    `One client flooding fresh URLs on 50 connections, 10 s (default gate): a bystander's cached /gx-academy p50 ${percentile(during.latencies, 50).toFixed(1)} ms, p99 ${percentile(during.latencies, 99).toFixed(1)} ms; the client got ${render.renders - rendersBefore} renders, statuses ${JSON.stringify(attack.statuses)}`,
  );

  const heapStart = heapMb();
  const rssStart = rssMb();
  for (let block = 1; block <= 5; block += 1) {
    await load(2000, 20, (i) => routes[i % routes.length] ?? '/');
    console.log(`  after ${block * 2000} requests: heap ${heapMb().toFixed(1)} MB (start ${heapStart.toFixed(1)}), rss ${rssMb().toFixed(0)} MB (start ${rssStart.toFixed(0)})`);
  }

  // Two builds of the exchange that differ in their manifest (as two deploys would), flipped 100 times.
  const [one, two] = ['one', 'two'].map((label) => {
    const dir = join(builds, label);
    cpSync(fromRoot('mfe-exchange', 'dist'), dir, { recursive: true });
    const manifestPath = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { metaData: Record<string, unknown> };
    manifest.metaData['buildVersion'] = label;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    rmSync(`${manifestPath}.gz`, { force: true });
    rmSync(`${manifestPath}.br`, { force: true });
    return dir;
  }) as [string, string];
  const heapBeforeRedeploys = heapMb();
  const rssBeforeRedeploys = rssMb();
  for (let deploy = 1; deploy <= 100; deploy += 1) {
    exchange.setRoot(deploy % 2 ? one : two);
    await render.refresh();
    await load(3, 3, () => '/gx-exchange');
    if (deploy % 25 === 0) console.log(`  after ${deploy} redeploys (${render.reregistrations} re-registrations): heap ${heapMb().toFixed(1)} MB (before ${heapBeforeRedeploys.toFixed(1)}), rss ${rssMb().toFixed(0)} MB (before ${rssBeforeRedeploys.toFixed(0)})`);
  }

  // A redeploy picked up by the poller alone, at the default interval: from the switch of the
  // served folder to the first page rendered by the newly registered build.
  const before = render.reregistrations;
  const deployed = performance.now();
  // The 100th redeploy above served `two`.
  exchange.setRoot(one);
  while (render.reregistrations === before) {
    if (performance.now() - deployed > 60_000) throw new Error('the redeploy was not picked up within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await timeToFirstByte('/gx-exchange');
  console.log(`A redeployed remote was rendered ${((performance.now() - deployed) / 1000).toFixed(1)} s after the deploy (poll interval ${settings.remotePollMs / 1000} s)`);
  await started.close();
} finally {
  for (const server of servers) await server.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
