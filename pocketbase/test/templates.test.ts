// Certificate designs: templates (admins only, versioned), issuing from them singly and in bulk,
// the PDF drawn once per certificate by the signer and read here with Debian's poppler-utils,
// and the signed credential that names the PDF's SHA-256.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { templateImageMessages } from 'shared-ui/validation';
import { APP_URL, errorOf, http, startSignedSystem, type Account, type TestBackend } from './support.ts';

type Json = Record<string, unknown>;

const work = mkdtempSync(join(tmpdir(), 'gx-pb-templates-'));
let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  ({ backend, admin, holder } = await startSignedSystem({ verifyRateLimit: 1000, holder: { firstName: 'Tessa', lastName: 'Template' } }));
});
afterAll(async () => {
  await backend?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A real PNG of one colour (pngjs), `width` × `height`. */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array<ArrayBuffer> {
  const image = new PngImage({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return new Uint8Array(PngImage.sync.write(image));
}

const blob = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type });

function templateForm(fields: Record<string, string>, images: { logo?: Blob; signatures?: Blob[]; background?: Blob } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (images.logo) form.append('logo', images.logo, 'logo.png');
  if (images.background) form.append('background_image', images.background, 'background.png');
  for (const [index, image] of (images.signatures ?? []).entries()) form.append('signature_images', image, `signature-${index + 1}.png`);
  return form;
}

const SIGNATURES = JSON.stringify([
  { name: 'Ada Director', role: 'Programme Director' },
  { name: 'Ben Dean', role: 'Dean of Studies' },
]);
const twoSignatureImages = () => [blob(png(120, 40, [20, 20, 120]), 'image/png'), blob(png(120, 40, [120, 20, 20]), 'image/png')];

function createTemplate(name: string, extra: Record<string, string> = {}) {
  return admin.pb.collection('certificate_templates').create(
    templateForm(
      { name, title: 'Cloud Practitioner', issuer_name: 'GX Academy', description: 'Twelve weeks of cloud fundamentals.', signatures: SIGNATURES, paper: 'Letter', orientation: 'portrait', accent_color: '#2b8a3e', ...extra },
      { logo: blob(png(200, 80, [30, 120, 200]), 'image/png'), signatures: twoSignatureImages() },
    ),
  );
}

async function pdfOf(certificateId: string): Promise<Buffer> {
  const response = await fetch(`${backend.url}/api/gx/certificates/${certificateId}/certificate.pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer): string {
  const file = join(work, `read-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
}

/** The QR code on the page, read from a 150 dpi render (pdftoppm) as a phone would read paper. */
function qrOf(pdf: Buffer): string | null {
  const file = join(work, `qr-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, file]);
  const image = PngImage.sync.read(readFileSync(`${file}.png`));
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height)?.data ?? null;
}

async function signedCredential(certificateId: string): Promise<Json> {
  // Issued through the API, the certificate is drawn and signed within its request.
  const response = await http('GET', `${backend.url}/api/gx/credentials/${certificateId}`);
  expect(response.status, response.body).toBe(200);
  return response.json<Json>();
}

describe('a certificate issued from a template', () => {
  test('has a PDF with the holder, title and ID as text, a QR code to its verification page, the template\'s paper; an edit of the template changes neither it nor its credential', async () => {
    const template = await createTemplate('Cloud 101');
    expect(template['version']).toBe(1);

    const certificate = await admin.pb.collection('certificates').create({
      recipient_email: holder.email,
      template: template.id,
      issue_date: '2026-03-02',
    });
    // The template's defaults fill what the form left empty.
    expect(certificate['title']).toBe('Cloud Practitioner');
    expect(certificate['template']).toBe(template.id);
    const id = String(certificate['certificate_id']);

    // The holder downloads it (the link is public, as the verification page is).
    const pdf = await pdfOf(id);
    const text = poppler('pdftotext', pdf);
    expect(text).toContain('Tessa Template');
    expect(text).toContain('Cloud Practitioner');
    expect(text).toContain(id);
    expect(text).toContain('Ada Director');
    expect(text).toContain('Dean of Studies');
    expect(poppler('pdfinfo', pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(qrOf(pdf)).toBe(`${APP_URL}/verify/${id}?via=qr`);
    // The printable page draws the same design, read from the public design route.
    const design = await http('GET', `${backend.url}/api/gx/certificates/${id}/design`);
    expect(design.json()).toMatchObject({
      template: { name: 'Cloud 101', version: 1 },
      paper: 'Letter',
      orientation: 'portrait',
      accent_color: '#2b8a3e',
      signatures: [{ name: 'Ada Director', role: 'Programme Director' }, { name: 'Ben Dean', role: 'Dean of Studies' }],
    });
    expect(String(design.json()['logo'])).toMatch(/^\/api\/files\//);

    const sha256 = createHash('sha256').update(pdf).digest();
    const credential = await signedCredential(id);
    const resource = (credential['relatedResource'] as Json[])[0]!;
    expect(resource['id']).toBe(`${APP_URL}/api/gx/certificates/${id}/certificate.pdf`);
    expect(resource['mediaType']).toBe('application/pdf');
    expect(resource['digestSRI']).toBe(`sha256-${sha256.toString('base64')}`);

    // Editing makes version 2; the certificate keeps version 1 and its PDF, byte for byte.
    const edited = await admin.pb.collection('certificate_templates').create(
      templateForm(
        { name: 'Cloud 101', replaces: template.id, title: 'Cloud Practitioner (2027)', issuer_name: 'GX Academy', signatures: SIGNATURES, paper: 'A4', orientation: 'landscape', accent_color: '#c92a2a' },
        { signatures: twoSignatureImages() },
      ),
    );
    expect(edited['version']).toBe(2);
    expect((await admin.pb.collection('certificate_templates').getOne(template.id))['current']).toBe(false);
    expect((await admin.pb.collection('certificates').getOne(certificate.id))['template']).toBe(template.id);
    const again = await pdfOf(id);
    expect(again.equals(pdf)).toBe(true);
    const after = (await signedCredential(id))['relatedResource'] as Json[];
    expect(after[0]!['digestSRI']).toBe(`sha256-${createHash('sha256').update(again).digest('base64')}`);

    // A certificate issued now gets the new version's design.
    const next = await admin.pb.collection('certificates').create({ recipient_email: holder.email, template: edited.id, issue_date: '2026-03-03' });
    expect(poppler('pdfinfo', await pdfOf(String(next['certificate_id'])))).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    // Versions never change in place.
    const updating = await errorOf(admin.pb.collection('certificate_templates').update(edited.id, { title: 'Changed in place' }));
    expect(updating.status).toBe(403);
    // An edit of a version that is no longer current is refused, naming the newer one.
    const stale = await errorOf(
      admin.pb.collection('certificate_templates').create(templateForm({ name: 'Cloud 101', replaces: template.id, title: 'Old', issuer_name: 'GX' })),
    );
    expect(stale.response['data']).toMatchObject({ replaces: { code: 'stale_version' } });
  });

  test('a certificate without a template gets the built-in design; one with an uploaded file has no public PDF', async () => {
    const plain = await admin.pb.collection('certificates').create({ recipient_email: holder.email, title: 'Plain Design', issuer_name: 'GX', issue_date: '2026-03-04' });
    expect(poppler('pdftotext', await pdfOf(String(plain['certificate_id'])))).toContain('Plain Design');
    expect(poppler('pdfinfo', await pdfOf(String(plain['certificate_id'])))).toContain('(A4)');

    const form = new FormData();
    for (const [key, value] of Object.entries({ recipient_email: holder.email, title: 'Uploaded', issuer_name: 'GX', issue_date: '2026-03-04' })) form.append(key, value);
    form.append('file', blob(png(10, 10, [0, 0, 0]), 'image/png'), 'scan.png');
    const uploaded = await admin.pb.collection('certificates').create(form);
    expect((await fetch(`${backend.url}/api/gx/certificates/${String(uploaded['certificate_id'])}/certificate.pdf`)).status).toBe(404);
    expect(uploaded['document']).toBe('');
  });

  test('templates are for admins only', async () => {
    // A template exists, yet a holder's list is empty.
    await createTemplate('Admins Only');
    expect((await admin.pb.collection('certificate_templates').getList()).totalItems).toBeGreaterThan(0);
    expect((await holder.pb.collection('certificate_templates').getList()).items).toHaveLength(0);
    const refused = await errorOf(holder.pb.collection('certificate_templates').create(templateForm({ name: 'Mine', title: 'T', issuer_name: 'I' })));
    expect([400, 403]).toContain(refused.status);
    expect((await backend.visitor().collection('certificate_templates').getList()).items).toHaveLength(0);
  });
});

describe('bad input', () => {
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
  const tooLarge = () => {
    // A real PNG header, padded past 2 MB.
    const bytes = new Uint8Array(2 * 1024 * 1024 + 1);
    bytes.set(png(4, 4, [0, 0, 0]));
    return bytes;
  };

  test.each([
    ['logo', 'an SVG', () => blob(SVG, 'image/svg+xml'), templateImageMessages('Logo').type],
    ['logo', 'a GIF', () => blob(GIF, 'image/gif'), templateImageMessages('Logo').type],
    ['logo', 'a PNG over 2 MB', () => blob(tooLarge(), 'image/png'), templateImageMessages('Logo').size],
    ['background_image', 'an SVG named .png', () => blob(SVG, 'image/png'), templateImageMessages('Background image').type],
    ['signature_images', 'an SVG', () => blob(SVG, 'image/svg+xml'), templateImageMessages('Signature image 1').type],
  ])('a %s that is %s is refused with a message naming the field and the limit', async (field, _what, image, message) => {
    const form = templateForm({
      name: `Bad ${field} ${Math.random()}`,
      title: 'T',
      issuer_name: 'I',
      ...(field === 'signature_images' ? { signatures: JSON.stringify([{ name: 'S', role: 'R' }]) } : {}),
    });
    form.append(field, image(), 'image.png');
    const error = await errorOf(admin.pb.collection('certificate_templates').create(form));
    expect(error.status).toBe(400);
    expect(error.response['data']).toMatchObject({ [field]: { message } });
  });

  test('template text follows the certificate rules', async () => {
    const script = await errorOf(admin.pb.collection('certificate_templates').create(templateForm({ name: 'Scripted', title: '<script>alert(1)</script>', issuer_name: 'I' })));
    expect(script.response['data']).toMatchObject({ title: { message: 'Title must not contain script-like content' } });
    const long = await errorOf(admin.pb.collection('certificate_templates').create(templateForm({ name: 'Long', title: 'x'.repeat(201), issuer_name: 'I' })));
    expect(long.response['data']).toMatchObject({ title: { message: 'Title is too long (max 200 characters)' } });
    const colour = await errorOf(admin.pb.collection('certificate_templates').create(templateForm({ name: 'Colour', title: 'T', issuer_name: 'I', accent_color: 'red' })));
    expect(colour.response['data']).toMatchObject({ accent_color: { message: 'Accent colour must be a colour written like #1c7ed6' } });
    const four = JSON.stringify([1, 2, 3, 4].map((n) => ({ name: `S${n}`, role: 'R' })));
    const many = await errorOf(admin.pb.collection('certificate_templates').create(templateForm({ name: 'Many', title: 'T', issuer_name: 'I', signatures: four })));
    expect(many.response['data']).toMatchObject({ signatures: { code: 'too_many_signatures' } });
    const unknown = await errorOf(admin.pb.collection('certificates').create({ recipient_email: holder.email, template: 'nosuchtemplate1', issue_date: '2026-03-02', title: 'T', issuer_name: 'I' }));
    expect(unknown.response['data']).toMatchObject({ template: { code: 'unknown_template' } });
  });
});

describe('bulk issue from templates', () => {
  test('200 rows naming two templates; an unknown template is a row error in the dry run', async () => {
    const a = await createTemplate('Bulk Alpha');
    const b = await createTemplate('Bulk Beta', { title: 'Beta Programme' });
    const rows = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      recipient_email: holder.email,
      title: `Bulk Cohort ${i}`,
      issue_date: '2026-04-01',
      issuer_name: 'GX Academy',
      template: i % 2 === 0 ? 'Bulk Alpha' : 'Bulk Beta',
    }));
    const withUnknown = [...rows, { row: 202, recipient_email: holder.email, title: 'Lost', issue_date: '2026-04-01', issuer_name: 'GX', template: 'No Such Template' }];
    const dry = await http('POST', `${backend.url}/api/gx/certificates/bulk`, { headers: { authorization: admin.pb.authStore.token }, body: { rows: withUnknown, dry_run: true } });
    expect(dry.status).toBe(200);
    const report = dry.json<{ ready: number; failed: number; rows: Array<{ row: number; errors: Array<{ field: string; message: string }> }> }>();
    expect(report.ready).toBe(200);
    expect(report.failed).toBe(1);
    expect(report.rows.find((row) => row.row === 202)?.errors).toEqual([{ field: 'template', code: 'unknown_template', message: 'Unknown template "No Such Template"' }]);

    const issued = await http('POST', `${backend.url}/api/gx/certificates/bulk`, { headers: { authorization: admin.pb.authStore.token }, body: { rows, dry_run: false } });
    expect(issued.status, issued.body).toBe(200);
    const records = await admin.pb.collection('certificates').getFullList({ filter: 'title ~ "Bulk Cohort"' });
    expect(records).toHaveLength(200);
    expect(records.filter((record) => record['template'] === a.id)).toHaveLength(100);
    expect(records.filter((record) => record['template'] === b.id)).toHaveLength(100);
    // Drawn on first request when the job has not come to it yet, then kept.
    const one = records.find((record) => record['template'] === b.id)!;
    const pdf = await pdfOf(String(one['certificate_id']));
    expect(poppler('pdftotext', pdf)).toContain(String(one['title']));
    expect((await pdfOf(String(one['certificate_id']))).equals(pdf)).toBe(true);
  });
});
