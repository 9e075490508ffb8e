/** The site's public routes and how a journey opens one and waits until it has drawn. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { hydrationStarted, pageAtRest } from './hydration';
import { scrollThroughPage } from './scroll';

export const main = (page: Page) => page.getByRole('main');

/** Scrolls down the page once, as a reader would, and waits until no lazily loaded section is still a placeholder. */
export async function drawEverySection(page: Page) {
  await scrollThroughPage(page);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** Waits until no loader or busy region is left on the page (data has arrived). */
export async function settle(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens /admin (signed in as an admin) and shows each of its tabs in turn, drawn and settled, for
 * `visit` to look at; there must be at least `atLeast` tabs.
 */
export async function visitEveryAdminTab(page: Page, atLeast: number, visit: (name: string) => Promise<unknown>) {
  await page.goto('/admin');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const tabs = main(page).getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(atLeast);
  for (const name of names) {
    const tab = main(page).getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel')).toBeVisible();
    await settle(page);
    await visit(name);
  }
}

/** Opens a page and waits until its heading and every lazy section are drawn. */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await drawEverySection(page);
  await settle(page);
  // Contrast and the look are checked on the page as it comes to rest, not halfway through an entrance.
  await hydrationStarted(page);
  await pageAtRest(page);
}

/**
 * The market provider's hosts (widget scripts, coin images) are unreachable here: failing them at
 * once keeps the pages in their offline fallbacks, the same on every run.
 */
export async function blockProviderHosts(target: Page | BrowserContext) {
  await target.route(/^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//, (route) => route.abort('internetdisconnected'));
}

/** Signed-out pages of the route table, with the heading that shows each has drawn. */
export const publicPages: Array<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: 'Shape Your Future with Skills That Matter' },
  { path: '/contact', heading: /Ready to Inspire Your Students/ },
  { path: '/contact?source=gxit-solutions', heading: /Ready to Transform Your Business/ },
  { path: '/thank-you?name=Asha', heading: 'Thank You, Asha!' },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/gx-academy', heading: /./ },
  { path: '/gx-academy/career-guidance', heading: /Career Guidance/i },
  { path: '/gx-academy/entrepreneurship', heading: /Entrepreneurship/i },
  { path: '/gx-academy/soft-skills-communication', heading: /./ },
  { path: '/gx-academy/no-such-programme', heading: 'Service Not Found' },
  { path: '/gxit-solutions', heading: /./ },
  { path: '/gxit-solutions/web-application-development', heading: /Web Application Development/i },
  { path: '/gxit-solutions/software-development', heading: /./ },
  { path: '/gxit-solutions/no-such-service', heading: /./ },
  { path: '/services', heading: 'Three Divisions, One Team' },
  { path: '/services/blockchain', heading: 'Build Secure, Scalable Web3 Products' },
  { path: '/services/salesforce', heading: /Salesforce/ },
  { path: '/services/smart-contracts', heading: /Smart Contract/i },
  { path: '/services/no-such-service', heading: /./ },
  { path: '/roadmaps', heading: /./ },
  { path: '/roadmaps/full-stack-web-developer', heading: 'Full-Stack Web Developer' },
  { path: '/roadmaps/no-such-roadmap', heading: /./ },
  { path: '/team', heading: /./ },
  { path: '/team/priya-nair', heading: /Priya Nair/ },
  { path: '/team/no-such-member', heading: /./ },
  { path: '/auth', heading: 'Your GX account' },
  { path: '/auth?tab=signup', heading: 'Your GX account' },
  { path: '/verify', heading: /./ },
  { path: '/gx-exchange', heading: 'Buy and Sell USDT Over the Counter' },
  // Served by the local market-data fixture that `start.ts --e2e` runs.
  { path: '/gx-exchange/currency/bitcoin', heading: 'Bitcoin' },
  { path: '/gx-exchange/currency/no-such-coin', heading: 'Currency not found' },
  { path: '/no-such-page', heading: 'Oops! Page Not Found' },
];
