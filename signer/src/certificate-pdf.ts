/**
 * Draws a certificate's PDF from its template version (pdf-lib). The text is real text in an
 * embedded, subset Unicode font (selectable, read by screen readers, any name the name rule
 * allows); the QR code is vector rectangles. The same input gives the same bytes: the dates in
 * the document's metadata are the issue date, never the time of drawing.
 */
import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { inkFor, pageSize, rgbOf, WORDING, type CertificateText, type Orientation, type Paper } from 'shared-ui/certificate-layout';

export interface SignatureInput {
  name: string;
  role: string;
  image?: Uint8Array | undefined;
}

export interface DesignInput {
  background_color: string;
  accent_color: string;
  paper: Paper;
  orientation: Orientation;
  logo?: Uint8Array | undefined;
  background_image?: Uint8Array | undefined;
  signatures: SignatureInput[];
}

// Debian's fonts-liberation (installed with Chromium): Latin, Greek and Cyrillic, and quick to
// subset; DejaVu Sans (fonts-dejavu-core) draws a name Liberation has no glyphs for, at about five
// times the cost. GX_PDF_FONT_DIR names another folder holding the same file names.
const FONT_DIRS = [process.env.GX_PDF_FONT_DIR, '/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/dejavu'].filter(
  (dir): dir is string => Boolean(dir),
);
const FAMILIES = [
  { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
  { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
];

interface FontPair {
  regular: Buffer;
  bold: Buffer;
  /** Whether the family has a glyph for every character of the text. */
  covers: (text: string) => boolean;
}

let families: FontPair[] | undefined;

function unicodeFonts(text: string): FontPair | undefined {
  families ??= FAMILIES.flatMap((family) => {
    const dir = FONT_DIRS.find((candidate) => existsSync(`${candidate}/${family.regular}`) && existsSync(`${candidate}/${family.bold}`));
    if (!dir) return [];
    const regular = readFileSync(`${dir}/${family.regular}`);
    const parsed = fontkit.create(regular);
    const covers = (value: string) => [...value].every((char) => /\s/.test(char) || parsed.hasGlyphForCodePoint(char.codePointAt(0)!));
    return [{ regular, bold: readFileSync(`${dir}/${family.bold}`), covers }];
  });
  return families.find((family) => family.covers(text)) ?? families[0];
}

const isPng = (bytes: Uint8Array) => bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

async function embedImage(document: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
  if (!bytes || bytes.length === 0) return undefined;
  if (isPng(bytes)) return document.embedPng(bytes);
  if (isJpeg(bytes)) return document.embedJpg(bytes);
  throw new Error('A template image is neither PNG nor JPEG');
}

/** Words of `text` in lines no wider than `width`, at most `maxLines` (the last one cut with …). */
function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (last.length > 1 && font.widthOfTextAtSize(last, size) > width) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** The largest size ≤ `size` at which `text` fits `width`. */
function fitSize(text: string, font: PDFFont, size: number, width: number, min = 10): number {
  let fitted = size;
  while (fitted > min && font.widthOfTextAtSize(text, fitted) > width) fitted -= 1;
  return fitted;
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: [number, number, number]) {
  const { width } = page.getSize();
  page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(...color) });
}

/** Fits an image into a box, keeping its proportions. */
function fit(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1e9);
  return { width: image.width * scale, height: image.height * scale };
}

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number, color: [number, number, number]) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(...color),
      });
    }
  }
}

/** The PDF's bytes. */
export async function drawCertificatePdf(design: DesignInput, text: CertificateText): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const when = new Date(`${text.issueDate.slice(0, 10)}T00:00:00Z`);
  const stamp = Number.isNaN(when.getTime()) ? new Date(0) : when;
  document.setTitle(`${text.title}: ${text.holder}`);
  document.setSubject(WORDING.id(text.certificateId));
  document.setAuthor(text.issuerName);
  document.setCreator('GX certificates');
  document.setProducer('GX certificates (pdf-lib)');
  document.setCreationDate(stamp);
  document.setModificationDate(stamp);
  document.setLanguage('en');

  const fonts = unicodeFonts(Object.values(text).join(' ') + design.signatures.map((s) => `${s.name} ${s.role}`).join(' '));
  let regular: PDFFont;
  let bold: PDFFont;
  if (fonts) {
    document.registerFontkit(fontkit);
    regular = await document.embedFont(fonts.regular, { subset: true });
    bold = await document.embedFont(fonts.bold, { subset: true });
  } else {
    regular = await document.embedFont(StandardFonts.Helvetica);
    bold = await document.embedFont(StandardFonts.HelveticaBold);
  }

  const { width, height } = pageSize(design.paper, design.orientation);
  const page = document.addPage([width, height]);
  const background = rgbOf(design.background_color);
  const accent = rgbOf(design.accent_color);
  const ink = rgbOf(inkFor(design.background_color));
  const muted: [number, number, number] = [ink[0] * 0.75 + background[0] * 0.25, ink[1] * 0.75 + background[1] * 0.25, ink[2] * 0.75 + background[2] * 0.25];

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(...background) });
  const backgroundImage = await embedImage(document, design.background_image);
  if (backgroundImage) {
    // Covers the page (cropped by the page edge), like CSS background-size: cover.
    const scale = Math.max(width / backgroundImage.width, height / backgroundImage.height);
    const w = backgroundImage.width * scale;
    const h = backgroundImage.height * scale;
    page.drawImage(backgroundImage, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
  }
  const margin = Math.min(width, height) * 0.04;
  page.drawRectangle({ x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin, borderColor: rgb(...accent), borderWidth: 3 });

  const inner = width - 4 * margin;
  let y = height - 2 * margin;
  const logo = await embedImage(document, design.logo);
  if (logo) {
    const size = fit(logo, width * 0.3, height * 0.1);
    y -= size.height;
    page.drawImage(logo, { x: (width - size.width) / 2, y, ...size });
    y -= height * 0.03;
  } else {
    y -= height * 0.04;
  }

  const titleSize = fitSize(text.title, bold, 28, inner);
  y -= titleSize;
  centered(page, text.title, y, bold, titleSize, accent);
  y -= height * 0.06;
  centered(page, WORDING.presented, y, regular, 12, muted);
  const nameSize = fitSize(text.holder, bold, 32, inner);
  y -= nameSize + height * 0.025;
  centered(page, text.holder, y, bold, nameSize, ink);
  y -= 8;
  page.drawLine({ start: { x: width * 0.3, y }, end: { x: width * 0.7, y }, thickness: 1, color: rgb(...accent) });
  y -= height * 0.045;
  for (const line of wrap(text.description, regular, 11, inner * 0.85, 3)) {
    centered(page, line, y, regular, 11, ink);
    y -= 15;
  }
  y -= 4;
  centered(page, WORDING.issued(text.issuerName, text.issueDate), y, regular, 11, ink);
  if (text.expiryDate) {
    y -= 15;
    centered(page, WORDING.validUntil(text.expiryDate), y, regular, 11, ink);
  }

  // The foot: the signatures in a row, and below them the ID on the left and the QR code on the right.
  const qrSize = Math.min(width, height) * 0.13;
  const foot = 2 * margin;
  const signatures = design.signatures.slice(0, 3);
  if (signatures.length > 0) {
    const slotWidth = Math.min(160, (width - 4 * margin) / signatures.length);
    const rowStart = (width - slotWidth * signatures.length) / 2;
    const lineY = foot + qrSize + 34;
    for (const [index, signature] of signatures.entries()) {
      const center = rowStart + slotWidth * index + slotWidth / 2;
      const image = await embedImage(document, signature.image);
      if (image) {
        const size = fit(image, slotWidth * 0.8, height * 0.08);
        page.drawImage(image, { x: center - size.width / 2, y: lineY + 3, ...size });
      }
      page.drawLine({ start: { x: center - slotWidth * 0.4, y: lineY }, end: { x: center + slotWidth * 0.4, y: lineY }, thickness: 0.75, color: rgb(...ink) });
      const nameSize = fitSize(signature.name, bold, 10, slotWidth * 0.9, 6);
      page.drawText(signature.name, { x: center - bold.widthOfTextAtSize(signature.name, nameSize) / 2, y: lineY - 13, size: nameSize, font: bold, color: rgb(...ink) });
      const roleSize = fitSize(signature.role, regular, 9, slotWidth * 0.9, 6);
      page.drawText(signature.role, { x: center - regular.widthOfTextAtSize(signature.role, roleSize) / 2, y: lineY - 25, size: roleSize, font: regular, color: rgb(...muted) });
    }
  }

  // A scan is told from a typed or followed link in the issuer's insights.
  drawQr(page, `${text.verifyUrl}?via=qr`, width - foot - qrSize, foot, qrSize, [0, 0, 0]);
  const idText = WORDING.id(text.certificateId);
  page.drawText(idText, { x: foot, y: foot + 14, size: fitSize(idText, regular, 9, width * 0.35, 6), font: regular, color: rgb(...ink) });
  const verifyText = WORDING.verify(text.verifyUrl);
  page.drawText(verifyText, { x: foot, y: foot, size: fitSize(verifyText, regular, 8, width * 0.35, 5), font: regular, color: rgb(...muted) });

  return document.save();
}

/** Draws one throw-away certificate, so that the fonts are read and the code paths compiled. */
export async function warmUp(): Promise<void> {
  await drawCertificatePdf(
    { background_color: '#ffffff', accent_color: '#1c7ed6', paper: 'A4', orientation: 'landscape', signatures: [{ name: 'Warm', role: 'Up' }] },
    { holder: 'Warm Up', title: 'Warm-up', description: '', issuerName: 'GX', issueDate: '2026-01-01', expiryDate: '', certificateId: 'WARM-UP', verifyUrl: 'https://warm-up.invalid/verify/WARM-UP' },
  );
}
