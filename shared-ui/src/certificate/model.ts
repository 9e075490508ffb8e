/**
 * The certificate as both remotes read it (the holder's pages in mfe-certificates, the admin
 * page in mfe-admin), and the pure rules about it: statuses and their colours, dates, stored
 * text, the downloaded file's name. No React, no network.
 *
 * Expiry is not decided here: the server answers every read with the status a certificate has
 * now (pocketbase/pb_hooks/lib/certificates.js statusNow), and the browser shows that status.
 */
import type { RecordModel } from 'pocketbase';

/** docs/rules.md#accounts-and-certificates: the statuses a certificate may have. */
export const CERTIFICATE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The recipient's profile, joined by the admin list (`expand: 'profile'`). */
export interface CertificateHolder {
  user?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** A record of the `certificates` collection (pocketbase/README.md, "Certificates"). */
export interface CertificateRecord extends RecordModel {
  title: string;
  description: string;
  certificate_id: string;
  user: string;
  issue_date: string;
  expiry_date: string;
  issuer_name: string;
  verification_status: string;
  file: string;
  revoked_at: string;
  revocation_reason: string;
  revoked_by_email?: string;
  verification_count?: number;
  /** The template version it was issued from; empty for the built-in design. */
  template?: string;
  /** The PDF drawn at issue for a certificate without an uploaded file (served publicly). */
  document?: string;
  expand?: { profile?: CertificateHolder };
}

/** The public path of a certificate's drawn PDF (on PocketBase's API; none when a file was uploaded). */
export function certificatePdfPath(certificateId: string): string {
  return `/api/gx/certificates/${encodeURIComponent(certificateId)}/certificate.pdf`;
}

/** docs/rules.md#states: active green, expired red, revoked grey, any other value blue. */
export function statusColor(status: string): 'green' | 'red' | 'gray' | 'blue' {
  switch (status) {
    case 'active':
      return 'green';
    case 'expired':
      return 'red';
    case 'revoked':
      return 'gray';
    default:
      return 'blue';
  }
}

/** The badge text: the status with a capital letter ('Active'); an empty status reads 'Unknown'. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/**
 * PocketBase dates are `YYYY-MM-DD HH:MM:SS.sssZ` in UTC (a space, not ISO's `T`). Returns null for
 * an empty or malformed value.
 */
export function parseServerDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The formatters are built on first use, not when this module loads: a page's first Intl object
 * is a long main-thread task (docs/decisions.md#no-intl-at-start-up), and this module is loaded by
 * pages that never show a date (the contact form and /verify, through the shared rules).
 */
let longUsDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/**
 * docs/rules.md#screens: long US dates ('March 5, 2026'). Formatted in UTC: the server stores midnight UTC, which
 * is the previous evening west of Greenwich, and the day must not shift with the reader's zone.
 */
export function formatLongDate(value: string | undefined | null): string {
  const date = parseServerDate(value);
  if (!date) return '';
  longUsDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longUsDate.format(date);
}

/** A moment (a revocation, a role change, a message) with its time, in UTC so all readers agree. */
export function formatDateTime(value: string | undefined | null): string {
  const date = parseServerDate(value);
  if (!date) return '';
  dateTime ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  return dateTime.format(date);
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Free text is stored HTML-escaped (pocketbase/README.md, "Stored text"). Decodes exactly those
 * five entities, in one pass so that `&amp;lt;` becomes the text `&lt;`, not `<`; the result is
 * rendered as text, never as HTML.
 */
export function decodeStoredText(value: string | undefined | null): string {
  return (value ?? '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/**
 * The name a file of a certificate is saved under: "<title> - <certificate id><ending>", without
 * the characters file systems refuse, at most 120 characters of title, "Certificate" when nothing
 * of it is left.
 */
export function certificateFileName(title: string, certificateId: string, ending: string): string {
  const safeTitle = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${safeTitle || 'Certificate'} - ${certificateId}${ending}`;
}

/** The name a downloaded certificate file is saved under: its ending is the stored file's. */
export function downloadFileName(title: string, certificateId: string, storedName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(storedName)?.[1]?.toLowerCase() ?? 'pdf';
  return certificateFileName(title, certificateId, `.${extension}`);
}
