import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { samplePdf } from 'gx-pocketbase';
import type { RecordModel } from 'pocketbase';
import { createHolder, issueCertificate, revokeCertificate, signIn } from '../support/certificates';
import { apps, localOrigin, siteUrl } from '../support/system';
import { decodeQrCode } from '../support/qr';
import { pocketbaseUrl } from 'shared-ui/build/topology';

/** The issuer's did:web, from the site's origin (`localhost:3000` → `did:web:localhost%3A3000`). */
const issuerDid = `did:web:${encodeURIComponent(new URL(siteUrl).host)}`;

/**
 * Signed credentials: a holder downloads their certificate as an Open Badges 3.0 credential, and
 * anyone checks such a file on /verify, in the browser, also with the network cut.
 */

type Json = Record<string, unknown>;

const fileInput = (page: Page) => page.getByLabel('Choose files', { exact: true });

/** The /verify page, hydrated (the file input is enabled by the browser's code only). */
async function openVerifyPage(page: Page) {
  await page.goto('/verify');
  await expect(fileInput(page)).toBeEnabled();
}
const checkRow = (page: Page, name: string) => page.getByRole('list', { name: 'Checks' }).getByRole('listitem').filter({ hasText: name });
const asFile = (name: string, credential: Json) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(credential)) });

test.describe('a holder’s signed credential', () => {
  let holder: { email: string; password: string };
  let record: RecordModel;
  let credential: Json;
  const title = 'Verifiable Blockchain Basics';

  test.beforeAll(async () => {
    holder = await createHolder('credential', 'Vera', 'Verifier');
    record = await issueCertificate(holder.email, { title, issued: '2026-02-02', expires: '2031-02-02', pdf: 'Verifiable Blockchain Basics' });
    // Signed within the issuing request; later journeys use it without the dashboard's download.
    credential = (await (await fetch(`${pocketbaseUrl}/api/gx/credentials/${record['certificate_id']}`)).json()) as Json;
  });

  test('the dashboard downloads the certificate as a signed Open Badges credential', async ({ page }) => {
    await signIn(page, holder);
    await page.waitForURL('**/dashboard');
    const card = page.getByRole('article', { name: title });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download credential (.json)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title} - ${record['certificate_id']}.credential.json`);
    const downloaded = JSON.parse(await readFile((await file.path())!, 'utf8')) as Json;
    expect(downloaded).toEqual(credential);
    expect(downloaded).toMatchObject({
      id: `urn:uuid:${String(record['certificate_id']).toLowerCase()}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuerDid },
      name: title,
    });
    expect(Array.isArray(downloaded.proof)).toBe(true);
  });

  test('the print page downloads the same signed credential', async ({ page }) => {
    await signIn(page, holder);
    await page.waitForURL('**/dashboard');
    const id = String(record['certificate_id']);
    await page.getByRole('article', { name: title }).getByRole('link', { name: 'Printable certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/certificates/${id}/print$`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download credential (.json)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title} - ${id}.credential.json`);
    expect(JSON.parse(await readFile((await file.path())!, 'utf8'))).toEqual(credential);
  });

  test('“Add to wallet” shows a one-time offer as a QR code and an openid-credential-offer:// link, and the Learner Credential Wallet’s deep link', async ({ page, request }) => {
    await signIn(page, holder);
    await page.waitForURL('**/dashboard');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Add to wallet' }).click();
    const offerLink = card.getByRole('link', { name: 'Open in wallet app' });
    const offer = (await offerLink.getAttribute('href')) ?? '';
    expect(offer).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
    const offered = JSON.parse(new URL(offer).searchParams.get('credential_offer') ?? '{}') as Json;
    expect(offered['credential_issuer']).toBe(new URL(siteUrl).origin);
    expect(await decodeQrCode(card.getByRole('img', { name: `QR code of the wallet offer for ${title}` }))).toBe(offer);
    const lcw = (await card.getByRole('link', { name: 'Learner Credential Wallet' }).getAttribute('href')) ?? '';
    expect(lcw).toMatch(/^https:\/\/lcw\.app\/request\?request=/);
    const exchange = (JSON.parse(new URL(lcw).searchParams.get('request') ?? '{}') as { protocols: { vcapi: string } }).protocols.vcapi;
    // The wallet's first step: the exchange on the site's origin answers with the credential.
    const presented = await request.post(exchange, { data: {} });
    expect(presented.status()).toBe(200);
    expect(((await presented.json()) as { verifiablePresentation: { verifiableCredential: Json[] } }).verifiablePresentation.verifiableCredential[0]).toEqual(credential);
    const metadata = await request.get(`${siteUrl}/.well-known/openid-credential-issuer`);
    expect(((await metadata.json()) as Json)['credential_issuer']).toBe(new URL(siteUrl).origin);
  });

  test('the issuer’s DID document is served on the site’s origin', async ({ request }) => {
    const response = await request.get(`${siteUrl}/.well-known/did.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/did+json');
    const document = (await response.json()) as { id: string; assertionMethod: string[] };
    expect(document.id).toBe(issuerDid);
    expect(document.assertionMethod).toContain((credential.proof as Array<{ verificationMethod: string }>)[0]?.verificationMethod);
  });

  test('the verifier’s code loads only once a file is given, within its budget of 70 KB gzip', async ({ page }) => {
    // Every script of the certificates remote, and when it was asked for: before or after the file.
    const before = new Set<string>();
    const afterFile = new Map<string, Promise<number>>();
    let fileGiven = false;
    page.on('request', (request) => {
      if (!fileGiven && request.resourceType() === 'script') before.add(request.url());
    });
    page.on('response', (response) => {
      const url = response.url();
      if (fileGiven && url.startsWith(`${localOrigin(apps.certificates.port)}/`) && url.endsWith('.js')) {
        afterFile.set(url, response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await openVerifyPage(page);
    expect([...before].filter((url) => url.includes('credential-verifier'))).toEqual([]);

    fileGiven = true;
    await fileInput(page).setInputFiles(asFile('credential.json', credential));
    await expect(page.getByRole('heading', { name: `This credential is valid: ${title}` })).toBeVisible();
    const loaded = [...afterFile.keys()];
    expect(loaded.some((url) => url.includes('credential-verifier'))).toBe(true);
    expect(loaded.filter((url) => before.has(url))).toEqual([]);
    const verifierBytes = (await Promise.all(afterFile.values())).reduce((sum, size) => sum + size, 0);
    console.warn(`verifier code loaded for a file: ${verifierBytes} B gzip (${loaded.length} scripts)`);
    expect(verifierBytes).toBeLessThanOrEqual(70 * 1024);
  });

  test('the page comes with the issuer’s keys: a first check needs no key document from the network', async ({ page, request }) => {
    // The rendered page's data holds the issuer's DID document.
    const html = await (await request.get(`${siteUrl}/verify`)).text();
    const boot = JSON.parse(/<script type="application\/json" id="gx-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { data?: Record<string, Json> };
    expect(boot.data?.['/api/gx/credential-issuer']).toMatchObject({ id: issuerDid });

    const keyDocumentRequests: string[] = [];
    await page.route('**/.well-known/did.json', (route) => {
      keyDocumentRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await openVerifyPage(page);
    await fileInput(page).setInputFiles(asFile('credential.json', credential));
    await expect(page.getByRole('heading', { name: `This credential is valid: ${title}` })).toBeVisible();
    await expect(checkRow(page, 'Issuer key')).toContainText('Passed');
    await expect(checkRow(page, 'Signature')).toContainText('Passed');
    expect(keyDocumentRequests).toEqual([]);
  });

  test('after one online check, with the network cut, a good file verifies and a tampered one is refused naming the failed check', async ({ page, context }) => {
    page.on('console', (message) => message.type() === 'error' && console.warn(`browser: ${message.text()}`));
    await openVerifyPage(page);
    await fileInput(page).setInputFiles(asFile('credential.json', credential));
    await expect(page.getByRole('heading', { name: `This credential is valid: ${title}` })).toBeVisible();
    for (const name of ['Signature', 'Issuer key', 'Dates', 'Status']) await expect(checkRow(page, name)).toContainText('Passed');

    await context.setOffline(true);
    await fileInput(page).setInputFiles(asFile('again.json', credential));
    await expect(checkRow(page, 'Status')).toContainText('Unknown while offline: not revoked as of');
    await expect(page.getByRole('heading', { name: `This credential is valid: ${title}` })).toBeVisible();
    await expect(checkRow(page, 'Signature')).toContainText('Passed');

    await fileInput(page).setInputFiles(asFile('tampered.json', { ...credential, validUntil: '2099-01-01T00:00:00Z' }));
    await expect(page.getByRole('heading', { name: /^This credential is not valid/ })).toBeVisible();
    await expect(page.getByText('Failed: Signature')).toBeVisible();
    await expect(checkRow(page, 'Signature')).toContainText('Failed');
    await expect(checkRow(page, 'Signature')).toContainText('does not match the issuer’s signature');
    await context.setOffline(false);
  });

  test('after a check by ID or by file, “Download receipt” saves the issuer’s signed receipt and shows it, readable and printable', async ({ page }) => {
    const id = String(record['certificate_id']);
    await page.goto(`/verify/${id}`);
    const result = page.getByRole('region', { name: 'Verification result' });
    await expect(result.getByText('Valid certificate')).toBeVisible();
    const byId = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download receipt' }).click();
    const saved = JSON.parse(await readFile((await (await byId).path())!, 'utf8')) as Json;
    expect(saved).toMatchObject({
      type: ['VerifiableCredential', 'VerificationReceipt'],
      issuer: { id: issuerDid },
      credentialSubject: { method: 'certificate-id', checkedBy: new URL(siteUrl).origin, outcome: 'valid', checkedCredential: { credentialId: credential.id } },
      proof: [{ cryptosuite: 'eddsa-rdfc-2022' }],
    });
    const shown = page.getByRole('region', { name: 'Verification receipt' });
    await expect(shown.getByRole('list', { name: 'Findings' }).getByRole('listitem')).toHaveCount(5);
    await expect(shown.getByRole('listitem').filter({ hasText: 'Status list' })).toContainText('Passed');
    await expect(result.getByRole('button', { name: 'Print receipt' })).toBeVisible();

    await openVerifyPage(page);
    await fileInput(page).setInputFiles(asFile('tampered.json', { ...credential, name: 'Changed Title' }));
    await expect(page.getByRole('heading', { name: /^This credential is not valid/ })).toBeVisible();
    const byFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt' }).click();
    const fileReceipt = JSON.parse(await readFile((await (await byFile).path())!, 'utf8')) as { credentialSubject: Json };
    expect(fileReceipt.credentialSubject).toMatchObject({ method: 'credential-file', outcome: 'not valid' });
    await expect(page.getByRole('region', { name: 'Verification receipt' }).getByRole('listitem').filter({ hasText: 'Signature' })).toContainText('Failed');
  });

  test('a dropped PDF is matched against the credential’s file digest', async ({ page }) => {
    await openVerifyPage(page);
    await fileInput(page).setInputFiles([
      asFile('credential.json', credential),
      { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf('Verifiable Blockchain Basics')) },
    ]);
    await expect(checkRow(page, 'Document')).toContainText('Passed');
    await fileInput(page).setInputFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf('Something else')) });
    await expect(checkRow(page, 'Document')).toContainText('Failed');
    await expect(page.getByText('Failed: Document')).toBeVisible();
  });

  test('a pasted credential is checked too; after a revocation the verifier says revoked', async ({ page }) => {
    await revokeCertificate(record, 'Issued in error');
    await openVerifyPage(page);
    await page.getByRole('textbox', { name: 'Or paste the credential' }).fill(JSON.stringify(credential));
    await page.getByRole('button', { name: 'Check credential' }).click();
    await expect(checkRow(page, 'Status')).toContainText('The issuer has revoked this credential.');
    await expect(page.getByText('Failed: Status')).toBeVisible();
  });
});

/** Width and height from a PNG's header (IHDR), or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a shared verification link’s preview image shows the certificate, 1200×630, and changes when it is revoked', async ({ request }) => {
  const holder = await createHolder('preview', 'Paula', 'Preview');
  const record = await issueCertificate(holder.email, { title: 'Preview Programme', issued: '2026-02-02' });
  const id = String(record['certificate_id']);
  const html = await (await request.get(`/verify/${id}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`${new URL(siteUrl).origin}/og/verify/${id}.png`);
  expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
  const fetchImage = async () => {
    const answer = await request.get(image!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    return answer.body();
  };
  const before = await fetchImage();
  expect(pngSize(before)).toEqual({ width: 1200, height: 630 });
  expect(await fetchImage()).toEqual(before);
  await revokeCertificate(record, 'Issued in error');
  const after = await fetchImage();
  expect(pngSize(after)).toEqual({ width: 1200, height: 630 });
  expect(after.equals(before)).toBe(false);

  const unknown = await request.get(`${siteUrl}/og/verify/CERT-NOSUCHID.png`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers()['location']).toBe('/og-image.png');
});

test('the file picker is a button inside the drop zone, reached with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openVerifyPage(page);
  const zone = page.getByRole('group', { name: 'Credential file drop zone' });
  // The button the visitor sees is the input's label.
  const picker = fileInput(page).locator('xpath=ancestor::label[1]');
  const pickerBox = await picker.boundingBox();
  const zoneBox = await zone.boundingBox();
  if (!pickerBox || !zoneBox) throw new Error('the picker or the drop zone has no box');
  expect(pickerBox.x).toBeGreaterThanOrEqual(zoneBox.x);
  expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(zoneBox.x + zoneBox.width);
  // No native "Choose Files / No file chosen" box: the input itself takes no room.
  const inputBox = await fileInput(page).boundingBox();
  expect(inputBox?.width ?? 0).toBeLessThanOrEqual(1);
  // Tab reaches the input (under the name the button shows), and its focus shows on the button.
  await page.getByRole('button', { name: 'Verify Certificate' }).focus();
  for (let presses = 0; presses < 5 && !(await fileInput(page).evaluate((input) => input === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(fileInput(page)).toBeFocused();
  await expect(picker).toHaveCSS('outline-style', 'solid');
});
