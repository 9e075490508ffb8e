import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/system';

/**
 * Exactly one copy of each shared library reaches the browser. Markers are strings that survive
 * minification and appear in one library only.
 */
const markers = {
  'react-dom': '__reactContainer$',
  mantine: 'MantineProvider was not found',
  // The realtime event name: in the SDK only (the auth store's key is named by shared-ui too).
  pocketbase: 'PB_CONNECT',
  'react-router': 'useRoutes() may be used only in the context of a <Router>',
  zod: 'ZodError',
};

test('the browser fetches one copy of react-dom, Mantine and the PocketBase SDK', async ({ page }) => {
  const scriptUrls = new Set<string>();
  page.on('response', (response) => {
    if (response.ok() && response.url().endsWith('.js')) scriptUrls.add(response.url());
  });
  // Visit pages of three remotes, one of them with a form (shared-ui/forms): each must reuse the
  // shell's copies.
  await page.goto('/gx-exchange');
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await page.goto('/verify');
  await expect(page.getByText(/Ready to verify/i)).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Read each file once, after the visits (a body is gone once its page navigated away).
  const scripts = await Promise.all([...scriptUrls].map(async (url) => ({ url, body: await (await fetch(url)).text() })));
  expect(scripts.length).toBeGreaterThan(5);
  for (const [library, marker] of Object.entries(markers)) {
    const copies = scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
    expect(copies, `files holding ${library}`).toHaveLength(1);
    expect(copies[0], `${library} comes from the shell`).toMatch(/^http:\/\/localhost:3000\//);
  }
});

test('a signed-out visitor reading / never downloads the PocketBase SDK; the first backend call loads it', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.ok() && response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const sdkLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes(markers.pocketbase));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shape Your Future with Skills That Matter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sdkLoaded()).toBe(false);
  // The exchange's market data goes through the client: the SDK arrives with the first call.
  await page.goto('/gx-exchange');
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sdkLoaded()).toBe(true);
});

test('the session set through the shell is the one a remote reads, and sign-out in a remote reaches the shell', async ({ page }) => {
  const user = await createVerifiedUser('singleton');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();

  // The shell's navigation switched to the signed-in state…
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // …and the certificates remote, rendered client-side in the same page, reads the same session.
  await banner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(`Welcome back, ${user.email}`)).toBeVisible();

  const marker = await page.evaluate(() => ((window as { __noReload?: number }).__noReload = Date.now()));
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(marker);
});
