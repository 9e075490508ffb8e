/**
 * Page weight of /admin for a signed-in admin, cold cache, against production builds.
 *   pnpm --filter mfe-admin bench:size     (run under the e2e lock: it uses the e2e system)
 * Starts the system (`scripts/start.ts --e2e`) unless one answers on the shell's port, signs in
 * as the first site admin in one browser context, then opens /admin in a fresh context holding
 * only that session (so nothing is cached) and sums the gzip size of every JS and CSS file loaded
 * until the page is idle; then opens the Bulk Issue tab and reports what that adds. A report, never
 * a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { apps, localOrigin } from 'shared-ui/build/topology';
// The root's helper that finds or starts the e2e system (this script is run from mfe-admin).
import { startSystem } from '../../bench/system';

const root = join(import.meta.dirname, '..', '..');
const shellOrigin = localOrigin(apps.shell.port);
const admin = { email: process.env.GX_ADMIN_EMAIL ?? 'admin@gxacademy.example', password: process.env.GX_ADMIN_PASSWORD ?? 'GxAdmin#2025' };

function gzipBytesOf(url: URL): number {
  const app = Object.values(apps).find((candidate) => String(candidate.port) === url.port);
  if (!app) return 0;
  const file = join(root, app.dir, 'dist', url.pathname);
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** JS and CSS files loaded by the page so far, with their gzip sizes. */
function recorder(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname) && !seen.has(url.href)) seen.set(url.href, gzipBytesOf(url));
  });
  return seen;
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const stop = await startSystem();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signInPage.goto(`${shellOrigin}/auth`);
  await signInPage.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await signInPage.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await signInPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInPage.waitForURL(/\/dashboard$/);
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const files = recorder(page);
  await page.goto(`${shellOrigin}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  // The list has loaded: its table, or its empty state on the e2e system's fresh data.
  await page.getByText(/^(No certificates yet|Certificates, newest issue date first)$/).waitFor();
  await page.waitForLoadState('networkidle');
  const first = total(files);
  const own = [...files.entries()].filter(([url]) => new URL(url).port === String(apps.admin.port)).reduce((sum, [, bytes]) => sum + bytes, 0);
  process.stdout.write(`/admin (signed in, cold)  JS+CSS gzip ${kb(first)} in ${files.size} files (of which the admin remote ${kb(own)})\n`);
  await page.getByRole('tab', { name: 'Bulk Issue' }).click();
  await page.getByLabel('CSV file').waitFor();
  await page.waitForLoadState('networkidle');
  process.stdout.write(`  + Bulk Issue tab        ${kb(total(files) - first)}\n`);
  await context.close();
} finally {
  await browser.close();
  stop();
}
