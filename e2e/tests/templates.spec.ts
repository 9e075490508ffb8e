// Certificate designs in the browser: an admin makes a template in the editor (its preview follows
// the typing), issues a certificate from it, and the holder finds the PDF on the dashboard, the
// printable page drawn in the same design, and the PDF offered on the verification page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { createHolder, signIn } from '../support/certificates';
import { admin } from '../support/system';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}

async function chooseFile(page: Page, picker: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
  await chooser.setFiles(file);
}

/** How many of the images inside were loaded and drawn (a refused one has no natural width). */
const loadedImages = (scope: Locator) =>
  scope.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);

/** Screenshots at a phone's and a desktop's width, kept with the test's results. */
async function shoot(page: Page, name: string, path: (file: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin designs a template, issues from it, and the holder downloads its PDF and prints its design', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Analytics ${Date.now().toString(36)}`;
  const holder = await createHolder('template-holder', 'Priya', 'Patel');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await tab(page, 'Templates').click();
  await page.getByRole('button', { name: 'New template' }).click();

  const editor = page.getByRole('form', { name: 'New template' });
  const preview = page.getByRole('region', { name: 'Template preview' });
  await editor.getByLabel('Template name').fill(name);
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Data Analytics');
  // The preview follows the typing.
  await expect(preview).toContainText('Data Analytics');
  await editor.getByRole('textbox', { name: 'Issuer name' }).fill('GX Academy');
  await expect(preview).toContainText('Issued by GX Academy');
  await chooseFile(page, editor.getByRole('button', { name: 'Logo' }), { name: 'logo.png', mimeType: 'image/png', buffer: png(240, 80, [20, 90, 200]) });
  await expect(preview.locator('img')).toHaveCount(1);
  await expect.poll(() => loadedImages(preview)).toBe(1);

  // An SVG is refused at once, naming the field and the rule.
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await chooseFile(page, editor.getByRole('button', { name: 'Background image' }), { name: 'bg.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect(editor.getByText('Background image must be a PNG or JPEG image (SVG is not accepted).')).toBeVisible();

  for (const [index, person] of [['Ada Lovelace', 'Programme Director'], ['Grace Hopper', 'Dean']].entries()) {
    await editor.getByRole('button', { name: 'Add a signature' }).click();
    const group = editor.getByRole('group', { name: `Signature ${index + 1}` });
    await group.getByRole('textbox', { name: 'Name' }).fill(person[0]!);
    await group.getByRole('textbox', { name: 'Role' }).fill(person[1]!);
    await chooseFile(page, group.getByRole('button', { name: 'Signature image' }), { name: `sig-${index}.png`, mimeType: 'image/png', buffer: png(160, 50, [30, 30, 30]) });
  }
  await expect(preview).toContainText('Grace Hopper');
  await expect.poll(() => loadedImages(preview)).toBe(3);
  await shoot(page, 'template-editor', (file) => testInfo.outputPath(file));

  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(toast(page, 'Template created')).toContainText(`${name}, version 1`);
  await expect(page.getByRole('list', { name: 'Templates' })).toContainText(name);

  // Issuing from it: the template fills the title and issuer.
  await tab(page, 'Create Certificate').click();
  const form = page.getByRole('form', { name: 'Create certificate' });
  await form.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: `${name} (version 1)` }).click();
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Data Analytics');
  await form.getByLabel('Recipient email').fill(holder.email);
  await form.getByRole('button', { name: 'Create Certificate' }).click();
  const success = toast(page, 'Certificate created successfully');
  await expect(success).toContainText(holder.email);
  const certificateId = /Certificate ([0-9A-F-]{36})/.exec(await success.innerText())![1]!;

  // The holder: the dashboard offers the PDF.
  const context = await browser.newContext();
  const holderPage = await context.newPage();
  await holderPage.setViewportSize({ width: 1280, height: 900 });
  await holderPage.goto('/auth');
  await signIn(holderPage, holder);
  await expect(holderPage).toHaveURL(/\/dashboard$/);
  const pdfLink = holderPage.getByRole('link', { name: 'Download PDF' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toContain(`/api/gx/certificates/${certificateId}/certificate.pdf`);
  const response = await holderPage.request.get(href!);
  expect(response.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'gx-e2e-pdf-')), 'certificate.pdf');
  writeFileSync(file, await response.body());
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Priya Patel');
  expect(text).toContain('Data Analytics');
  expect(text).toContain(certificateId);
  expect(text).toContain('Grace Hopper');

  // The printable page draws the same design.
  await holderPage.getByRole('link', { name: 'Printable certificate' }).click();
  const sheet = holderPage.getByRole('region', { name: 'Certificate: Data Analytics' });
  await expect(sheet.getByRole('heading', { level: 1, name: 'Data Analytics' })).toBeVisible();
  await expect(sheet).toContainText('Priya Patel');
  await expect(sheet).toContainText('Ada Lovelace');
  await expect(sheet).toContainText(`Certificate ID: ${certificateId}`);
  await expect(sheet.locator('img')).toHaveCount(3);
  // Drawn, not only present: the site's policy lets the page show the API's files.
  await expect.poll(() => loadedImages(sheet)).toBe(3);
  await shoot(holderPage, 'printable-certificate', (name) => testInfo.outputPath(name));

  // The verification page offers it too.
  await holderPage.goto(`/verify/${certificateId}`);
  await expect(holderPage.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', new RegExp(`/api/gx/certificates/${certificateId}/certificate\\.pdf$`));
  await context.close();
});
