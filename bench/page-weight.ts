/**
 * Page weight and request depth of a first visit, measured in Chromium against production builds.
 *   npm run bench:size [-- [--verbose] /path …]     (default paths: / /gx-exchange /verify)
 * Starts the system itself (`start.ts --e2e`) unless one already answers on the shell's port.
 * Reports, per page: gzip bytes of JS and CSS split into shell / shared / remote, the number of
 * requests, and how many requests ran one after another on the way to the remote's content
 * painting. A report, never a test: budgets are read by people, not asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { fromRoot } from '../scripts/lib/paths';
import { startSystem } from './system';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pagesToMeasure = paths.length ? paths : ['/', '/gx-exchange', '/verify'];
/** --verbose prints each JS and CSS file with its gzip size, and the requests of each critical path. */
const verbose = process.argv.includes('--verbose');
const shellOrigin = localOrigin(apps.shell.port);

interface ManifestShared {
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

/** Files of the shell's build that hold shared modules (React, shared-ui, …), from its manifest. */
function sharedFilesOfShell(): Set<string> {
  const manifest = JSON.parse(readFileSync(fromRoot('shell', 'dist', 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
  const files = manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]);
  return new Set(files);
}

function distFileFor(url: URL): string | undefined {
  const app = Object.values(apps).find((candidate) => String(candidate.port) === url.port);
  if (!app) return undefined;
  const file = join(fromRoot(app.dir, 'dist'), url.pathname === '/' ? 'index.html' : url.pathname);
  return existsSync(file) ? file : undefined;
}

function gzipBytes(file: string): number {
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/**
 * Requests in series on the critical path to the paint: from the last script or stylesheet that
 * arrived before the remote's content painted, step back each time to the request that finished
 * last before the current one started (what it waited for), down to the page itself.
 */
function requestsInSeries(timings: Timing[], paintedAt: number): Timing[] {
  // Images and icons never hold up a script, so only the page, scripts, styles and JSON count.
  const candidates = timings.filter(
    (timing, index) => timing.responseEnd <= paintedAt && (index === 0 || /\.(js|css|json)(\?|$)/.test(timing.name)),
  );
  let current = candidates
    .filter((timing) => /\.(js|css)(\?|$)/.test(timing.name))
    .sort((a, b) => b.responseEnd - a.responseEnd)[0];
  const chain: Timing[] = [];
  while (current) {
    chain.unshift(current);
    const start = current.startTime;
    current = candidates.filter((timing) => timing.responseEnd <= start).sort((a, b) => b.responseEnd - a.responseEnd)[0];
  }
  return chain;
}

const stop = await startSystem();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const sharedFiles = sharedFilesOfShell();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  for (const path of pagesToMeasure) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Every request, a worker's too: a worker's scripts are not in the page's resource timing.
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await page.goto(`${shellOrigin}${path}`);
    // The remote's content has painted once the main region has a heading.
    await page.locator('main h1').first().waitFor();
    const paintedAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => [
      { name: location.href, startTime: 0, responseEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd },
      ...performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
    ]);
    const chain = requestsInSeries(timings, paintedAt);
    const totals = { shell: 0, shared: 0, remote: 0 };
    const files: string[] = [];
    for (const name of new Set([...timings.map((timing) => timing.name), ...requested])) {
      const url = new URL(name);
      if (!/\.(js|css)$/.test(url.pathname)) continue;
      const file = distFileFor(url);
      if (!file) continue;
      const part = url.origin !== shellOrigin ? 'remote' : sharedFiles.has(url.pathname.slice(1)) ? 'shared' : 'shell';
      const bytes = gzipBytes(file);
      totals[part] += bytes;
      files.push(`    ${kb(bytes).padStart(9)}  ${part.padEnd(6)} ${url.href}`);
    }
    const total = totals.shell + totals.shared + totals.remote;
    console.log(
      `${path.padEnd(14)} JS+CSS gzip ${kb(total).padStart(9)}  (shell ${kb(totals.shell)}, shared ${kb(totals.shared)}, remote ${kb(totals.remote)})` +
        `  requests ${timings.length}, in series before paint ${chain.length}`,
    );
    if (verbose) for (const line of files) console.log(line);
    if (verbose) for (const step of chain) console.log(`    ${step.startTime.toFixed(0).padStart(5)}-${step.responseEnd.toFixed(0).padStart(5)} ms  ${step.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
