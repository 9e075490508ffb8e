/**
 * The certificate as the holder's pages use it, and the pure rules about it: status, badge
 * colours, summary arithmetic, dates and stored text. No React, no network: unit-tested alone.
 */

export type CertificateStatus = 'active' | 'expired' | 'revoked';

/** A record of the `certificates` collection (pocketbase/README.md, "Certificates"). */
export interface CertificateRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  title: string;
  description: string;
  certificate_id: string;
  issue_date: string;
  expiry_date: string;
  issuer_name: string;
  verification_status: string;
  file: string;
  revoked_at: string;
  revocation_reason: string;
  verification_count: number;
}

/**
 * The status to show. The server stores `expired` for a past-expiry certificate only in its
 * nightly job, while verification reports it at once: the dashboard follows verification, so a
 * holder never sees 'active' on a certificate that verifies as expired.
 */
export function effectiveStatus(
  certificate: Pick<CertificateRecord, 'verification_status' | 'expiry_date'>,
  now: Date = new Date(),
): string {
  const status = certificate.verification_status || 'active';
  if (status !== 'active' || !certificate.expiry_date) return status;
  const expiry = parseServerDate(certificate.expiry_date);
  return expiry && expiry.getTime() < now.getTime() ? 'expired' : status;
}

/** Spec §4: active green, expired red, revoked grey, any other value blue. */
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

export interface CertificateSummary {
  total: number;
  active: number;
  /** The issue date of the newest certificate (the list is newest first), or null. */
  latestIssueDate: string | null;
}

/** Spec §2: the three summary cards. `certificates` is ordered newest issue date first. */
export function summarize(
  certificates: ReadonlyArray<Pick<CertificateRecord, 'verification_status' | 'expiry_date' | 'issue_date'>>,
  now: Date = new Date(),
): CertificateSummary {
  return {
    total: certificates.length,
    active: certificates.filter((certificate) => effectiveStatus(certificate, now) === 'active').length,
    latestIssueDate: certificates[0]?.issue_date || null,
  };
}

/**
 * PocketBase dates are `YYYY-MM-DD HH:MM:SS.sssZ` in UTC (a space, not ISO's `T`). Returns null for
 * an empty or malformed value.
 */
export function parseServerDate(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const longUsDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Spec §2: long US dates ('March 5, 2026'). Formatted in UTC: the server stores midnight UTC, which
 * is the previous evening west of Greenwich, and the day must not shift with the reader's zone.
 */
export function formatLongDate(value: string): string {
  const date = parseServerDate(value);
  return date ? longUsDate.format(date) : '';
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Certificate text is stored HTML-escaped (pocketbase/README.md, "Stored text"). Decodes exactly
 * those five entities, in one pass so that `&amp;lt;` becomes the text `&lt;`, not `<`; the result
 * is rendered as text, never as HTML.
 */
export function decodeStoredText(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** 'Verified 3 times' (issue 9); a certificate nobody has checked yet says so. */
export function verificationCountText(count: number): string {
  if (!count) return 'Not verified yet';
  return count === 1 ? 'Verified once' : `Verified ${count} times`;
}

/** The public verification page of a certificate, on the site's own origin. */
export function verificationUrl(origin: string, certificateId: string): string {
  return `${origin.replace(/\/+$/, '')}/verify/${encodeURIComponent(certificateId)}`;
}
