/**
 * The link-preview image of a shared verification link: GET /og/verify/{certificateId}.png, a
 * 1200×630 PNG (Open Graph and Twitter's large card) with the certificate's title, holder, issuer,
 * issue date and status in the site's colours, named by /verify/{id}'s og:image. Drawn here, on
 * the server: satori lays the card out as SVG, resvg renders it. Images are kept by what they show
 * (the certificate's data and its status as of now), so a revocation or an expiry draws a new one
 * at the next request, and a popular link is drawn once. An unknown ID is sent to the site's
 * generic image.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type http from 'node:http';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori from 'satori';
import { forwardedFor } from 'render-server/visitor';
import { decodeStoredText, formatLongDate, statusLabel } from 'shared-ui/certificate';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PREVIEW_PATH = /^\/og\/verify\/([A-Za-z0-9-]{1,64})\.png$/;
/** The site's own preview image (shell/public), for IDs that name no certificate. */
export const GENERIC_IMAGE_PATH = '/og-image.png';

/** The public preview data PocketBase answers (pb_hooks/previews.pb.js). */
export interface PreviewData {
  certificate_id: string;
  title: string;
  holder_name: string;
  issuer_name: string;
  issue_date: string;
  expiry_date: string;
  verification_status: string;
}

/** Preview path of a certificate, for the page's og:image (made absolute from the site URL). */
export function previewPath(certificateId: string): string {
  return `/og/verify/${encodeURIComponent(certificateId)}.png`;
}

const resolveFrom = createRequire(import.meta.url);
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;
const loadFonts = () =>
  (fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(resolveFrom.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  })));

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, ...children: Array<Node | string>): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

// The theme's primary blue and accent orange (shared-ui/src/theme.ts) and the status colours.
const BLUE = '#3449c5';
const ORANGE = '#ff9e1b';
const STATUS_COLOURS: Record<string, { fg: string; bg: string }> = {
  active: { fg: '#1b6e33', bg: '#d3f9d8' },
  revoked: { fg: '#a51d1d', bg: '#ffe3e3' },
  expired: { fg: '#8a4100', bg: '#fff3bf' },
};

function card(data: PreviewData): Node {
  const status = STATUS_COLOURS[data.verification_status] ?? { fg: '#343a40', bg: '#e9ecef' };
  const title = decodeStoredText(data.title);
  const fact = (label: string, value: string) =>
    h('div', { display: 'flex', flexDirection: 'column', marginRight: 48 }, h('div', { fontSize: 22, color: '#6c757d', textTransform: 'uppercase', letterSpacing: 1 }, label), h('div', { fontSize: 30, color: '#212529', marginTop: 6 }, value));
  const facts = [fact('Issued by', decodeStoredText(data.issuer_name)), fact('Issued', formatLongDate(data.issue_date))];
  if (data.expiry_date) facts.push(fact(data.verification_status === 'expired' ? 'Expired' : 'Expires', formatLongDate(data.expiry_date)));
  return h(
    'div',
    { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, display: 'flex', backgroundImage: `linear-gradient(135deg, ${BLUE}, ${ORANGE})`, fontFamily: 'Inter' },
    h(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, margin: 44, background: '#ffffff', borderRadius: 24, padding: '48px 56px' },
      h(
        'div',
        { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
        h('div', { fontSize: 26, fontWeight: 700, color: BLUE }, 'GX Academy · Certificate verification'),
        h('div', { fontSize: 28, fontWeight: 700, color: status.fg, background: status.bg, borderRadius: 999, padding: '8px 24px' }, statusLabel(data.verification_status)),
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column' },
        h('div', { fontSize: title.length > 48 ? 52 : 64, fontWeight: 700, color: '#212529', lineHeight: 1.1, maxHeight: 150, overflow: 'hidden' }, title),
        h('div', { fontSize: 34, color: '#495057', marginTop: 18 }, data.holder_name ? `Awarded to ${data.holder_name}` : 'Certificate'),
      ),
      h('div', { display: 'flex' }, ...facts),
    ),
  );
}

/** The PNG of a certificate's preview card. */
export async function renderPreview(data: PreviewData): Promise<Buffer> {
  const svg = await satori(card(data) as Parameters<typeof satori>[0], { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
}

export function certificatePreview(o: { pocketbaseUrl: string }): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> {
  // About 100 KB an image: the last few hundred shared certificates.
  const images = new LRUCache<string, Buffer>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (png) => png.length });
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = PREVIEW_PATH.exec((req.url ?? '/').split('?')[0] ?? '/');
    if (!match) return false;
    const generic = () => {
      res.writeHead(302, { Location: GENERIC_IMAGE_PATH, 'Cache-Control': 'public, max-age=300' });
      res.end();
      return true;
    };
    let data: PreviewData;
    try {
      const answer = await fetch(`${o.pocketbaseUrl}/api/gx/previews/${encodeURIComponent(match[1]!)}`, {
        headers: { 'x-forwarded-for': forwardedFor(req) },
        signal: AbortSignal.timeout(5_000),
      });
      if (!answer.ok) return generic();
      data = (await answer.json()) as PreviewData;
    } catch {
      return generic();
    }
    const key = createHash('sha256').update(JSON.stringify(data)).digest('hex');
    let png = images.get(key);
    if (!png) {
      try {
        png = await renderPreview(data);
      } catch {
        return generic();
      }
      images.set(key, png);
    }
    // Crawlers keep it briefly: a revocation shows in the next preview they fetch.
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Cache-Control': 'public, max-age=300', ETag: `"${key.slice(0, 32)}"` });
    res.end(req.method === 'HEAD' ? undefined : png);
    return true;
  };
}
