import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createHolder, daysFromToday, issueCertificate, signIn } from '../support/certificates';
import { admin } from '../support/system';
import { pageAtRest } from '../support/hydration';
import { blockProviderHosts, main, openPage, publicPages, settle, visitEveryAdminTab } from '../support/pages';

/**
 * axe-core finds no serious or critical violation on any route of the spec's
 * route table (docs/rules.md#routes). Each page is checked once its content has drawn: its level-1 heading is
 * visible and no lazily loaded section or page skeleton is still waiting.
 */

/**
 * Heading levels, in document order, never skip one on the way down (an h1 followed by an h3):
 * screen-reader users move through a page by its headings (axe's heading-order, a moderate rule
 * that the serious-only check above lets through; Lighthouse counts it).
 */
async function expectHeadingsInOrder(page: Page) {
  const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
    elements.map((element) => ({ level: Number(element.tagName.slice(1)), text: element.textContent?.trim().slice(0, 60) ?? '' })),
  );
  const skips = headings.flatMap((heading, index) => {
    const previous = headings[index - 1];
    return previous && heading.level > previous.level + 1 ? [`h${previous.level} "${previous.text}" then h${heading.level} "${heading.text}"`] : [];
  });
  expect(skips).toEqual([]);
}

test.describe('signed out, every public route', () => {
  test.beforeEach(async ({ page }) => {
    await blockProviderHosts(page);
  });

  for (const { path, heading } of publicPages) {
    test(`${path} has no serious or critical axe violation, and its headings keep their order`, async ({ page }) => {
      await openPage(page, path, heading);
      await expectNoSeriousA11yViolations(page);
      await expectHeadingsInOrder(page);
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
    // Read once the drawer and its overlay have faded in: halfway, the overlay's colour is neither.
    await pageAtRest(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('signed in', () => {
  test('the certificate dashboard of a holder with certificates', async ({ page }) => {
    const holder = await createHolder('a11y.holder', 'Asha', 'Verma');
    await issueCertificate(holder.email, { title: 'Career Guidance Programme', description: 'Completed all modules.', issued: daysFromToday(-30), expires: daysFromToday(335), pdf: 'Asha Verma' });
    await issueCertificate(holder.email, { title: 'Public Speaking', issued: daysFromToday(-400), expires: daysFromToday(-35), status: 'expired' });
    await page.goto('/auth');
    await signIn(page, holder);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Certificate Dashboard' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Career Guidance Programme' })).toBeVisible();
    await settle(page);
    // The sign-in toast is part of the check too: it uses the theme's colours.
    await expectNoSeriousA11yViolations(page);
  });

  test('the certificate dashboard of a holder with none yet', async ({ page }) => {
    const holder = await createHolder('a11y.empty', 'Ravi', 'Kumar');
    await page.goto('/auth');
    await signIn(page, holder);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Certificate Dashboard' })).toBeVisible();
    await expect(main(page).getByText('No certificates yet')).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a valid certificate on /verify/{id}', async ({ page }) => {
    const holder = await createHolder('a11y.verified', 'Meera', 'Shah');
    const record = await issueCertificate(holder.email, { title: 'Digital Skills', issued: daysFromToday(-3) });
    await page.goto(`/verify/${String(record['certificate_id'])}`);
    await expect(main(page).getByText('Valid certificate').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the admin dashboard, each of its tabs', async ({ page }) => {
    // An axe run per tab: the time grows with the tabs, and with a busy machine.
    test.setTimeout(150_000);
    await page.goto('/auth');
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await visitEveryAdminTab(page, 3, (name) => test.step(`axe on the ${name} tab`, () => expectNoSeriousA11yViolations(page)));
  });
});

/**
 * Loading states pass by in a blink on this machine, so each is held open here: the request it
 * waits for is left unanswered while axe runs.
 */
test.describe('while data is on its way', () => {
  /** Leaves every request matching `url` unanswered until the test ends. */
  async function holdRequests(page: Page, url: RegExp) {
    await page.route(url, () => new Promise<void>(() => undefined));
  }

  test('a currency page waiting for its chart', async ({ page }) => {
    await blockProviderHosts(page);
    await holdRequests(page, /\/api\/gx\/market\/coins\/bitcoin\/chart/);
    await page.goto('/gx-exchange/currency/bitcoin');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
    await expect(main(page).getByRole('status', { name: 'Loading chart' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the certificate dashboard waiting for its certificates', async ({ page }) => {
    const holder = await createHolder('a11y.waiting', 'Kiran', 'Rao');
    await page.goto('/auth');
    await holdRequests(page, /\/api\/collections\/certificates\/records/);
    await signIn(page, holder);
    await expect(main(page).getByRole('status', { name: 'Loading your certificates' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the admin dashboard waiting for its lists', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await holdRequests(page, /\/api\/collections\/(certificates|profiles|role_audit|contact_messages)\/records/);
    await page.goto('/admin');
    await expect(main(page).getByRole('status', { name: 'Loading certificates' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('tab', { name: 'Users', exact: true }).click();
    await expect(main(page).getByRole('status', { name: 'Loading users' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('colour schemes', () => {
  // The site has one (light) scheme; a visitor whose system prefers dark still gets it, checked.
  test.use({ colorScheme: 'dark' });

  test('a dark system preference still gets the checked light scheme', async ({ page }) => {
    await openPage(page, '/', 'Shape Your Future with Skills That Matter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectNoSeriousA11yViolations(page);
  });
});
