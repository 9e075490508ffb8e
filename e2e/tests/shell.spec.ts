import { expect, test, type Page } from '@playwright/test';
import { admin, apps, localOrigin } from '../support/system';
import { hydrationStarted } from '../support/hydration';
import { signIn } from '../support/certificates';

/** Every prefix of the route table, the remote that owns it, and a text only that remote draws. */
const ownedRoutes = [
  { path: '/', app: apps.marketing, text: /GX Academy/ },
  { path: '/privacy', app: apps.marketing, text: /Privacy Policy/ },
  { path: '/gx-exchange', app: apps.exchange, text: /Frequently Asked Questions/ },
  { path: '/verify', app: apps.certificates, text: /Ready to verify/i },
  { path: '/dashboard', app: apps.certificates, text: null },
  { path: '/admin', app: apps.admin, text: null },
] as const;

/** Records which origins served Module Federation manifests and exposed modules. */
function recordRemoteLoads(page: Page) {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) urls.push(response.url());
  });
  return urls;
}

for (const route of ownedRoutes.filter((r) => r.text)) {
  test(`${route.path} is drawn by ${route.app.dir}, loaded from its own port`, async ({ page }) => {
    const urls = recordRemoteLoads(page);
    await page.goto(route.path);
    await expect(page.getByRole('main')).toContainText(route.text as RegExp);
    const origin = localOrigin(route.app.port);
    // The remote's entry and route tree, from its own port (its manifest travels in the
    // server-rendered page: the browser does not fetch it again). They load once the page has been
    // painted, which may be after the load event.
    await expect.poll(() => urls).toContain(`${origin}/remoteEntry.js`);
    await expect.poll(() => urls.some((url) => url.startsWith(`${origin}/__federation_expose_routes`))).toBe(true);
    // The shell's own page and navigation come from the shell's port.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('the signed-in areas send a visitor to /auth, through their own remotes', async ({ page }) => {
  for (const { path, app } of ownedRoutes.filter((r) => !r.text)) {
    const urls = recordRemoteLoads(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    expect(urls).toContain(`${localOrigin(app.port)}/remoteEntry.js`);
  }
});

test('an unknown path shows the not-found page without loading any remote', async ({ page }) => {
  const urls = recordRemoteLoads(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  // The page's own links come first; the footer below has a Services link too.
  for (const href of ['/services', '/roadmaps', '/team']) {
    await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  expect(urls.filter((url) => url.endsWith('mf-manifest.json'))).toEqual([]);
});

test('an unknown path inside a remote shows the same not-found page', async ({ page }) => {
  await page.goto('/gx-exchange/not-a-page/at-all');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
});

test('Go Back on the not-found page returns to the previous page', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByText(/Ready to verify/i)).toBeVisible();
  await page.goto('/missing');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/verify$/);
});

test('a deep link loads directly and survives a reload', async ({ page }) => {
  await page.goto('/gx-exchange');
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  await expect(page).toHaveTitle(/GX Exchange/);
});

test('navigating to another path scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/gx-exchange');
  await expect(page.getByText('How do I get started?')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the navigation shows Sign In and Book Now to a visitor', async ({ page }) => {
  await page.goto('/verify');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(banner.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('the mobile drawer mirrors the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/verify');
  await hydrationStarted(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  for (const name of ['Home', 'About', 'Career Roadmaps', 'Services', 'Contact', 'Sign In', 'Book Now']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawer).toBeHidden();
});

test.describe('every page ends with the footer, at the bottom of the window on a short page', () => {
  const pages: Array<{ path: string; heading: string | RegExp; signIn?: boolean }> = [
    { path: '/auth', heading: 'Your GX account' },
    { path: '/verify', heading: 'Verify a Certificate' },
    { path: '/no-such-page', heading: 'Oops! Page Not Found' },
    { path: '/dashboard', heading: 'Certificate Dashboard', signIn: true },
    { path: '/admin', heading: 'Admin Dashboard', signIn: true },
  ];
  for (const { path, heading, signIn: needsSession } of pages) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 1400 });
      if (needsSession) {
        await signIn(page, admin);
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeAttached();
      // Nothing below it: the page's height is the window's or more, and the footer ends the page.
      const { footerBottom, pageHeight } = await footer.evaluate((element) => ({
        footerBottom: Math.round(element.getBoundingClientRect().bottom + window.scrollY),
        pageHeight: document.documentElement.scrollHeight,
      }));
      expect(footerBottom).toBe(pageHeight);
      expect(pageHeight).toBeGreaterThanOrEqual(1400);
    });
  }
});
