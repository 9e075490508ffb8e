import { pageAtRest, hydrationStarted } from '../support/hydration';
import { drawEverySection, openPage, publicPages, settle, visitEveryAdminTab } from '../support/pages';
import { admin, certificates, expect, expectLook, holder, main, shotName, test, unknownCertificateId } from '../support/visual';

/**
 * Screenshots guard the look: each page, drawn at the suite's fixed moment with its fixed data
 * (support/visual.ts), is compared pixel by pixel with its baseline, at the window size of the
 * project (phone, desktop). Run and update: e2e/README.md.
 */

test.describe('signed out, every public route', () => {
  test.beforeEach(async ({ accountOf }) => {
    await accountOf(null);
  });

  /**
   * Parts that reach their final state a moment after the page has come to rest: the forex
   * screener falls back once its blocked script has failed, which it loads only when scrolled near.
   */
  const finalStates: Record<string, string> = { '/gx-exchange': 'The forex screener is unavailable right now' };

  for (const { path, heading } of publicPages) {
    test(`${path} looks as it did`, async ({ page }) => {
      await openPage(page, path, heading);
      const finalState = finalStates[path];
      if (finalState) {
        await expect(main(page).getByText(finalState)).toBeVisible();
        await pageAtRest(page);
      }
      await expectLook(page, shotName(path));
    });
  }
});

test.describe('verification results', () => {
  test.beforeEach(async ({ accountOf }) => {
    await accountOf(null);
  });

  const results = [
    { name: 'valid', of: 'a valid certificate', id: certificates.valid.certificateId, shown: 'Valid certificate', toast: 'Certificate verified' },
    { name: 'revoked', of: 'a revoked certificate', id: certificates.revoked.certificateId, shown: /has been revoked/, toast: 'Certificate not found' },
    { name: 'expired', of: 'an expired certificate', id: certificates.expired.certificateId, shown: /has expired/, toast: 'Certificate not found' },
    { name: 'not-found', of: 'an unknown ID', id: unknownCertificateId, shown: 'The certificate ID was entered incorrectly.', toast: 'Certificate not found' },
  ];
  for (const { name, of, id, shown, toast } of results) {
    test(`the result for ${of} looks as it did`, async ({ page }) => {
      await page.goto(`/verify/${id}`);
      await expect(main(page).getByText(shown).first()).toBeVisible();
      await settle(page);
      await hydrationStarted(page);
      // The notification is part of the look; the pointer over it keeps it from closing.
      const notification = page.getByRole('alert').filter({ hasText: toast });
      await notification.hover();
      await pageAtRest(page);
      await expectLook(page, `verify-${name}.png`, { pointer: 'kept' });
    });
  }
});

test.describe('the holder', () => {
  test.beforeEach(async ({ accountOf }) => {
    await accountOf(holder);
  });

  test('the certificate dashboard looks as it did', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Certificate Dashboard' })).toBeVisible();
    for (const { title } of Object.values(certificates)) await expect(main(page).getByRole('article', { name: title })).toBeVisible();
    await drawEverySection(page);
    await settle(page);
    await pageAtRest(page);
    await expectLook(page, 'dashboard.png');
  });

  test('the printable certificate looks as it did', async ({ page }) => {
    await page.goto(`/dashboard/certificates/${certificates.valid.certificateId}/print`);
    await expect(main(page).getByRole('heading', { level: 1, name: certificates.valid.title })).toBeVisible();
    await settle(page);
    await pageAtRest(page);
    await expectLook(page, 'print.png');
  });
});

test.describe('the admin', () => {
  test.beforeEach(async ({ accountOf }) => {
    await accountOf(admin);
  });

  test('every tab of the admin area looks as it did', async ({ page }) => {
    // One test walks every tab, each compared on its own.
    test.setTimeout(180_000);
    await visitEveryAdminTab(page, 8, (name) =>
      test.step(name, async () => {
        await pageAtRest(page);
        // Every tab is compared, whichever differs first.
        await expectLook(page, `admin-${shotName(name)}`, { soft: true });
      }),
    );
  });
});
