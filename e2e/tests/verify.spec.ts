import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createHolder, daysFromToday, issueCertificate } from '../support/certificates';
import { decodeQrCode } from '../support/qr';
import { siteUrl } from '../support/system';
import { pageAtRest } from '../support/hydration';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shift';

/**
 * Public verification (docs/rules.md#verification, #validation, #errors) against the real server, as a
 * visitor who is not signed in.
 */

const resultCard = (page: Page) => page.getByRole('region', { name: 'Verification result' });
const idField = (page: Page) => page.getByRole('textbox', { name: 'Certificate ID' });
/** A fact of the result ('Holder' → 'Vera Valid'). */
const fact = (page: Page, term: string) =>
  resultCard(page).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** The toast of docs/rules.md#errors (Mantine's notifications are role=alert outside the result card). */
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root', { hasText: title });

let holder: { email: string };
const ids: Record<'active' | 'revoked' | 'expired' | 'pastExpiry', string> = { active: '', revoked: '', expired: '', pastExpiry: '' };

test.beforeAll(async () => {
  holder = await createHolder('verified', 'Vera', 'Valid');
  ids.active = String(
    (await issueCertificate(holder.email, { title: 'Web Development & Design', issued: '2026-03-05', expires: '2030-03-05' }))[
      'certificate_id'
    ],
  );
  ids.revoked = String(
    (
      await issueCertificate(holder.email, {
        title: 'Robotics Basics',
        issued: '2025-09-09',
        status: 'revoked',
        revocationReason: 'Issued in error <sorry>',
      })
    )['certificate_id'],
  );
  ids.expired = String(
    (await issueCertificate(holder.email, { title: 'Old Course', issued: '2023-01-01', expires: '2024-01-01', status: 'expired' }))[
      'certificate_id'
    ],
  );
  // Stored as active, but its expiry date (yesterday) has passed.
  ids.pastExpiry = String(
    (await issueCertificate(holder.email, { title: 'Lapsed Course', issued: '2024-02-02', expires: daysFromToday(-1) }))['certificate_id'],
  );
});

test('the page starts ready, with an example ID, and an empty ID is not submitted', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
  await expect(resultCard(page).getByText('Ready to verify')).toBeVisible();
  await expect(idField(page)).toHaveAttribute('placeholder', /CERT-XXXXXXXX/);
  await expectNoSeriousA11yViolations(page);

  await idField(page).fill('    ');
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page.getByText('Please enter a certificate ID.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(resultCard(page).getByText('Ready to verify')).toBeVisible();
});

test('an active certificate is valid and names its holder; the link can be copied and scanned', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/verify/${ids.active}`);
  await expect(resultCard(page).getByText('Valid certificate')).toBeVisible();
  await expect(toast(page, 'Certificate verified')).toContainText('This certificate is authentic and valid.');
  await expect(fact(page, 'Certificate')).toHaveText('Web Development & Design');
  await expect(fact(page, 'Holder')).toHaveText('Vera Valid');
  await expect(fact(page, 'Issuer')).toHaveText('GX Academy');
  await expect(fact(page, 'Issued')).toHaveText('March 5, 2026');
  await expect(fact(page, 'Expires')).toHaveText('March 5, 2030');
  await expect(idField(page)).toHaveValue(ids.active);

  const own = `${siteUrl}/verify/${ids.active}`;
  // The QR code tells a scan from a followed link (issuer insights); the copied link is the plain one.
  expect(await decodeQrCode(resultCard(page).getByRole('img', { name: 'QR code of this verification page' }))).toBe(`${own}?via=qr`);
  await resultCard(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(resultCard(page).getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(own);

  // A result names a person: it is kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);
});

test('a revoked certificate is invalid, with the date and reason of revocation', async ({ page }) => {
  await page.goto(`/verify/${ids.revoked}`);
  await expect(resultCard(page).getByText('Invalid or revoked')).toBeVisible();
  // The spec's notification for a certificate that is not active; the badge beside the spec's one
  // names the status.
  await expect(toast(page, 'Certificate not found')).toContainText('The certificate ID you entered could not be verified or has been revoked.');
  await expect(resultCard(page).getByText('Revoked', { exact: true })).toHaveCount(2);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  await expect(resultCard(page).getByText('This certificate has been revoked')).toBeVisible();
  await expect(resultCard(page).getByText(`Revoked on ${today}. Reason: Issued in error <sorry>`)).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Revoked');
  await expect(fact(page, 'Holder')).toHaveText('Vera Valid');
});

test('certificates past their expiry date show as expired, with the date', async ({ page }) => {
  await page.goto(`/verify/${ids.expired}`);
  // Expired, not revoked: a second badge and the status say so beside the spec's badge.
  await expect(resultCard(page).getByText('Expired on January 1, 2024.')).toBeVisible();
  await expect(resultCard(page).getByText('Expired', { exact: true })).toHaveCount(2);
  await expect(resultCard(page).getByText('Invalid or revoked')).toBeVisible();
  await expect(toast(page, 'Certificate not found')).toContainText('The certificate ID you entered could not be verified or has been revoked.');
  await expect(fact(page, 'Status')).toHaveText('Expired');

  // Stored as active: the server reports it expired as soon as the date has passed.
  const yesterday = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${daysFromToday(-1)}T00:00:00Z`),
  );
  await page.goto(`/verify/${ids.pastExpiry}`);
  await expect(resultCard(page).getByText('Expired', { exact: true })).toHaveCount(2);
  await expect(resultCard(page).getByText(`Expired on ${yesterday}.`)).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Expired');
});

test('an unknown ID shows the not-found panel with its four reasons', async ({ page }) => {
  await page.goto('/verify/CERT-DOESNOTEXIST');
  await expect(resultCard(page).getByText('Invalid or revoked')).toBeVisible();
  await expect(resultCard(page).getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await expect(toast(page, 'Certificate not found')).toBeVisible();
  await expect(resultCard(page).getByRole('listitem')).toHaveText([
    'The certificate ID was entered incorrectly.',
    'The certificate has been revoked.',
    'The certificate has expired.',
    'The certificate was not issued by GX.',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('an ID typed in lower case with spaces around it is found, and the URL follows it', async ({ page }) => {
  await page.goto('/verify');
  await idField(page).fill(`   ${ids.active.toLowerCase()}  `);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${ids.active}$`));
  await expect(resultCard(page).getByText('Valid certificate')).toBeVisible();
  await expect(idField(page)).toHaveValue(ids.active);
  await expect(fact(page, 'Holder')).toHaveText('Vera Valid');

  // Another ID typed into the same page replaces the result, and Back returns to the first.
  await idField(page).fill(ids.revoked.toLowerCase());
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${ids.revoked}$`));
  await expect(resultCard(page).getByText('Invalid or revoked')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/verify/${ids.active}$`));
  await expect(resultCard(page).getByText('Valid certificate')).toBeVisible();
  await expect(idField(page)).toHaveValue(ids.active);
});

for (const state of ['active', 'revoked'] as const) {
  test(`on a phone, the ${state} result fills the place kept for it: nothing moves as it arrives`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(`/verify/${ids[state]}`);
    await expect(resultCard(page).getByText(state === 'active' ? 'Valid certificate' : 'Invalid or revoked')).toBeVisible();
    await expect(resultCard(page).getByRole('img', { name: 'QR code of this verification page' })).toBeVisible();
    await pageAtRest(page);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test(`the notification opens below the top navigation (${viewport.width} px wide)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/verify/${ids.active}`);
    const notification = toast(page, 'Certificate verified');
    await expect(notification).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const box = await notification.boundingBox();
    if (!header || !box) throw new Error('the top navigation or the notification has no box');
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
}

test('a certificate ID breaks only after its hyphens, and dates stay on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/verify/${ids.active}`);
  await expect(fact(page, 'Certificate ID')).toHaveText(ids.active);
  const lines = await fact(page, 'Certificate ID').evaluate((element) => {
    // The text of each line the browser drew, read from the boxes of its characters.
    const text = element.firstChild as Text;
    const range = document.createRange();
    const byLine = new Map<number, string>();
    for (let index = 0; index < text.length; index += 1) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      byLine.set(top, (byLine.get(top) ?? '') + text.data[index]);
    }
    return [...byLine.values()];
  });
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/-$/);
  expect(lines.join('')).toBe(ids.active);
  for (const term of ['Issued', 'Expires']) {
    // The answer's date, not the loading state's empty place.
    await expect(fact(page, term)).not.toHaveText('');
    // Its height in lines; a line height of 'normal' is about 1.2 times the font's size.
    const dateLines = await fact(page, term).evaluate((element) => {
      const style = getComputedStyle(element);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return Math.round(element.getBoundingClientRect().height / line);
    });
    expect(dateLines, `${term} on one line`).toBe(1);
  }
});
