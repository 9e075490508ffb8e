import { expect, test, type Page } from '@playwright/test';
import { hydrationStarted } from '../support/hydration';
import { watchConsole as consoleOf } from '../support/console';
import { currentRelease, editedBuild, release } from '../support/release-store';
import { apps, localOrigin, startApp, stopApp } from '../support/system';

/**
 * A team's releases on the running site (playwright.releases.config.ts: `npm start` with
 * GX_RELEASE_CHANNEL=production): the exchange's build, published and promoted by start.ts, and a
 * second release of it whose landing-page title differs. The render server follows the channel
 * every 2 s here; a promote must be served within 15 s.
 */
test.describe.configure({ mode: 'serial' });

const TITLE = 'USDT OTC Desk';
const SECOND = `${TITLE} (second release)`;
const exchangeOrigin = localOrigin(apps.exchange.port);
const container = apps.exchange.container;
const PICKUP_MS = 15_000;
/** The market-data provider's hosts: blocked here, their failure is the page's expected behaviour. */
const providerHosts = /^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//;

const watchConsole = (page: Page) => consoleOf(page, providerHosts);

/** The title the server's HTML of the exchange's landing page carries (no script run). */
async function serverTitle(page: Page): Promise<string> {
  const html = await (await page.request.get('/gx-exchange')).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** The release ids the boot data of a rendered page names. */
async function bootReleases(page: Page): Promise<Record<string, string> | undefined> {
  return page.evaluate(() => (JSON.parse(document.getElementById('gx-boot')?.textContent ?? '{}') as { config?: { releases?: Record<string, string> } }).config?.releases);
}

let first = '';
let second = '';

test.beforeAll(() => {
  first = currentRelease(container) ?? '';
  expect(first, 'npm start promoted the built exchange').toMatch(/^[0-9a-f]{12}$/);
  const build = editedBuild('mfe-exchange', TITLE, SECOND);
  try {
    const published = release(['publish', 'exchange', '--dist', build.dist], exchangeOrigin);
    expect(published.status, published.stderr).toBe(0);
    second = published.stdout;
    expect(second).toMatch(/^[0-9a-f]{12}$/);
  } finally {
    build.discard();
  }
});

test.beforeEach(async ({ page }) => {
  await page.route(providerHosts, (route) => route.abort('internetdisconnected'));
});

test('a promoted release is rendered within 15 s and hydrates cleanly; a tab opened before keeps loading its lazy pages', async ({ page, context }) => {
  expect(await serverTitle(page)).toContain(`${TITLE} | GX`);
  // A tab opened on the first release, before the promote.
  const before = watchConsole(page);
  await page.goto('/gx-exchange');
  await hydrationStarted(page);
  expect(await bootReleases(page)).toMatchObject({ [container]: first });

  const promoted = release(['promote', 'exchange', second, '--why', 'e2e: second release'], exchangeOrigin);
  expect(promoted.status, promoted.stderr).toBe(0);
  await expect.poll(() => serverTitle(page), { timeout: PICKUP_MS, intervals: [250] }).toContain(SECOND);

  const fresh = await context.newPage();
  await fresh.route(providerHosts, (route) => route.abort('internetdisconnected'));
  const messages = watchConsole(fresh);
  await fresh.goto('/gx-exchange');
  await hydrationStarted(fresh);
  await expect(fresh).toHaveTitle(new RegExp(SECOND.replace(/[()]/g, '\\$&')));
  expect(await bootReleases(fresh)).toMatchObject({ [container]: second });
  // The browser loaded the exchange from exactly the release the boot data names.
  const loaded = await fresh.evaluate(
    (origin) => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/exchange/`)),
    exchangeOrigin,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((name) => !name.includes(`/exchange/${second}/`))).toEqual([]);
  expect(messages).toEqual([]);

  // The old tab goes on to a lazy page of the exchange: its release's chunks are still served.
  // The ticker moves without end (never "stable" for a click): its link is clicked as a script would.
  await page.locator('a[href^="/gx-exchange/currency/"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/gx-exchange\/currency\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(before.filter((line) => /chunk|Loading script|failed to fetch dynamically/i.test(line))).toEqual([]);
});

test('a rollback brings the first release back within 15 s', async ({ page }) => {
  const rolledBack = release(['rollback', 'exchange', '--why', 'e2e: back'], exchangeOrigin);
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(currentRelease(container)).toBe(first);
  await expect.poll(() => serverTitle(page), { timeout: PICKUP_MS, intervals: [250] }).toContain(`${TITLE} | GX`);
  const messages = watchConsole(page);
  await page.goto('/gx-exchange');
  await hydrationStarted(page);
  expect(await bootReleases(page)).toMatchObject({ [container]: first });
  expect(messages).toEqual([]);
});

test('an incompatible build is refused, and the site keeps the release it has', async ({ page }) => {
  const build = editedBuild('mfe-exchange', TITLE, `${TITLE} (incompatible)`, (manifest) => {
    for (const shared of manifest['shared'] as Array<{ name: string; version: string }>) if (shared.name === 'react') shared.version = '20.0.0';
  });
  try {
    const published = release(['publish', 'exchange', '--dist', build.dist], exchangeOrigin);
    expect(published.status, published.stderr).toBe(0);
    const refused = release(['promote', 'exchange', published.stdout], exchangeOrigin);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/react/);
    expect(currentRelease(container)).toBe(first);
    // Two polls later the site still renders the current release.
    await page.waitForTimeout(4500);
    expect(await serverTitle(page)).toContain(`${TITLE} | GX`);
  } finally {
    build.discard();
  }
});

test('with the release store down the render server stays on the last good release, and follows again once it is back', async ({ page }) => {
  // The channel's pointer is read from the first remote's origin; every remote origin serves the store.
  const origins = ['mfe-marketing', 'mfe-exchange'] as const;
  for (const app of origins) await stopApp(app);
  try {
    // Promoted while the store cannot be read: the render server must not switch, nor fail.
    const promoted = release(['promote', 'exchange', second, '--why', 'e2e: store down'], exchangeOrigin);
    expect(promoted.status, promoted.stderr).toBe(0);
    await page.waitForTimeout(4500);
    expect(await serverTitle(page)).toContain(`${TITLE} | GX`);
  } finally {
    for (const app of origins) await startApp(app);
  }
  await expect.poll(() => serverTitle(page), { timeout: PICKUP_MS, intervals: [250] }).toContain(SECOND);
});
