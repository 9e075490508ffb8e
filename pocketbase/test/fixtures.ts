// File contents for uploads: real magic bytes for the accepted types, and impostors.
import { samplePdf } from '../src/index.ts';

export const PDF = { bytes: samplePdf('Test Certificate'), name: 'certificate.pdf', type: 'application/pdf' };

export const PNG = {
  bytes: new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
    0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
  ]),
  name: 'certificate.png',
  type: 'image/png',
};

export const JPEG = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  name: 'certificate.jpg',
  type: 'image/jpeg',
};

/** An HTML page with a script, named and typed as a PDF. */
export const HTML_AS_PDF = {
  bytes: new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  name: 'certificate.pdf',
  type: 'application/pdf',
};

/** A PDF of exactly `size` bytes: a real header, then padding. */
export function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(samplePdf('Padded'));
  return { bytes, name: 'large.pdf', type: 'application/pdf' };
}

export const XSS = `<img src=x onerror="alert('xss')"><script>alert(1)</script>`;
export const XSS_ESCAPED = '&lt;img src=x onerror=&quot;alert(&#39;xss&#39;)&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
