import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { hydrationStarted, pageAtRest } from '../support/hydration';
import { repoRoot } from '../support/release';

/**
 * `npm run dev` (playwright.dev.config.ts): pages are rendered on the server with the development
 * builds, hydrate without a warning (React's development build reports every mismatch), and a
 * remote's source edited on disk is in the server's HTML once it has rebuilt: edit, reload.
 */

const HEADING = 'Shape Your Future with Skills That Matter';
const EDITED = 'Shape Your Future with Skills That Matter, Edited';
const homeContent = join(repoRoot, 'mfe-marketing', 'src', 'content', 'home.ts');

/** The text of the first <h1> of the server's HTML. */
function serverHeading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
}

test('a page arrives rendered on the server, hydrates without a warning, and shows a remote edited on disk', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(serverHeading(html)).toBe(HEADING);
  // The boot data: the marketing remote is drawn, the browser adopts it.
  expect(html).toMatch(/<script type="application\/json" id="gx-boot">[^<]*"remote":"mfe_marketing"/);

  const messages = watchConsole(page);
  await page.goto('/');
  await hydrationStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await pageAtRest(page);
  expect(messages).toEqual([]);

  const original = readFileSync(homeContent, 'utf8');
  expect(original).toContain(`'${HEADING}'`);
  try {
    writeFileSync(homeContent, original.replace(`'${HEADING}'`, `'${EDITED}'`));
    await expect.poll(async () => serverHeading(await (await request.get('/')).text()), { timeout: 90_000, intervals: [1_000] }).toBe(EDITED);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: EDITED })).toBeVisible();
  } finally {
    writeFileSync(homeContent, original);
  }
});
