import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { RecordModel } from 'pocketbase';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createHolder, issueCertificate, revokeCertificate, signIn, storedFileBytes } from '../support/certificates';
import { decodeQrCode } from '../support/qr';
import { siteUrl, superuserClient } from '../support/system';

/**
 * The certificate dashboard (docs/rules.md#dashboard): a holder's own
 * certificates from the real server, with QR codes, print page, LinkedIn link, download and
 * verification counts.
 */

const item = (page: Page, title: string) => page.getByRole('article', { name: title });
const summaryCard = (page: Page, label: string) => page.getByRole('group', { name: label });
/** A fact of an item's description list ('Issued Date' → 'March 5, 2026'). */
const fact = (scope: Locator, term: string) => scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Whether the badge is filled with the theme's colour `colour` (docs/rules.md#states). */
async function hasBadgeColour(badge: Locator, colour: string): Promise<boolean> {
  return badge.evaluate((element, name) => {
    const root = element.closest('.mantine-Badge-root') ?? element;
    const probe = document.createElement('span');
    probe.style.backgroundColor = `var(--mantine-color-${name}-filled)`;
    root.parentElement!.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(root).backgroundColor === expected;
  }, colour);
}

test.describe('a holder with certificates of every status', () => {
  let holder: { email: string; password: string };
  const records: Record<string, RecordModel> = {};
  const titles = {
    withFile: 'Cloud Foundations & <Ops>',
    noExpiry: 'Digital Marketing Fundamentals',
    expired: 'Financial Literacy Workshop',
    revoked: 'Entrepreneurship Bootcamp',
    pastExpiry: 'AI Awareness Workshop',
  };

  test.beforeAll(async () => {
    holder = await createHolder('holder', 'Lena', 'Learner');
    // Issued out of order: the dashboard sorts newest first.
    records['expired'] = await issueCertificate(holder.email, {
      title: titles.expired,
      issued: '2024-06-01',
      expires: '2025-06-01',
      status: 'expired',
      description: 'Budgeting, investing and personal finance.',
    });
    records['withFile'] = await issueCertificate(holder.email, {
      title: titles.withFile,
      issued: '2026-03-05',
      expires: '2031-11-30',
      description: 'Cloud "foundations" & operations.',
      pdf: 'Cloud Foundations',
    });
    records['pastExpiry'] = await issueCertificate(holder.email, {
      title: titles.pastExpiry,
      issued: '2024-01-10',
      expires: '2025-01-15',
      description: 'Still stored as active, but past its expiry date.',
    });
    records['noExpiry'] = await issueCertificate(holder.email, {
      title: titles.noExpiry,
      issued: '2025-08-14',
      issuer: 'GXIT Solutions',
      description: 'Marketing fundamentals, SEO and analytics.',
    });
    records['revoked'] = await issueCertificate(holder.email, {
      title: titles.revoked,
      issued: '2025-02-20',
      status: 'revoked',
      revocationReason: 'Issued in error',
    });
    // Somebody else's certificate: it must never reach this holder's dashboard.
    const other = await createHolder('other', 'Otto', 'Other');
    await issueCertificate(other.email, { title: 'Someone Else’s Certificate', issued: '2026-04-01' });
  });

  test('a visitor is sent to sign in and comes back to the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${holder.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('shows exactly the holder’s certificates, newest first, with counts, badges, dates and expiry lines', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Certificates' })).toBeVisible();

    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(5);
    const headings = await articles.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual([titles.withFile, titles.noExpiry, titles.revoked, titles.expired, titles.pastExpiry]);
    await expect(page.getByText('Someone Else’s Certificate')).toHaveCount(0);

    await expect(summaryCard(page, 'Total Certificates')).toContainText('5');
    // Active: the two not revoked, not expired and not past their expiry date.
    await expect(summaryCard(page, 'Active Certificates')).toContainText('2');
    await expect(summaryCard(page, 'Latest Certificate')).toContainText('March 5, 2026');

    const expectations = [
      { key: 'withFile', badge: 'Active', colour: 'green', issued: 'March 5, 2026', expires: 'November 30, 2031', issuer: 'GX Academy' },
      { key: 'noExpiry', badge: 'Active', colour: 'green', issued: 'August 14, 2025', expires: null, issuer: 'GXIT Solutions' },
      { key: 'revoked', badge: 'Revoked', colour: 'gray', issued: 'February 20, 2025', expires: null, issuer: 'GX Academy' },
      { key: 'expired', badge: 'Expired', colour: 'red', issued: 'June 1, 2024', expires: 'June 1, 2025', issuer: 'GX Academy' },
      { key: 'pastExpiry', badge: 'Expired', colour: 'red', issued: 'January 10, 2024', expires: 'January 15, 2025', issuer: 'GX Academy' },
    ] as const;
    for (const expected of expectations) {
      const record = records[expected.key]!;
      const card = item(page, titles[expected.key]);
      const badge = card.getByText(expected.badge, { exact: true });
      await expect(badge).toBeVisible();
      expect(await hasBadgeColour(badge, expected.colour), `${expected.key} badge is ${expected.colour}`).toBe(true);
      await expect(fact(card, 'Certificate ID')).toHaveText(String(record['certificate_id']));
      await expect(fact(card, 'Issued Date')).toHaveText(expected.issued);
      await expect(fact(card, 'Issuer')).toHaveText(expected.issuer);
      if (expected.expires) await expect(card.getByText(`Expires: ${expected.expires}`)).toBeVisible();
      else await expect(card.getByText(/^Expires:/)).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'View Public Verification' })).toHaveAttribute(
        'href',
        `/verify/${String(record['certificate_id'])}`,
      );
      // Download only where there is a file.
      await expect(card.getByRole('button', { name: 'Download', exact: true })).toHaveCount(expected.key === 'withFile' ? 1 : 0);
    }
    // Stored text is escaped by the server and shown as the text it was.
    await expect(item(page, titles.withFile).getByText('Cloud "foundations" & operations.')).toBeVisible();
    // A revoked certificate says when and why, as its verification page does.
    await expect(item(page, titles.revoked).getByText('Reason: Issued in error')).toBeVisible();
    await expect(item(page, titles.revoked).getByText(/^Revoked on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(item(page, titles.noExpiry).getByText(/^Revoked on/)).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
  });

  test('Download saves the stored file under the certificate’s name', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, holder);
    const card = item(page, titles.withFile);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    const id = String(records['withFile']!['certificate_id']);
    expect(download.suggestedFilename()).toBe(`Cloud Foundations & Ops - ${id}.pdf`);
    const saved = await readFile(await download.path());
    const stored = await storedFileBytes(records['withFile']!);
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.equals(stored)).toBe(true);
  });

  test('the QR code decodes to the verification URL and the LinkedIn link carries the certification', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, holder);
    const record = records['withFile']!;
    const id = String(record['certificate_id']);
    const card = item(page, titles.withFile);

    const qr = card.getByRole('img', { name: /QR code of the verification link/ });
    await expect(qr).toBeVisible();
    expect(await decodeQrCode(qr)).toBe(`${siteUrl}/verify/${id}?via=qr`);

    const linkedIn = card.getByRole('link', { name: 'Add to LinkedIn' });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    const url = new URL((await linkedIn.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: titles.withFile,
      organizationName: 'GX Academy',
      issueYear: '2026',
      issueMonth: '3',
      expirationYear: '2031',
      expirationMonth: '11',
      certUrl: `${siteUrl}/verify/${id}`,
      certId: id,
    });
  });

  test('the print page shows the certificate and prints it alone, on one A4 or Letter page', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, holder);
    const id = String(records['withFile']!['certificate_id']);
    await item(page, titles.withFile).getByRole('link', { name: 'Printable certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/certificates/${id}/print$`));

    // The sheet is drawn in the design of its PDF (the built-in one: this certificate has no template).
    const sheet = page.getByRole('region', { name: `Certificate: ${titles.withFile}` });
    await expect(sheet.getByRole('heading', { level: 1, name: titles.withFile })).toBeVisible();
    await expect(sheet.getByText('Lena Learner')).toBeVisible();
    await expect(sheet.getByText(`Certificate ID: ${id}`, { exact: true })).toBeVisible();
    await expect(sheet.getByText(`Verify at ${siteUrl}/verify/${id}`)).toBeVisible();
    await expect(sheet.getByText('Issued by GX Academy on March 5, 2026')).toBeVisible();
    await expect(sheet.getByText('Valid until November 30, 2031')).toBeVisible();
    await expect(page.getByText('Status: Active')).toBeVisible();
    const qr = sheet.getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    expect(await decodeQrCode(qr)).toBe(`${siteUrl}/verify/${id}?via=qr`);
    const print = page.getByRole('button', { name: 'Print / Save as PDF' });
    await expect(print).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    for (const navigation of await page.getByRole('navigation').all()) await expect(navigation).toBeHidden();
    await expect(print).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Lena Learner')).toBeVisible();

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages.length, `pages when printed on ${format}`).toBe(1);
    }
  });

  test('on a phone the printable certificate fits the screen; on a desktop its date lines keep to one line and the toolbar spans the sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    const id = String(records['withFile']!['certificate_id']);
    await page.goto(`/dashboard/certificates/${id}/print`);
    const sheet = page.getByRole('region', { name: `Certificate: ${titles.withFile}` });
    await expect(sheet.getByRole('img', { name: /QR code/ })).toBeVisible();
    // No sideways scrolling: nothing is wider than the window.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const sheetBox = await sheet.boundingBox();
    expect((sheetBox?.x ?? -1) >= 0 && (sheetBox?.x ?? 0) + (sheetBox?.width ?? 0) <= 390).toBe(true);

    await page.setViewportSize({ width: 1366, height: 900 });
    for (const line of [sheet.getByText(/^Issued by /), sheet.getByText(/^Valid until /)]) {
      const lines = await line.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
      expect(Math.round(lines), `${await line.textContent()} on one line`).toBe(1);
    }
    const toolbar = await page.getByRole('link', { name: 'Back to dashboard' }).boundingBox();
    const print = await page.getByRole('button', { name: 'Print / Save as PDF' }).boundingBox();
    const wide = await sheet.boundingBox();
    if (!toolbar || !print || !wide) throw new Error('the toolbar or the sheet has no box');
    expect(Math.abs(toolbar.x - wide.x)).toBeLessThanOrEqual(16);
    expect(Math.abs(print.x + print.width - (wide.x + wide.width))).toBeLessThanOrEqual(16);
  });

  test('a certificate revoked, issued or past its expiry while the dashboard is open shows so after a reload', async ({ page }) => {
    const late = await createHolder('late', 'Lou', 'Later');
    const first = await issueCertificate(late.email, { title: 'Leadership Essentials', issued: '2026-01-12' });
    await page.goto('/auth');
    await signIn(page, late);
    await expect(item(page, 'Leadership Essentials').getByText('Active', { exact: true })).toBeVisible();
    await expect(summaryCard(page, 'Active Certificates')).toContainText('1');

    await revokeCertificate(first, 'Replaced by a corrected certificate');
    await issueCertificate(late.email, { title: 'Public Speaking', issued: '2026-02-02' });
    await page.reload();
    await expect(item(page, 'Leadership Essentials').getByText('Revoked', { exact: true })).toBeVisible();
    await expect(item(page, 'Public Speaking').getByText('Active', { exact: true })).toBeVisible();
    await expect(summaryCard(page, 'Total Certificates')).toContainText('2');
    await expect(summaryCard(page, 'Active Certificates')).toContainText('1');
    await expect(summaryCard(page, 'Latest Certificate')).toContainText('February 2, 2026');
  });
});

test('the verification count on the dashboard rises after a verification', async ({ page }) => {
  // A certificate nobody has verified yet (the server counts one verification per client address
  // per certificate per day, and every browser here is 127.0.0.1).
  const holder = await createHolder('counted', 'Cora', 'Counted');
  const record = await issueCertificate(holder.email, { title: 'Data Literacy', issued: '2026-05-05' });
  const id = String(record['certificate_id']);
  await page.goto('/auth');
  await signIn(page, holder);
  const card = item(page, 'Data Literacy');
  await expect(card.getByText('Not verified yet')).toBeVisible();

  await page.goto(`/verify/${id}`);
  await expect(page.getByText('Valid certificate')).toBeVisible();

  // Counts are written in small batches on the server: wait until the stored count has risen (a
  // read through the records API also flushes the batch), then open the dashboard once. Reloading
  // in a loop with a short timeout never let the page finish loading on a busy machine.
  const pb = await superuserClient();
  await expect
    .poll(async () => Number((await pb.collection('certificates').getOne(record.id))['verification_count']), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(card.getByText(/^Verified (once|\d+ times)$/)).toBeVisible();
});

test('an admin sees the Admin Panel button and only their own certificates', async ({ page }) => {
  // A fresh admin: the collection lets admins list everybody's certificates, the dashboard must not.
  const account = await createHolder('dashboard-admin', 'Ada', 'Admin');
  const pb = await superuserClient();
  await pb.collection('user_roles').create({ user: account.id, role: 'admin' });
  await issueCertificate(account.email, { title: 'Admin Own Certificate', issued: '2026-02-01' });
  await issueCertificate((await createHolder('neighbour', 'Nia', 'Neighbour')).email, {
    title: 'Neighbour Certificate',
    issued: '2026-02-03',
  });

  await page.goto('/auth');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(item(page, 'Admin Own Certificate')).toBeVisible();
  await expect(page.getByText('Neighbour Certificate')).toHaveCount(0);
  await expect(summaryCard(page, 'Total Certificates')).toContainText('1');
});

test('a holder without certificates sees the empty state', async ({ page }) => {
  const newcomer = await createHolder('newcomer', 'Nova', 'Newcomer');
  await page.goto('/auth');
  await signIn(page, newcomer);
  await expect(page.getByText('No certificates yet')).toBeVisible();
  await expect(page.getByText("You don't have any certificates yet. They will appear here once issued.")).toBeVisible();
  await expect(summaryCard(page, 'Total Certificates')).toContainText('0');
  await expect(summaryCard(page, 'Active Certificates')).toContainText('0');
  await expect(summaryCard(page, 'Latest Certificate')).toContainText('None');
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('Sign Out ends the session and leaves the dashboard', async ({ page }) => {
  const holder = await createHolder('leaver', 'Lee', 'Leaver');
  await page.goto('/auth');
  await signIn(page, holder);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
