import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveFrom, startApp, stopApp } from '../support/system';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const exchangeDist = join(repoRoot, 'mfe-exchange', 'dist');

/** Marks the page so that a later check can tell whether it was reloaded in between. */
async function markPage(page: Page) {
  return page.evaluate(() => ((window as { __pageMark?: number }).__pageMark = Math.random()));
}
const readMark = (page: Page) => page.evaluate(() => (window as { __pageMark?: number }).__pageMark);

const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

test.describe('a remote that cannot be loaded takes down only its own routes', () => {
  test.afterEach(async () => {
    await startApp('mfe-exchange').catch(() => undefined);
    await serveFrom('mfe-exchange', exchangeDist);
  });

  test('its server is down: error screen there, the rest works, Try Again recovers once it is back', async ({ page }) => {
    await stopApp('mfe-exchange');
    await page.goto('/gx-exchange');
    await expect(errorScreen(page)).toBeVisible();
    await expect(page.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeVisible();

    // The navigation and other remotes keep working.
    const mark = await markPage(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('main')).toContainText('GX Academy');
    await page.goBack();
    await expect(errorScreen(page)).toBeVisible();

    await startApp('mfe-exchange');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
    expect(await readMark(page)).toBe(mark);
  });

  test('its manifest is broken: error screen, and Try Again recovers after a good deploy', async ({ page }) => {
    const broken = mkdtempSync(join(tmpdir(), 'gx-broken-remote-'));
    writeFileSync(join(broken, 'mf-manifest.json'), '{ "this is": not a manifest');
    await serveFrom('mfe-exchange', broken);
    await page.goto('/gx-exchange');
    await expect(errorScreen(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    const mark = await markPage(page);
    await serveFrom('mfe-exchange', exchangeDist);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
    expect(await readMark(page)).toBe(mark);
    rmSync(broken, { recursive: true, force: true });
  });
});

test('a remote rebuilt with a new text appears on reload, with the shell build untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');
  const shellBefore = { html: readFileSync(shellIndex, 'utf8'), mtime: statSync(shellIndex).mtimeMs };

  // A team's next release: a copy of the exchange package with one text changed, built on its own.
  const release = join(repoRoot, '.redeploy-mfe-exchange');
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release);
  for (const entry of ['src', 'package.json', 'rspack.config.ts', 'module-federation.config.ts', 'tsconfig.json']) {
    cpSync(join(repoRoot, 'mfe-exchange', entry), join(release, entry), { recursive: true });
  }
  symlinkSync(join(repoRoot, 'mfe-exchange', 'node_modules'), join(release, 'node_modules'));
  const faq = join(release, 'src', 'content', 'faq.ts');
  writeFileSync(faq, readFileSync(faq, 'utf8').replace('How fast is settlement?', 'How fast is settlement in release two?'));
  try {
    execFileSync(join(release, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: release, stdio: 'pipe' });

    await page.goto('/gx-exchange');
    await expect(page.getByText('How fast is settlement?')).toBeVisible();

    await serveFrom('mfe-exchange', join(release, 'dist'));
    await page.reload();
    await expect(page.getByText('How fast is settlement in release two?')).toBeVisible();
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore.html);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBefore.mtime);

    // Rolling back is pointing the server at the previous build again.
    await serveFrom('mfe-exchange', exchangeDist);
    await page.reload();
    await expect(page.getByText('How fast is settlement?')).toBeVisible();
  } finally {
    await serveFrom('mfe-exchange', exchangeDist);
    rmSync(release, { recursive: true, force: true });
  }
});
