import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { admin, createVerifiedUser, serveFrom, startApp, stopApp } from '../support/system';
import { buildRelease, distOf, repoRoot, scriptHolding } from '../support/release';
import { signIn } from '../support/certificates';
import { canvasDrawnBy } from '../support/chart';

const exchangeDist = distOf('mfe-exchange');

/** Marks the page so that a later check can tell whether it was reloaded in between. */
async function markPage(page: Page) {
  return page.evaluate(() => ((window as { __pageMark?: number }).__pageMark = Math.random()));
}
const readMark = (page: Page) => page.evaluate(() => (window as { __pageMark?: number }).__pageMark);

const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

/** The error screen is up on the exchange's route, and the rest of the site still works. */
async function expectOnlyExchangeDown(page: Page) {
  await expect(errorScreen(page)).toBeVisible();
  await expect(page.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main')).toContainText('GX Academy');
  await page.goBack();
  await expect(errorScreen(page)).toBeVisible();
}

test.describe('a remote that cannot be loaded takes down only its own routes', () => {
  test.afterEach(async () => {
    await startApp('mfe-exchange').catch(() => undefined);
    await serveFrom('mfe-exchange', exchangeDist);
  });

  test('its server is down: error screen there, the rest works, Try Again recovers once it is back', async ({ page }) => {
    await stopApp('mfe-exchange');
    await page.goto('/gx-exchange');
    await expectOnlyExchangeDown(page);

    const mark = await markPage(page);
    await startApp('mfe-exchange');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
    expect(await readMark(page)).toBe(mark);
  });

  test('its manifest is broken: error screen, and Try Again recovers after a good deploy', async ({ page }) => {
    const broken = mkdtempSync(join(tmpdir(), 'gx-broken-remote-'));
    writeFileSync(join(broken, 'mf-manifest.json'), '{ "this is": not a manifest');
    try {
      await serveFrom('mfe-exchange', broken);
      await page.goto('/gx-exchange');
      await expectOnlyExchangeDown(page);

      const mark = await markPage(page);
      await serveFrom('mfe-exchange', exchangeDist);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
      expect(await readMark(page)).toBe(mark);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  test("its page's chunk does not arrive: error screen there, and Try Again loads it once it can", async ({ page }) => {
    const chunkUrl = `**/${scriptHolding(exchangeDist, 'How fast is settlement?')}`;
    await page.route(chunkUrl, (route) => route.abort('internetdisconnected'));
    await page.goto('/gx-exchange');
    await expectOnlyExchangeDown(page);

    const mark = await markPage(page);
    await page.unroute(chunkUrl);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
    expect(await readMark(page)).toBe(mark);
  });

  test('its code throws: error screen there, the rest works', async ({ page }) => {
    test.setTimeout(120_000);
    const release = buildRelease('mfe-exchange', 'src/routes.tsx', (source) =>
      source.replace('export default function ExchangeRoutes() {', "export default function ExchangeRoutes() {\n  throw new Error('release with a bug');"),
    );
    try {
      await serveFrom('mfe-exchange', release.dist);
      await page.goto('/gx-exchange');
      await expectOnlyExchangeDown(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    } finally {
      release.discard();
    }
  });
});

/**
 * Every app's lazy parts (lazyPage): a chunk that does not arrive shows the error screen, and Try
 * Again loads it once it can, without a reload. React.lazy alone would keep the failure for good.
 */
test.describe("a lazy part's chunk does not arrive: error screen, and Try Again loads it once it can", () => {
  /** Makes the chunk of `dist` that holds `text` fail as a dropped connection would; returns the undo. */
  async function dropChunk(page: Page, dist: string, text: string) {
    const chunkUrl = `**/${scriptHolding(dist, text)}`;
    await page.route(chunkUrl, (route) => route.abort('internetdisconnected'));
    return () => page.unroute(chunkUrl);
  }

  /**
   * With the error screen up: lets the chunk through, presses Try Again once and waits for
   * `recovered`; the page must be the same document (no reload).
   */
  async function tryAgainRecovers(page: Page, restore: () => Promise<void>, recovered: () => Promise<void>) {
    const mark = await markPage(page);
    await restore();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await recovered();
    expect(await readMark(page)).toBe(mark);
  }

  // Public pages: the chunk holding `chunkText` draws the heading.
  for (const { name, app, chunkText, path, heading } of [
    { name: 'marketing: the contact page', app: 'mfe-marketing', chunkText: 'contact-heading', path: '/contact', heading: 'Ready to Inspire Your Students?' },
    { name: 'shell: the sign-in page', app: 'shell', chunkText: 'Your GX account', path: '/auth', heading: 'Your GX account' },
  ] as const) {
    test(name, async ({ page }) => {
      const restore = await dropChunk(page, distOf(app), chunkText);
      await page.goto(path);
      await expect(errorScreen(page)).toBeVisible();

      await tryAgainRecovers(page, restore, async () => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    });
  }

  test('certificates: the dashboard', async ({ page }) => {
    const holder = await createVerifiedUser('lazy-dashboard');
    const restore = await dropChunk(page, distOf('mfe-certificates'), 'Certificate Dashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(errorScreen(page)).toBeVisible();

    await tryAgainRecovers(page, restore, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Certificate Dashboard' })).toBeVisible();
    });
  });

  test("exchange: the price chart's worker", async ({ page }) => {
    // The worker's bundle, fetched by the worker itself: it fails as a dropped connection would.
    const workerBundle = '**/assets/chart-worker.*.js';
    await page.route(workerBundle, (route) => route.abort('internetdisconnected'));
    await page.goto('/gx-exchange/currency/bitcoin');
    await expect(errorScreen(page)).toBeVisible();

    await tryAgainRecovers(
      page,
      () => page.unroute(workerBundle),
      async () => {
        const canvas = page.getByRole('main').getByRole('img', { name: /price, .* chart over/ }).locator('canvas');
        await expect(canvas).toBeVisible();
        // Drawn by a new worker: the canvas was handed over to it.
        await expect.poll(() => canvasDrawnBy(canvas)).toBe('InvalidStateError');
      },
    );
  });

  test('admin: the Bulk Issue tab', async ({ page }) => {
    const restore = await dropChunk(page, distOf('mfe-admin'), 'Download result CSV');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth/);
    await signIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Bulk Issue', exact: true }).click();
    await expect(errorScreen(page)).toBeVisible();

    await tryAgainRecovers(page, restore, async () => {
      await page.getByRole('tab', { name: 'Bulk Issue', exact: true }).click();
      await expect(page.getByLabel('CSV file')).toBeVisible();
    });
  });
});

test('a remote rebuilt with a new text appears on reload, with the shell build untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');
  const shellBefore = { html: readFileSync(shellIndex, 'utf8'), mtime: statSync(shellIndex).mtimeMs };

  const release = buildRelease('mfe-exchange', 'src/content/faq.ts', (source) =>
    source.replace('How fast is settlement?', 'How fast is settlement in release two?'),
  );
  try {
    await page.goto('/gx-exchange');
    await expect(page.getByText('How fast is settlement?')).toBeVisible();

    await serveFrom('mfe-exchange', release.dist);
    await page.reload();
    await expect(page.getByText('How fast is settlement in release two?')).toBeVisible();
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore.html);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBefore.mtime);

    // Rolling back is serving the previous build again.
    await serveFrom('mfe-exchange', exchangeDist);
    await page.reload();
    await expect(page.getByText('How fast is settlement?')).toBeVisible();
  } finally {
    await serveFrom('mfe-exchange', exchangeDist);
    release.discard();
  }
});
