/**
 * The certificate design's geometry and words, shared by the drawn PDF (gx-signer certificate-pdf.ts),
 * the printable page and the template editor's preview (CertificateSheet), so that all three show
 * the same layout. No Node or browser APIs here.
 */

export type Paper = 'A4' | 'Letter';
export type Orientation = 'landscape' | 'portrait';

/** Page sizes in PDF points (1/72 in): A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
const PORTRAIT: Record<Paper, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };

export function pageSize(paper: Paper, orientation: Orientation): { width: number; height: number } {
  const [short, long] = PORTRAIT[paper] ?? PORTRAIT.A4;
  return orientation === 'portrait' ? { width: short, height: long } : { width: long, height: short };
}

/** The CSS @page size keyword for the same paper. */
export const cssPageSize = (paper: Paper, orientation: Orientation) => `${paper === 'Letter' ? 'letter' : 'A4'} ${orientation}`;

export const DEFAULT_DESIGN = {
  background_color: '#ffffff',
  accent_color: '#1c7ed6',
  paper: 'A4' as Paper,
  orientation: 'landscape' as Orientation,
};

/** Hex colour (#rrggbb) to 0..1 channels; a malformed value reads as black. */
export function rgbOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return [0, 0, 0];
  return [parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255];
}

/** Dark text on a light background, light text on a dark one (relative luminance). */
export function inkFor(background: string): string {
  const [r, g, b] = rgbOf(background).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#1a1b1e' : '#ffffff';
}

/** "2026-01-15" (or a stored date) → "January 15, 2026": the site's long US dates, the same on the PDF and the page. */
export function longDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[Number(match[2]) - 1] ?? ''} ${Number(match[3])}, ${match[1]}`;
}

/** The certificate's words, in the order the layout draws them. */
export interface CertificateText {
  holder: string;
  title: string;
  description: string;
  issuerName: string;
  issueDate: string;
  expiryDate: string;
  certificateId: string;
  verifyUrl: string;
}

export const WORDING = {
  presented: 'This certifies that',
  issued: (issuer: string, date: string) => `Issued by ${issuer} on ${longDate(date)}`,
  validUntil: (date: string) => `Valid until ${longDate(date)}`,
  id: (id: string) => `Certificate ID: ${id}`,
  verify: (url: string) => `Verify at ${url}`,
};
