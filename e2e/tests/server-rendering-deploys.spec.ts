import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { serveFrom, setPageRendering, siteUrl } from '../support/system';
import { buildRelease, distOf, scriptHolding } from '../support/release';
import { hydrationStarted } from '../support/hydration';

/**
 * The render server follows remotes deployed on their own (within 30 s, no restart),
 * and whatever goes wrong on the server, the page still answers 200 and the browser draws it.
 */

const exchangeDist = distOf('mfe-exchange');
/** The redeploy bound of the issue. */
const PICKUP_BOUND_MS = 30_000;

async function fetchHtml(path: string) {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

const faqQuestion = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name });

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//, (route) => route.abort('internetdisconnected'));
});

test.afterEach(async () => {
  await serveFrom('mfe-exchange', exchangeDist);
  await setPageRendering(true);
});

test('a remote redeployed at the same URL is rendered by the running server within the bound', async ({ page }) => {
  test.setTimeout(180_000);
  const release = buildRelease('mfe-exchange', 'src/content/faq.ts', (source) =>
    source.replace('How fast is settlement?', 'How fast is settlement in release two?'),
  );
  try {
    // The build being served is the one rendered: an earlier test's rollback is a deploy too, and a
    // page drawn in the browser meanwhile is kept for a few seconds.
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .toContain('How fast is settlement?');
    const deployed = Date.now();
    await serveFrom('mfe-exchange', release.dist);
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .toContain('How fast is settlement in release two?');
    test.info().annotations.push({ type: 'pickup', description: `${Date.now() - deployed} ms after the deploy` });

    // The browser loads the build the server rendered: no hydration mismatch.
    const messages = watchConsole(page);
    await page.goto('/gx-exchange');
    await hydrationStarted(page);
    await faqQuestion(page, 'How fast is settlement in release two?').click();
    await expect(faqQuestion(page, 'How fast is settlement in release two?')).toHaveAttribute('aria-expanded', 'true');
    expect(messages).toEqual([]);

    // Rolling back is serving the previous build again; the server follows.
    await serveFrom('mfe-exchange', exchangeDist);
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .not.toContain('release two');
  } finally {
    release.discard();
  }
});

type Manifest = { metaData: { ssrRemoteEntry?: { name: string } } };

/**
 * A copy of the exchange's build whose manifest `edit` changed (and whose server files
 * `removeServerBuild` deleted), for a deploy; `discard` removes it.
 */
function copyOfExchangeBuild(edit: (manifest: Manifest) => void, { removeServerBuild = false } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'gx-exchange-copy-'));
  cpSync(exchangeDist, copy, { recursive: true });
  if (removeServerBuild) rmSync(join(copy, 'ssr'), { recursive: true, force: true });
  const manifestPath = join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  edit(manifest);
  writeFileSync(manifestPath, JSON.stringify(manifest));
  rmSync(`${manifestPath}.gz`, { force: true });
  rmSync(`${manifestPath}.br`, { force: true });
  return { dir: copy, discard: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * Deploys a copy of the exchange's build (copyOfExchangeBuild), waits until the render server
 * draws /gx-exchange in the browser instead, and returns that page's HTML.
 */
async function deployCopyDrawnInBrowser(edit: (manifest: Manifest) => void, options: { removeServerBuild?: boolean } = {}) {
  const { dir, discard } = copyOfExchangeBuild(edit, options);
  try {
    await serveFrom('mfe-exchange', dir);
    await expect.poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] }).toContain('"remote":null');
    return { page: await fetchHtml('/gx-exchange'), discard };
  } catch (error) {
    discard();
    throw error;
  }
}

/** The browser draws /gx-exchange with no console message, and its FAQ works. */
async function expectDrawnByTheBrowser(page: Page) {
  const messages = watchConsole(page);
  await page.goto('/gx-exchange');
  await faqQuestion(page, 'How fast is settlement?').click();
  await expect(faqQuestion(page, 'How fast is settlement?')).toHaveAttribute('aria-expanded', 'true');
  expect(messages).toEqual([]);
}

// `drawn`: what the server's page holds where the exchange's part would be.
for (const { name, edit, options, drawn } of [
  {
    name: 'a remote whose server build is missing is drawn by the browser, with a 200',
    // A new deploy (the manifest changes) whose server files are gone: the 404 must not be run.
    edit: (manifest: Manifest) => {
      if (manifest.metaData.ssrRemoteEntry) manifest.metaData.ssrRemoteEntry.name = 'remoteEntry.js?v=gone';
    },
    options: { removeServerBuild: true },
    drawn: 'aria-label="Main"',
  },
  {
    name: 'a remote built for the browser only (its manifest names no server build) is drawn by the browser, with a 200',
    edit: (manifest: Manifest) => delete manifest.metaData.ssrRemoteEntry,
    options: {},
    drawn: 'aria-label="Loading page"',
  },
]) {
  test(name, async ({ page }) => {
    test.setTimeout(90_000);
    const deployed = await deployCopyDrawnInBrowser(edit, options);
    try {
      expect(deployed.page.status).toBe(200);
      expect(deployed.page.html).toContain(drawn);
      expect(deployed.page.html).not.toContain('How fast is settlement?');
      await expectDrawnByTheBrowser(page);
    } finally {
      deployed.discard();
    }
  });
}

test('a page chunk the render server could not fetch (a deploy still arriving) is fetched again for a later page, with no new deploy', async () => {
  test.setTimeout(90_000);
  // A new build for the render server (a new entry address), whose landing page's chunk is not
  // there yet: the page's part is drawn by the browser.
  const { dir, discard } = copyOfExchangeBuild((manifest) => {
    if (manifest.metaData.ssrRemoteEntry) manifest.metaData.ssrRemoteEntry.name = 'remoteEntry.js?v=chunk-late';
  });
  try {
    const serverDir = join(dir, 'ssr');
    const landing = scriptHolding(serverDir, 'How fast is settlement?');
    const held = mkdtempSync(join(tmpdir(), 'gx-late-chunk-'));
    // The precompressed copies too: the remote's server would send them instead.
    const landingDir = join(serverDir, dirname(landing));
    const files = readdirSync(landingDir).filter((name) => name.startsWith(basename(landing)));
    for (const name of files) renameSync(join(landingDir, name), join(held, name));
    await serveFrom('mfe-exchange', dir);
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .toContain('data-dgst="gx-server-render-error"');
    const failed = await fetchHtml('/gx-exchange');
    expect(failed.status).toBe(200);
    expect(failed.html).not.toContain('How fast is settlement?');

    // The chunk arrives; nothing else changes (the manifest is the same, so no new registration).
    for (const name of files) renameSync(join(held, name), join(landingDir, name));
    rmSync(held, { recursive: true, force: true });
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .toContain('How fast is settlement?');
  } finally {
    await serveFrom('mfe-exchange', exchangeDist);
    discard();
  }
});

test('a remote that throws while rendering on the server is drawn by the browser, with a 200', async ({ page }) => {
  test.setTimeout(180_000);
  const release = buildRelease('mfe-exchange', 'src/routes.tsx', (source) =>
    source.replace(
      'export default function ExchangeRoutes() {',
      "export default function ExchangeRoutes() {\n  if (typeof window === 'undefined') throw new Error('a bug that shows only on the server');",
    ),
  );
  try {
    await serveFrom('mfe-exchange', release.dist);
    await expect
      .poll(async () => (await fetchHtml('/gx-exchange')).html, { timeout: PICKUP_BOUND_MS, intervals: [250] })
      .not.toContain('How fast is settlement?');
    const { status, html } = await fetchHtml('/gx-exchange');
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Main"');

    await page.goto('/gx-exchange');
    await hydrationStarted(page);
    await faqQuestion(page, 'How fast is settlement?').click();
    await expect(faqQuestion(page, 'How fast is settlement?')).toHaveAttribute('aria-expanded', 'true');
  } finally {
    release.discard();
  }
});

test('with the render server off, the static shell serves every page and the browser draws it', async ({ page }) => {
  await setPageRendering(false);
  const { status, html } = await fetchHtml('/gx-academy');
  expect(status).toBe(200);
  // The template as built: its placeholders left as they are, the page's element empty.
  expect(html).toContain('<div id="root"><!--app-html--></div>');
  expect(html).not.toContain('gx-boot');

  await page.goto('/gx-academy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
