import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Issue 12, item 2: axe-core finds no serious or critical violation on any route of the spec's
 * route table (§2). Each page is checked once its content has drawn: its level-1 heading is
 * visible and no lazily loaded section or page skeleton is still waiting.
 */

const main = (page: Page) => page.getByRole('main');

/** Brings each lazily loaded section into view in turn until none is still a placeholder. */
async function drawEverySection(page: Page) {
  const placeholders = page.getByRole('status', { name: /^Loading/ });
  await expect(async () => {
    if ((await placeholders.count()) > 0) await placeholders.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(placeholders).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/** Opens a page and waits until its heading and every lazy section are drawn. */
async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await drawEverySection(page);
}

/** Signed-out pages of the route table, with the heading that shows each has drawn. */
const publicPages: Array<{ path: string; heading: string | RegExp }> = [
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
  { path: '/gx-exchange', heading: /./ },
  { path: '/no-such-page', heading: 'Oops! Page Not Found' },
];

test.describe('signed out, every public route', () => {
  for (const { path, heading } of publicPages) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await openPage(page, path, heading);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('states drawn after an action', () => {
  test('the forgot-password panel on /auth', async ({ page }) => {
    await openPage(page, '/auth', 'Your GX account');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText('Reset your password')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the sign-up form with its errors shown', async ({ page }) => {
    await openPage(page, '/auth?tab=signup', 'Your GX account');
    await page.getByRole('textbox', { name: /First name/ }).fill('<b>');
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-address');
    await page.getByRole('textbox', { name: /Last name/ }).focus();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a certificate ID that does not verify on /verify/{id}', async ({ page }) => {
    await page.goto('/verify/CERT-NOTREAL1');
    await expect(main(page).getByText(/Invalid or revoked|Certificate not found/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the mobile navigation drawer, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/', 'Shape Your Future with Skills That Matter');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
