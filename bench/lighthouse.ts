/**
 * Lighthouse accessibility, performance and SEO scores per route, against production builds.
 *   npm run bench:lighthouse [-- [--desktop] [--runs=3] [--origin=https://gx.test:8443] /path …]
 *   (default paths: the routes that have accessibility and performance budgets)
 * Starts the system itself (`start.ts --e2e`) unless one already answers on the shell's port, so
 * run it under the e2e lock. Drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * over the DevTools protocol. Each route is loaded once cold (its run is discarded: the first
 * visit also pays for the static servers' and the OS's caches) and then `--runs` times; the
 * median of those is printed. Lighthouse's default is a phone on a throttled network
 * (simulated); `--desktop` uses its desktop settings. `--tasks` also lists, for every measured
 * run, the main-thread tasks after the first paint that the blocking time is made of (see
 * longTasks). A report, never a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { startSystem } from './system';

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith('/'));
const routes = paths.length
  ? paths
  : ['/', '/contact', '/gx-academy', '/services/blockchain', '/verify', '/gx-exchange', '/gx-exchange/currency/bitcoin'];
const desktop = args.includes('--desktop');
const showTasks = args.includes('--tasks');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
/**
 * --origin=https://gx.test:8443: audit a running `npm run serve` instead (through the proxy, over
 * HTTPS/2). Its host is mapped to loopback and the proxy's internal CA accepted, as in the e2e run.
 */
const origin = args.find((arg) => arg.startsWith('--origin='))?.split('=')[1];
const shellOrigin = origin ?? localOrigin(apps.shell.port);
const proxiedFlags = origin ? [`--host-resolver-rules=MAP ${new URL(origin).hostname} 127.0.0.1`, '--ignore-certificate-errors'] : [];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium with a DevTools port of its own choosing (read back from its stderr), so that no fixed
 * port can clash with another run. Lighthouse opens a fresh tab in it for every audit.
 */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'gx-lighthouse-'));
  const chrome: ChildProcess = spawn(
    chromePath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...proxiedFlags,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The profile is removed once Chromium has exited: it writes to it until then.
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const stop = async () => {
    chrome.kill('SIGTERM');
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A helper process may still write to it for a moment; it is only a temporary folder.
      console.warn(`Chromium's temporary profile was left at ${profile}`);
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)), 30_000);
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return { port, stop };
}

interface Scores {
  accessibility: number;
  performance: number;
  seo: number;
  /** Largest contentful paint and total blocking time (ms), cumulative layout shift. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Failing accessibility and SEO audits of the run, by id (to say what holds a score down). */
  failing: string[];
  /** With --tasks: the run's long main-thread tasks after the first paint (longTasks). */
  tasks: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** What a task spends its time on: these trace events, labelled with their script's file name. */
const WORK = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC', 'v8.compile']);
/** Tasks this long count: Lighthouse multiplies them by 4 and counts what is past 50 ms. */
const LONG_TASK_US = 12_500;

/**
 * The renderer's main-thread tasks after the first contentful paint that could block, in the trace
 * Lighthouse recorded (real durations: its simulation multiplies them by its CPU slowdown), each with
 * the largest parts of its work, e.g. `EvaluateScript 170.93c448ea80.js 33.4 | v8.compile … 16.2`.
 */
function longTasks(events: TraceEvent[]): string[] {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mainThreads.has(thread)) byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  // The page's renderer is the main thread that ran the most tasks.
  const taskCount = (list: TraceEvent[]) => list.filter((e) => e.name === 'RunTask').length;
  const thread = [...byThread.values()].sort((a, b) => taskCount(b) - taskCount(a))[0] ?? [];
  const start = paint?.ts ?? 0;
  return thread
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= LONG_TASK_US && e.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      for (const event of thread) {
        if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || !WORK.has(event.name)) continue;
        const file = event.args?.data?.url?.split('/').pop();
        const label = [event.name, file, event.args?.data?.functionName].filter(Boolean).join(' ');
        parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0));
      }
      const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
      return `    +${Math.round((task.ts - start) / 1000)} ms after FCP, ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${largest.map(([label, us]) => `${label} ${(us / 1000).toFixed(1)}`).join(' | ')}`;
    });
}

async function audit(url: string, port: number): Promise<Scores> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'performance', 'seo'] };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const accessibility = categories.accessibility;
  const performance = categories.performance;
  const seo = categories.seo;
  if (!accessibility || !performance || !seo) throw new Error(`Lighthouse left out a category for ${url}`);
  const failing = [...accessibility.auditRefs, ...seo.auditRefs]
    .map((ref) => audits[ref.id])
    .filter((item) => item !== undefined && item.score !== null && item.score < 1)
    .map((item) => item!.id);
  const metric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} for ${url}`);
    return value;
  };
  return {
    accessibility: Math.round((accessibility.score ?? 0) * 100),
    performance: Math.round((performance.score ?? 0) * 100),
    seo: Math.round((seo.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
    tasks: showTasks ? longTasks((result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents) : [],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const stopSystem = origin ? () => undefined : await startSystem();
const chromium = await launchChromium();
try {
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile (default)'} settings; median of ${runs} runs after one cold run per route`);
  console.log(
    `${'route'.padEnd(32)} ${'a11y'.padStart(5)} ${'perf'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}   runs (a11y/perf)   failing accessibility and SEO audits`,
  );
  for (const route of routes) {
    const url = `${shellOrigin}${route}`;
    await audit(url, chromium.port);
    const measured: Scores[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await audit(url, chromium.port));
    const failing = [...new Set(measured.flatMap((scores) => scores.failing))];
    const middle = (pick: (scores: Scores) => number) => median(measured.map(pick));
    console.log(
      `${route.padEnd(32)} ${String(Math.round(middle((s) => s.accessibility))).padStart(5)} ${String(Math.round(middle((s) => s.performance))).padStart(5)} ${String(Math.round(middle((s) => s.seo))).padStart(5)}` +
        ` ${String(Math.round(middle((s) => s.lcp))).padStart(7)} ${String(Math.round(middle((s) => s.tbt))).padStart(7)} ${middle((s) => s.cls).toFixed(3).padStart(6)}` +
        `   ${measured.map((s) => `${s.accessibility}/${s.performance}`).join(' ').padEnd(18)} ${failing.join(', ') || '-'}`,
    );
    measured.forEach((scores, run) => {
      if (!showTasks) return;
      console.log(`  run ${run + 1}: TBT ${Math.round(scores.tbt)} ms; tasks of 12.5 ms and more after the first paint (real time)`);
      for (const line of scores.tasks) console.log(line);
    });
  }
} finally {
  await chromium.stop();
  stopSystem();
}
