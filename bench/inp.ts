/**
 * Interaction to Next Paint of the interactions the budget names, in Chromium at a 4x CPU
 * slowdown, against production builds:
 *   npm run bench:inp [-- --runs=3]
 * Each interaction runs on a freshly loaded, hydrated page; the page's own PerformanceObserver of
 * event timing (`durationThreshold: 16`, the smallest) reports every event of the interaction, and
 * its latency is the longest of them, as INP counts it. The median of the runs is printed. Starts
 * the system itself (`start.ts --e2e`) unless one answers on the shell's port: run it under the
 * e2e lock. A report, never a test.
 */
import { chromium, type Page } from '@playwright/test';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { startSystem } from './system';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const origin = localOrigin(apps.shell.port);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Interaction {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Waits for what the interaction needs, before measuring starts. */
  ready?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const interactions: Interaction[] = [
  {
    name: 'opening an FAQ answer (/gx-exchange)',
    path: '/gx-exchange',
    viewport: DESKTOP,
    act: (page) => page.getByRole('main').getByRole('button', { name: 'How fast is settlement?' }).click(),
  },
  {
    name: "switching the chart's range (currency page, 90D)",
    path: '/gx-exchange/currency/bitcoin',
    viewport: DESKTOP,
    ready: (page) => page.getByRole('main').getByRole('img', { name: /price, .* chart over/ }).waitFor(),
    act: (page) => page.getByRole('main').getByRole('button', { name: '90D', exact: true }).click(),
  },
  {
    name: 'typing in the contact form (12 keys)',
    path: '/contact',
    viewport: DESKTOP,
    act: async (page) => {
      await page.getByRole('main').getByRole('textbox').first().click();
      await page.keyboard.type('Ada Lovelace', { delay: 60 });
    },
  },
  {
    name: 'opening the mobile menu (/)',
    path: '/',
    viewport: PHONE,
    act: (page) => page.getByRole('button', { name: 'Open navigation' }).click(),
  },
  {
    name: 'following a header link (/ to /contact)',
    path: '/',
    viewport: DESKTOP,
    act: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /Ready to/ }).waitFor();
    },
  },
];

/** The page's event-timing entries, kept from the moment this is called. */
async function observeEvents(page: Page) {
  await page.evaluate(() => {
    const entries: Array<{ interactionId: number; duration: number }> = [];
    (window as { __events?: typeof entries }).__events = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (entry.interactionId) entries.push({ interactionId: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The interaction's latency: the longest event of the slowest interaction measured (ms). */
async function slowestInteraction(page: Page): Promise<number> {
  // Event timing entries are reported after the next paint: give them time to arrive.
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => (window as { __events?: Array<{ interactionId: number; duration: number }> }).__events ?? []);
  const byInteraction = new Map<number, number>();
  for (const entry of entries) byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  return Math.max(0, ...byInteraction.values());
}

const stop = await startSystem();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`INP at a 4x CPU slowdown, median of ${runs} runs (the budget: 200 ms)`);
  for (const interaction of interactions) {
    const latencies: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: interaction.viewport });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}${interaction.path}`);
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));
      await interaction.ready?.(page);
      // Let start-up work settle: the budget is about the page answering a visitor, not its boot.
      await page.waitForLoadState('networkidle');
      await observeEvents(page);
      await interaction.act(page);
      latencies.push(await slowestInteraction(page));
      await context.close();
    }
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? NaN;
    console.log(`  ${interaction.name.padEnd(52)} ${median.toFixed(0).padStart(4)} ms   (runs: ${latencies.map((value) => value.toFixed(0)).join(', ')})`);
  }
} finally {
  await browser.close();
  stop();
}
