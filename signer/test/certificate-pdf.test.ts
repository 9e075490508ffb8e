import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { drawCertificatePdf } from '../src/certificate-pdf';
import { requestSignature, startSigner } from '../src/index';

const text = {
  holder: 'Zoë Łukasiewicz',
  title: 'Cloud Practitioner',
  description: 'Twelve weeks of cloud fundamentals.',
  issuerName: 'GX Academy',
  issueDate: '2026-01-15',
  expiryDate: '',
  certificateId: 'A1B2C3D4-1111-4222-8333-444455556666',
  verifyUrl: 'http://localhost:3000/verify/A1B2C3D4-1111-4222-8333-444455556666',
};
const design = { background_color: '#ffffff', accent_color: '#1c7ed6', signatures: [{ name: 'Ada', role: 'Director' }] };

test('the page is the template paper, in either orientation', async () => {
  const sizes = { 'A4 landscape': [841.89, 595.28], 'A4 portrait': [595.28, 841.89], 'Letter landscape': [792, 612], 'Letter portrait': [612, 792] };
  for (const [name, [width, height]] of Object.entries(sizes)) {
    const [paper, orientation] = name.split(' ') as ['A4' | 'Letter', 'landscape' | 'portrait'];
    const page = (await PDFDocument.load(await drawCertificatePdf({ ...design, paper, orientation }, text))).getPage(0);
    assert.deepEqual([Number(page.getWidth().toFixed(2)), Number(page.getHeight().toFixed(2))], [width, height], name);
  }
});

test('the same certificate draws the same bytes (no clock in the document)', async () => {
  const first = await drawCertificatePdf({ ...design, paper: 'A4', orientation: 'landscape' }, text);
  const second = await drawCertificatePdf({ ...design, paper: 'A4', orientation: 'landscape' }, text);
  assert.equal(createHash('sha256').update(second).digest('hex'), createHash('sha256').update(first).digest('hex'));
});

test('the render route draws once for PocketBase to fetch once, and reads images only from loopback', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const dir = mkdtempSync(join(tmpdir(), 'gx-signer-pdf-'));
  const signer = await startSigner({ dir, port, siteUrl: 'http://localhost:3000' });
  try {
    const post = (body: unknown) => {
      const payload = JSON.stringify(body);
      const timestamp = String(Date.now());
      return fetch(`${signer.url}/v1/render-certificate`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'x-gx-timestamp': timestamp, 'x-gx-signature': requestSignature(signer.secret, timestamp, payload) },
      });
    };
    const answer = (await (await post({ certificate: text, design: { ...design, paper: 'Letter' } })).json()) as { sha256: string; size: number; path: string };
    const pdf = Buffer.from(await (await fetch(`${signer.url}${answer.path}`)).arrayBuffer());
    assert.equal(createHash('sha256').update(pdf).digest('hex'), answer.sha256);
    assert.equal(pdf.length, answer.size);
    assert.equal((await fetch(`${signer.url}${answer.path}`)).status, 404);

    const foreign = await post({ certificate: text, design: { ...design, logo: 'https://example.org/logo.png' } });
    assert.equal(foreign.status, 400);
    assert.match(((await foreign.json()) as { error: string }).error, /The logo: images are read only from a loopback URL/);
  } finally {
    await signer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
