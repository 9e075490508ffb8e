import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { samplePdf } from 'gx-pocketbase';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { issueCertificate, signIn } from '../support/certificates';
import { fillContact, sendContact } from '../support/contact';
import { linkIn, waitForMail } from '../support/mail';
import { admin, createVerifiedUser, siteUrl, superuserClient, uniqueEmail } from '../support/system';

/**
 * The admin remote (docs/rules.md#admin, #states, #validation, #roles, #errors) against the real server: access, the
 * counters, certificate management, the create form and its messages, users and roles with their
 * audit, revocation, the contact inbox, bulk issue from CSV and the holder's mail.
 */

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const counter = (page: Page, label: string) => page.getByRole('group', { name: label });
const certificateRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const form = (page: Page) => page.getByRole('form', { name: 'Create certificate' });

/** Chooses a file through the picker's button, as a user does (the browser's file dialog). */
async function chooseFile(page: Page, picker: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
  await chooser.setFiles(file);
}

async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function counterValue(page: Page, label: string): Promise<number> {
  const card = counter(page, label);
  await expect(card).toHaveText(/\d/);
  return Number((await card.innerText()).replace(/\D+/g, ''));
}

async function fillCertificate(page: Page, fields: { title?: string; email?: string; description?: string }) {
  if (fields.title !== undefined) await form(page).getByLabel('Title').fill(fields.title);
  if (fields.description !== undefined) await form(page).getByLabel('Description').fill(fields.description);
  if (fields.email !== undefined) await form(page).getByLabel('Recipient email').fill(fields.email);
}

const submit = (page: Page) => form(page).getByRole('button', { name: 'Create Certificate' }).click();

/** axe on the admin page as it stands (toasts included: their colours come from the shared theme). */
const checkA11y = (page: Page) => expectNoSeriousA11yViolations(page);

async function search(page: Page, query: string) {
  await page.getByLabel('Search certificates').fill(query);
}

test.describe('access', () => {
  test('a visitor is sent to sign in and brought back to /admin', async ({ page }) => {
    await openAdmin(page);
    await checkA11y(page);
  });

  test('a signed-in user who is not an admin is turned away to the dashboard', async ({ page }) => {
    const user = await createVerifiedUser('notadmin');
    await page.goto('/auth');
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Access Denied')).toContainText('You do not have admin privileges.');
  });
});

test.describe('certificates', () => {
  test('the admin issues a certificate with a PDF; counters, list, holder dashboard, download and mail follow', async ({ page, browser }) => {
    const holder = await createVerifiedUser('holder', { firstName: 'Priya', lastName: 'Pdf' });
    const title = `Cloud & <Ops> ${Date.now()}`;
    await openAdmin(page);
    const total = await counterValue(page, 'Total Certificates');
    const thisMonth = await counterValue(page, 'Issued This Month');

    await tab(page, 'Create Certificate').click();
    await expect(form(page).getByLabel('Issuer name')).toHaveValue('GX Academy');
    await expect(form(page).getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await fillCertificate(page, { title, email: holder.email, description: 'With a "file".' });
    const picker = form(page).getByRole('button', { name: 'Certificate file (optional)' });
    await chooseFile(page, picker, { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf('Cloud Ops')) });
    await expect(picker).toHaveText('certificate.pdf');
    await submit(page);
    const success = toast(page, 'Certificate created successfully');
    await expect(success).toContainText(holder.email);
    const certificateId = /Certificate ([0-9A-F-]{36})/.exec(await success.innerText())![1]!;
    // The form is reset for the next one.
    await expect(form(page).getByLabel('Title')).toHaveValue('');

    await expect.poll(() => counterValue(page, 'Total Certificates')).toBe(total + 1);
    expect(await counterValue(page, 'Issued This Month')).toBe(thisMonth + 1);

    await tab(page, 'Certificates').click();
    const row = certificateRow(page, certificateId);
    await expect(row).toContainText(title);
    await expect(row).toContainText('Priya Pdf');
    await expect(row).toContainText(holder.email);
    await expect(row).toContainText('active');

    // The holder's mail links to the public verification page, which confirms the certificate.
    const mail = await waitForMail(holder.email, /^Your certificate:/);
    expect(mail.subject).toBe(`Your certificate: ${title}`);
    const link = linkIn(mail, `${siteUrl}/verify/`);
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByText('Valid certificate')).toBeVisible();
    await visitor.close();

    // The holder sees it on the dashboard and downloads the same PDF.
    const holderPage = await browser.newPage();
    await holderPage.goto('/auth');
    await signIn(holderPage, holder);
    await expect(holderPage).toHaveURL(/\/dashboard$/);
    const item = holderPage.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    const [download] = await Promise.all([holderPage.waitForEvent('download'), item.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(new Uint8Array(await readFile((await download.path())!))).toEqual(samplePdf('Cloud Ops'));
    await holderPage.close();
  });

  test('each field message of the form, then an unregistered recipient', async ({ page }) => {
    await openAdmin(page);
    await tab(page, 'Create Certificate').click();
    await form(page).getByLabel('Issuer name').fill('');
    await form(page).getByRole('textbox', { name: 'Issue date' }).fill('');
    // The field's calendar opens below it, over the button, until it is closed as a user would.
    await form(page).getByRole('textbox', { name: 'Issue date' }).press('Escape');
    await submit(page);
    await expect(form(page)).toContainText('Title is required');
    await expect(form(page)).toContainText('Valid email is required');
    await expect(form(page)).toContainText('Issuer name is required');
    await expect(form(page)).toContainText('Issue date is required');
    await checkA11y(page);

    await form(page).getByLabel('Issuer name').fill('GX Academy');
    // Dates are typed day first, and shown so once the field is left.
    const issued = form(page).getByRole('textbox', { name: 'Issue date' });
    await issued.fill('01/03/2026');
    await issued.blur();
    await expect(issued).toHaveValue('01/03/2026');
    await fillCertificate(page, { title: 'Nobody’s Course', email: uniqueEmail('nobody') });
    await submit(page);
    await expect(toast(page, 'Recipient not found')).toContainText('The recipient email is not registered in the system.');
  });

  test('a wrong file type and an 11 MB file are refused with the spec’s texts', async ({ page }) => {
    await openAdmin(page);
    await tab(page, 'Create Certificate').click();
    const picker = form(page).getByRole('button', { name: 'Certificate file (optional)' });
    await chooseFile(page, picker, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await expect(toast(page, 'Invalid file type')).toContainText('Please select a PDF, JPEG, PNG, or JPG file.');
    await chooseFile(page, picker, { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) });
    await expect(toast(page, 'File too large')).toContainText('Please select a file smaller than 10MB.');
    // A refused file is not kept: the picker is empty again.
    await expect(picker).toHaveText('Choose a file');
  });

  test('search by title, certificate ID and recipient e-mail, ignoring case', async ({ page }) => {
    const holder = await createVerifiedUser('searcher');
    const stamp = Date.now().toString(36);
    const record = await issueCertificate(holder.email, { title: `Searchable Robotics ${stamp}`, issued: '2026-01-10' });
    await openAdmin(page);
    await search(page, `searchable ROBOTICS ${stamp}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(certificateRow(page, String(record['certificate_id']))).toBeVisible();
    await search(page, String(record['certificate_id']).toLowerCase().slice(0, 18));
    await expect(certificateRow(page, `Searchable Robotics ${stamp}`)).toBeVisible();
    await search(page, holder.email.toUpperCase());
    await expect(certificateRow(page, `Searchable Robotics ${stamp}`)).toBeVisible();
    await search(page, `no such certificate ${stamp}`);
    await expect(page.getByText('No certificates found')).toBeVisible();
  });

  test('a revocation with its reason shows in the list and on public verification at once', async ({ page }) => {
    const holder = await createVerifiedUser('revoked', { firstName: 'Rita', lastName: 'Revoked' });
    const record = await issueCertificate(holder.email, { title: `Revocable ${Date.now()}`, issued: '2026-02-02' });
    const id = String(record['certificate_id']);
    await openAdmin(page);
    await search(page, id);
    await certificateRow(page, id).getByRole('button', { name: /^Revoke/ }).click();
    const panel = page.getByRole('group', { name: /^Revoke Revocable/ });
    await expect(panel.getByLabel('Revocation reason')).toBeFocused();
    await panel.getByRole('button', { name: 'Confirm revocation' }).click();
    await expect(panel).toContainText('A revocation reason is required');
    await panel.getByLabel('Revocation reason').fill('Issued to the wrong <person>');
    await panel.getByRole('button', { name: 'Confirm revocation' }).click();
    await expect(toast(page, 'Certificate revoked')).toBeVisible();
    const row = certificateRow(page, id);
    await expect(row).toContainText('revoked');
    await expect(row).toContainText(`by ${admin.email}: Issued to the wrong <person>`);

    await page.goto(`/verify/${id}`);
    await expect(page.getByText('This certificate has been revoked')).toBeVisible();
    await expect(page.getByText(/Reason: Issued to the wrong <person>/)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('counters two by two, tabs on one scrolling line, each certificate a card with its actions on screen', async ({ page }) => {
    const holder = await createVerifiedUser('phone');
    const record = await issueCertificate(holder.email, { title: `Phone Card ${Date.now()}`, issued: '2026-02-02' });
    const id = String(record['certificate_id']);
    await openAdmin(page);
    const box = async (locator: Locator) => (await locator.boundingBox())!;

    const total = await box(counter(page, 'Total Certificates'));
    expect((await box(counter(page, 'Active Certificates'))).y).toBe(total.y);
    expect((await box(counter(page, 'Recipients'))).y).toBeGreaterThan(total.y);

    const [first, last] = await Promise.all([box(tab(page, 'Certificates')), box(tab(page, 'Outgoing mail'))]);
    expect(last.y).toBe(first.y);
    await tab(page, 'Outgoing mail').click();
    await expect(page.getByRole('heading', { name: 'Outgoing mail' })).toBeInViewport();
    await tab(page, 'Certificates').click();

    await search(page, id);
    const revoke = certificateRow(page, id).getByRole('button', { name: /^Revoke/ });
    await expect(revoke).toBeVisible();
    // Nothing scrolls sideways, neither the page nor the list: the card holds every field.
    const button = await box(revoke);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    const table = page.getByRole('table');
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

test.describe('users and roles', () => {
  test('a role change shows in the list and in the audit; the admin’s own row is locked (by keyboard)', async ({ page }) => {
    const member = await createVerifiedUser('member', { firstName: 'Mona', lastName: 'Member' });
    await openAdmin(page);
    // Keyboard journey: from the first tab, arrow keys move through the sections.
    await tab(page, 'Certificates').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Create Certificate')).toBeFocused();
    const names = await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allInnerTexts();
    const steps = names.indexOf('Users') - names.indexOf('Create Certificate');
    expect(steps).toBeGreaterThan(0);
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Users')).toBeFocused();
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByText('Role changes are logged for auditing')).toBeVisible();

    await expect(page.getByRole('combobox', { name: `Role of ${admin.email}` })).toBeDisabled();
    const role = page.getByRole('combobox', { name: `Role of ${member.email}` });
    await expect(role).toHaveValue('User');
    await role.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Admin' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Role Updated')).toContainText('User role has been updated to admin');
    await expect(role).toHaveValue('Admin');
    await expect(role).toBeEnabled();

    await tab(page, 'Role Audit').click();
    const entry = page.getByRole('row').filter({ hasText: member.email });
    await expect(entry.first()).toContainText(admin.email);
    // The roles read as the role picker names them.
    await expect(entry.first()).toContainText(/User\s*Admin/);
    await checkA11y(page);

    // The server agrees: the member is an admin now.
    const pb = await superuserClient();
    const stored = await pb.collection('user_roles').getFirstListItem(pb.filter('user = {:id}', { id: member.id }));
    expect(stored['role']).toBe('admin');
  });
});

test.describe('contact inbox', () => {
  test('a message sent from the site appears in the inbox, as text', async ({ page }) => {
    const email = uniqueEmail('inbox');
    await page.goto('/contact?source=gxit-solutions');
    await fillContact(page, { name: 'Ines Inbox', email, phone: '+91 90000 12345', message: 'Please call me about <b>workshops</b> & courses.' });
    await sendContact(page);
    await expect(page).toHaveURL(/\/thank-you/);

    await openAdmin(page);
    await tab(page, 'Contact Inbox').click();
    await page.getByLabel('Search messages').fill(email);
    const message = page.getByRole('listitem').filter({ hasText: email });
    await expect(message).toContainText('Ines Inbox');
    await expect(message).toContainText('+91 90000 12345');
    await expect(message).toContainText('From gxit-solutions');
    await expect(message).toContainText('Please call me about <b>workshops</b> & courses.');
    await expect(message.locator('b')).toHaveCount(0);
    await checkA11y(page);
  });
});

test.describe('bulk issue', () => {
  test('a CSV with good and bad rows: the dry run reports each row, the issue takes only the good ones', async ({ page }) => {
    const first = await createVerifiedUser('bulk1', { firstName: 'Bela', lastName: 'Bulk' });
    const second = await createVerifiedUser('bulk2');
    const stamp = Date.now().toString(36);
    const csv = [
      '\uFEFFrecipient email,title,description,issue date,expiry date,issuer name,status',
      `${first.email},"Bulk Good, One ${stamp}","Line one\nline two",2026-03-01,2027-03-01,,active`,
      `${second.email},Bulk Good Two ${stamp},,2026-03-02,,GXIT Solutions,`,
      `not-an-email,Bulk Bad Mail ${stamp},,2026-03-01,,,`,
      `${uniqueEmail('ghost')},Bulk Ghost ${stamp},,2026-03-01,,,`,
      `${first.email},Bulk Bad Date ${stamp},,2026-13-45,,,`,
      `${first.email},Bulk Early ${stamp},,2026-03-01,2026-01-01,,`,
      `${first.email},,,2026-03-01,,,`,
      `${first.email},Bulk Pending ${stamp},,2026-03-01,,,pending`,
      `${first.email},"Bulk Good, One ${stamp}",,2026-03-01,,,`,
    ].join('\r\n');
    await openAdmin(page);
    await tab(page, 'Bulk Issue').click();
    await chooseFile(page, page.getByRole('button', { name: 'CSV file' }), { name: 'cohort.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Dry run: 2 of 9 rows ready, 7 with errors.')).toBeVisible();
    const reportRow = (n: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
    await expect(reportRow(2)).toContainText('Ready');
    await expect(reportRow(3)).toContainText('Ready');
    await expect(reportRow(4)).toContainText('Valid email is required');
    await expect(reportRow(5)).toContainText('The recipient email is not registered in the system.');
    await expect(reportRow(6)).toContainText('Issue date is not a valid date');
    await expect(reportRow(7)).toContainText('The expiry date must not be before the issue date');
    await expect(reportRow(8)).toContainText('Title is required');
    await expect(reportRow(9)).toContainText('Unknown status "pending"');
    await expect(reportRow(10)).toContainText('Duplicate of row 2');
    await checkA11y(page);

    await page.getByRole('button', { name: 'Issue 2 certificates' }).click();
    await expect(page.getByText(/^Issued 2 certificates; 7 rows with errors were left out; 2 holders were e-mailed\.$/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download result CSV' }).click()]);
    const result = await readFile((await download.path())!, 'utf8');
    const ids = [...result.matchAll(/,issued,([0-9A-F-]{36}),/g)].map((match) => match[1]!);
    expect(ids).toHaveLength(2);

    const pb = await superuserClient();
    const stored = await pb.collection('certificates').getFullList({ filter: pb.filter('title ~ {:stamp}', { stamp }) });
    expect(stored.map((record) => String(record['certificate_id'])).sort()).toEqual([...ids].sort());
    expect(stored.find((record) => record['user'] === first.id)).toMatchObject({ description: 'Line one\nline two' });

    const mail = await waitForMail(second.email, new RegExp(`Bulk Good Two ${stamp}`));
    expect(linkIn(mail, `${siteUrl}/verify/`)).toMatch(/\/verify\/[0-9A-F-]{36}$/);
  });

  test('one ready row is issued by the button "Issue 1 certificate"', async ({ page }) => {
    const holder = await createVerifiedUser('bulkone');
    const title = `Bulk Single ${Date.now().toString(36)}`;
    await openAdmin(page);
    await tab(page, 'Bulk Issue').click();
    // Dropped on the drop zone this time, as from a file manager.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'one.csv', { type: 'text/csv' }));
      return transfer;
    }, `email,title,issue date\n${holder.email},${title},2026-03-01\n`);
    await page.getByRole('group', { name: 'Drop zone' }).dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByText('Dry run: 1 of 1 row ready, 0 with errors.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue 1 certificates' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Issue 1 certificate', exact: true }).click();
    await expect(page.getByText('Issued 1 certificate; 0 rows with errors were left out; 1 holder was e-mailed.', { exact: true })).toBeVisible();
  });

  test('a script in a title is refused by the form and by the bulk issue, in the same words', async ({ page }) => {
    const holder = await createVerifiedUser('hostile');
    const hostile = '<script>alert(1)</script>';
    await openAdmin(page);
    await tab(page, 'Create Certificate').click();
    await fillCertificate(page, { title: hostile, email: holder.email });
    await submit(page);
    await expect(toast(page, 'Invalid title')).toContainText('Title must not contain script-like content');

    await tab(page, 'Bulk Issue').click();
    await chooseFile(page, page.getByRole('button', { name: 'CSV file' }), {
      name: 'hostile.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email,title,issue date\n${holder.email},${hostile},2026-03-01\n`),
    });
    await expect(page.getByText('Dry run: 0 of 1 row ready, 1 with errors.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Title must not contain script-like content' })).toBeVisible();
  });

  test('the CSV template downloads with the header row the bulk issue reads', async ({ page }) => {
    await openAdmin(page);
    await tab(page, 'Bulk Issue').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download a CSV template' }).click()]);
    expect(download.suggestedFilename()).toBe('certificates-template.csv');
    expect(await readFile((await download.path())!, 'utf8')).toBe(
      'recipient email,title,description,issue date,expiry date,issuer name,status,template,revocation reason\r\n',
    );
  });

  test('a file over the row limit is refused with a clear message', async ({ page }) => {
    const rows = Array.from({ length: 1001 }, (_, i) => `person${i}@example.com,Title ${i},,2026-03-01,,,`);
    await openAdmin(page);
    await tab(page, 'Bulk Issue').click();
    await chooseFile(page, page.getByRole('button', { name: 'CSV file' }), {
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['email,title,description,issue date,expiry date,issuer,status', ...rows].join('\n')),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'A file may have at most 1000 rows; this one has 1001.' })).toBeVisible();
  });
});

