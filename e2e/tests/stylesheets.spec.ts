import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/certificates';
import { hydrationStarted } from '../support/hydration';
import { publicPages } from '../support/pages';
import { admin } from '../support/system';

/**
 * Mantine's component rules beat its base rules on every page, however the page got its
 * stylesheets: linked by the server on the first load, or loaded with a chunk by the browser on a
 * client-side navigation. The base holds UnstyledButton's reset (`padding: 0; border: 0`), which
 * buttons and tabs are built on; when a component's stylesheet ranked below it, the sign-in page's
 * tabs and the admin page's eight section tabs lost their padding and ran together.
 */

/** Buttons and tabs drawn as the reset leaves them: no padding, or (buttons) no border. */
async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const px = (value: string) => Number.parseFloat(value) || 0;
    const describe = (element: Element) => `${element.className.toString().split(' ')[0]} "${element.textContent?.trim().slice(0, 30) ?? ''}"`;
    const found: string[] = [];
    for (const tab of document.querySelectorAll('.mantine-Tabs-tab')) {
      const style = getComputedStyle(tab);
      if (px(style.paddingLeft) === 0 || px(style.paddingRight) === 0) found.push(`tab ${describe(tab)}: padding ${style.padding}`);
    }
    for (const button of document.querySelectorAll('.mantine-Button-root')) {
      const style = getComputedStyle(button);
      if (px(style.paddingLeft) === 0) found.push(`button ${describe(button)}: padding ${style.padding}`);
      if (px(style.borderTopWidth) === 0) found.push(`button ${describe(button)}: border ${style.border}`);
    }
    return found;
  });
}

/** The number of Mantine tabs and buttons on the page (each route is checked for something). */
const controlCount = (page: Page) => page.locator('.mantine-Tabs-tab, .mantine-Button-root').count();

test.describe('component styles rank above the base reset', () => {
  for (const { path, heading } of publicPages) {
    test(`${path}, as the server sends it and once hydrated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await unstyledControls(page)).toEqual([]);
      await hydrationStarted(page);
      await page.waitForLoadState('networkidle');
      // The header's account buttons at least, once the session is known.
      expect(await controlCount(page)).toBeGreaterThan(0);
      expect(await unstyledControls(page)).toEqual([]);
    });
  }

  test('the sign-in tabs reached by a client-side navigation from the home page', async ({ page }) => {
    await page.goto('/');
    await hydrationStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const tab = page.getByRole('tab', { name: 'Sign Up' });
    await expect(tab).toBeVisible();
    // The forms' stylesheet arrives with its chunk, after the page's own.
    await page.waitForLoadState('networkidle');
    await expect(tab).not.toHaveCSS('padding-left', '0px');
    expect(await unstyledControls(page)).toEqual([]);
  });

  test("the admin page's section tabs, on its first load and after a client-side navigation", async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Client-side: the dashboard's link to the admin area.
    await page.getByRole('main').getByRole('link', { name: 'Admin Panel' }).click();
    const tabs = page.getByRole('main').getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unstyledControls(page)).toEqual([]);

    await page.reload();
    await expect(tabs.first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThanOrEqual(3);
    expect(await unstyledControls(page)).toEqual([]);
  });
});
