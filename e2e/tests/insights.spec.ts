import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { pocketbaseUrl } from 'shared-ui/build/topology';
import { createHolder, issueCertificate, signIn } from '../support/certificates';
import { decodeQrCode } from '../support/qr';
import { admin, siteUrl } from '../support/system';

/**
 * Issuer insights through the real pages: the holder's views and shares, verifications by QR code,
 * link, typed ID and credential file from someone else, the holder's and an admin's own checks, and
 * where each lands in the admin's Insights tab (the row of this journey's own title: other journeys
 * add to the site's totals at the same time).
 */

const today = new Date().toISOString().slice(0, 10);
const title = `Insights Journey ${Date.now().toString(36)}`;
const resultCard = (page: Page) => page.getByRole('region', { name: 'Verification result' });

async function verifiedValid(page: Page) {
  await expect(resultCard(page).getByText('Valid certificate')).toBeVisible();
}

/** A browser of its own: a visitor without a session. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: siteUrl });
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: 'serial' });

test.describe('issuer insights', () => {
  let holder: { email: string; password: string };
  let record: RecordModel;
  let id: string;
  let qrUrl: string;

  test.beforeAll(async () => {
    holder = await createHolder('insights', 'Ines', 'Insight');
    record = await issueCertificate(holder.email, { title, issued: today });
    id = String(record['certificate_id']);
  });

  test('the holder views and shares the certificate from the dashboard and the print page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The LinkedIn page is not part of this system; the print dialog is the browser's.
    await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ status: 200, body: 'LinkedIn' }));
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, holder);
    await page.waitForURL('**/dashboard');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Not verified by others yet')).toBeVisible();

    qrUrl = (await decodeQrCode(card.getByRole('img', { name: /QR code of the verification link/ })))!;
    expect(qrUrl).toBe(`${siteUrl}/verify/${id}?via=qr`);

    const popup = page.waitForEvent('popup');
    await card.getByRole('link', { name: 'Add to LinkedIn' }).click();
    await (await popup).close();
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download credential (.json)' }).click();
    await download;
    await card.getByRole('link', { name: 'Printable certificate' }).click();
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();

    // The holder checks their own certificate: not a verification by others.
    await page.goto(`/verify/${id}`);
    await verifiedValid(page);
  });

  test('someone else verifies it by QR code, link, typed ID and credential file; repeats count once', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    try {
      for (let scan = 0; scan < 2; scan += 1) {
        await page.goto(qrUrl);
        await verifiedValid(page);
      }
      await page.goto(`/verify/${id}`);
      await verifiedValid(page);

      await page.goto('/verify');
      await page.getByRole('textbox', { name: 'Certificate ID' }).fill(id);
      await page.getByRole('button', { name: 'Verify Certificate' }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${id}$`));
      await verifiedValid(page);

      const credential = await (await fetch(`${pocketbaseUrl}/api/gx/credentials/${id}`)).text();
      await page.goto('/verify');
      const fileInput = page.getByLabel('Choose files', { exact: true });
      await expect(fileInput).toBeEnabled();
      await fileInput.setInputFiles({ name: 'credential.json', mimeType: 'application/json', buffer: Buffer.from(credential) });
      await expect(page.getByRole('heading', { name: `This credential is valid: ${title}` })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the holder sees how often others verified it; the admin reads the funnel in the Insights tab', async ({ page, browser }) => {
    await signIn(page, holder);
    await page.waitForURL('**/dashboard');
    const longToday = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect(page.getByRole('article', { name: title }).getByText(`Verified by others 4 times, last on ${longToday}`)).toBeVisible();

    const { context, page: adminPage } = await visitor(browser);
    try {
      await adminPage.goto('/admin');
      await expect(adminPage).toHaveURL(/\/auth/);
      await signIn(adminPage, admin);
      await expect(adminPage).toHaveURL(/\/admin$/);
      // An admin's own check is not one by others.
      await adminPage.goto(`/verify/${id}`);
      await verifiedValid(adminPage);

      await adminPage.goto('/admin');
      await adminPage.getByRole('tab', { name: 'Insights', exact: true }).click();
      await expect(adminPage.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 30 days');
      const row = adminPage.getByRole('region', { name: 'Per certificate title' }).getByRole('row', { name: new RegExp(title) });
      // Title, issued, viewed by holder, shared (LinkedIn, link, credential, print), verified by others, QR / link / ID / file.
      await expect(row.getByRole('cell')).toHaveText(['1', '1', '4', '4', '1 / 1 / 1 / 1']);
      const funnel = adminPage.getByRole('region', { name: 'Funnel' });
      for (const step of ['Issued', 'Viewed by holder', 'Shared', 'Verified by others']) {
        await expect(funnel.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell').first()).toHaveText(/^[1-9][\d,]*$/);
      }
      await expect(adminPage.getByRole('region', { name: 'Most verified certificates' }).getByRole('row', { name: new RegExp(id) })).toBeVisible();
      // The chart's figures are in a table for screen readers, one row per day of the period.
      await expect(adminPage.getByRole('table', { name: 'Certificates issued and verifications by others per day' }).getByRole('row')).toHaveCount(31);
      await expect(adminPage.locator('canvas')).toBeVisible();

      const download = adminPage.waitForEvent('download');
      await adminPage.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      await context.close();
    }
  });
});
