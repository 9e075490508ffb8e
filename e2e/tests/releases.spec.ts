import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrationStarted } from '../support/hydration';
import { watchConsole as consoleOf } from '../support/console';
import { currentManifest, currentRelease, editedBuild, release } from '../support/release-store';
import { apps, localOrigin, siteUrl, startApp, stopApp } from '../support/system';

/**
 * A team's releases on the running site (playwright.releases.config.ts: `npm start` with
 * GX_RELEASE_CHANNEL=production): the exchange's build, published and promoted by start.ts, and a
 * second release of it whose landing-page title differs. The render server follows the channel
 * every 2 s here; a promote must be served within 15 s. A preview shows one browser a release the
 * channel does not run, and nobody else.
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
  // As the README's first example runs it: GX_RELEASE_URL left to its default, the site's /releases/.
  const rolledBack = release(['rollback', 'exchange', '--why', 'e2e: back']);
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(currentRelease(container)).toBe(first);
  expect(currentManifest(container)).toBe(`${siteUrl}/releases/exchange/${first}/mf-manifest.json`);
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

test('a promote naming a release the store cannot serve is refused and changes nothing', async () => {
  await stopApp('mfe-exchange');
  try {
    const refused = release(['promote', 'exchange', second, '--why', 'e2e: store down'], exchangeOrigin);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`would name ${exchangeOrigin}/exchange/${second}/mf-manifest.json`);
    expect(refused.stderr).toContain('GX_RELEASE_URL');
    expect(currentRelease(container)).toBe(first);
  } finally {
    await startApp('mfe-exchange');
  }
});

test("with the channel's pointer unreadable the render server stays on the last good release, and follows again once it is back", async ({ page }) => {
  // The render server reads the channel's pointer from the first remote's origin.
  await stopApp('mfe-marketing');
  try {
    // Promoted while the pointer cannot be read: the render server must not switch, nor fail.
    const promoted = release(['promote', 'exchange', second, '--why', 'e2e: pointer unreadable'], exchangeOrigin);
    expect(promoted.status, promoted.stderr).toBe(0);
    await page.waitForTimeout(4500);
    expect(await serverTitle(page)).toContain(`${TITLE} | GX`);
  } finally {
    await startApp('mfe-marketing');
  }
  await expect.poll(() => serverTitle(page), { timeout: PICKUP_MS, intervals: [250] }).toContain(SECOND);
});

/** The title of the exchange's landing page in a release (the second release's differs). */
const titleOf = (id: string) => new RegExp(`${(id === second ? SECOND : TITLE).replace(/[()]/g, '\\$&')} \\| GX$`);
const PARALLEL_MS = 30_000;

/**
 * For `ms`, one request after another from each context's cookie jar and one page load after
 * another in its tab: every server HTML and every hydrated page must be of `id`.
 */
async function keepsSeeing(context: BrowserContext, page: Page, id: string, ms: number): Promise<{ requests: number; loads: number; wrong: string[] }> {
  const until = Date.now() + ms;
  const wrong: string[] = [];
  let requests = 0;
  let loads = 0;
  const fetching = (async () => {
    while (Date.now() < until) {
      const answer = await context.request.get('/gx-exchange');
      const title = /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] ?? '';
      requests += 1;
      if (!titleOf(id).test(title)) wrong.push(`server HTML: ${title}`);
    }
  })();
  const loading = (async () => {
    while (Date.now() < until) {
      await page.goto('/gx-exchange');
      await hydrationStarted(page);
      await expect(page).toHaveTitle(titleOf(id));
      const releases = await bootReleases(page);
      loads += 1;
      if (releases?.[container] !== id) wrong.push(`boot data: ${JSON.stringify(releases)}`);
    }
  })();
  await Promise.all([fetching, loading]);
  return { requests, loads, wrong };
}

test('a preview link shows one browser the candidate, with a banner, while another keeps the channel release; leaving ends it', async ({ browser }) => {
  test.setTimeout(PARALLEL_MS + 90_000);
  const current = currentRelease(container) ?? '';
  const candidate = current === first ? second : first;
  const printed = release(['preview', 'exchange', candidate], exchangeOrigin);
  expect(printed.status, printed.stderr).toBe(0);
  const link = printed.stdout;
  expect(link.startsWith(`${siteUrl}/_preview?t=`)).toBe(true);
  expect(new URL(link).searchParams.get('t')).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  expect(link).not.toContain('mf-manifest');
  expect(currentRelease(container), 'a preview changes no channel').toBe(current);

  const previewing = await browser.newContext();
  const bystander = await browser.newContext();
  try {
    for (const context of [previewing, bystander]) await context.route(providerHosts, (route) => route.abort('internetdisconnected'));
    const previewPage = await previewing.newPage();
    const otherPage = await bystander.newPage();
    const previewMessages = watchConsole(previewPage);
    const otherMessages = watchConsole(otherPage);

    await previewPage.goto(link);
    await expect(previewPage).toHaveURL(/\/gx-exchange$/);
    await hydrationStarted(previewPage);
    const banner = previewPage.getByRole('complementary', { name: 'Release preview' });
    await expect(banner).toHaveText(`Preview: exchange ${candidate} · Leave preview`);
    await expect(previewPage).toHaveTitle(titleOf(candidate));
    const cookie = (await previewing.cookies()).find((entry) => entry.name === 'gx_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await previewing.request.get('/gx-exchange')).headers()['cache-control']).toBe('private, no-store');
    // The browser loaded the exchange from exactly the candidate's release.
    const loaded = await previewPage.evaluate(
      (origin) => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/exchange/`)),
      exchangeOrigin,
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((name) => !name.includes(`/exchange/${candidate}/`))).toEqual([]);

    await otherPage.goto('/gx-exchange');
    await hydrationStarted(otherPage);
    await expect(otherPage).toHaveTitle(titleOf(current));
    await expect(otherPage.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);

    const [previewed, channel] = await Promise.all([
      keepsSeeing(previewing, previewPage, candidate, PARALLEL_MS),
      keepsSeeing(bystander, otherPage, current, PARALLEL_MS),
    ]);
    expect(previewed.wrong).toEqual([]);
    expect(channel.wrong).toEqual([]);
    expect(previewed.requests).toBeGreaterThan(10);
    expect(channel.requests).toBeGreaterThan(10);
    expect(previewed.loads).toBeGreaterThan(2);
    expect(channel.loads).toBeGreaterThan(2);
    expect(previewMessages).toEqual([]);
    expect(otherMessages).toEqual([]);

    // Leaving: back on the page, the channel's release, no banner, no cookie.
    await previewPage.getByRole('link', { name: 'Leave preview' }).click();
    await expect(previewPage).toHaveURL(/\/gx-exchange$/);
    await hydrationStarted(previewPage);
    await expect(previewPage).toHaveTitle(titleOf(current));
    await expect(previewPage.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
    expect((await previewing.cookies()).filter((entry) => entry.name === 'gx_preview')).toEqual([]);
  } finally {
    await previewing.close();
    await bystander.close();
  }
});

test('a tampered preview link is refused, and a tampered cookie leaves the channel page', async ({ page, context }) => {
  const current = currentRelease(container) ?? '';
  const printed = release(['preview', 'exchange', current === first ? second : first], exchangeOrigin);
  expect(printed.status, printed.stderr).toBe(0);
  const tampered = `${printed.stdout.slice(0, -3)}${printed.stdout.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  expect((await page.request.get(tampered, { maxRedirects: 0 })).status()).toBe(400);
  await context.addCookies([{ name: 'gx_preview', value: new URL(tampered).searchParams.get('t') ?? '', url: siteUrl }]);
  expect(await serverTitle(page)).toMatch(titleOf(current));
});
