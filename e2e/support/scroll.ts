import type { Page } from '@playwright/test';

/**
 * Scrolls from where the page is to its end in one smooth movement, as a reader scrolling down
 * does: every section on the way passes near the viewport, so each deferred one starts loading.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }));
}
