/**
 * The certificate as the holder's pages use it. The model both remotes share (statuses and
 * colours, dates, stored text, the downloaded file) is shared-ui/certificate; what is here is the
 * holder's own: the summary cards, the verification count and the public link.
 *
 * The status shown is the one the server answers with: it reports an active certificate past its
 * expiry date as expired on every read (pocketbase/pb_hooks/lib/certificates.js statusNow), so the
 * browser never decides expiry itself.
 */
import { formatLongDate as longDate, type CertificateRecord } from 'shared-ui/certificate';

export {
  decodeStoredText,
  formatLongDate,
  parseServerDate,
  statusColor,
  statusLabel,
  type CertificateRecord,
  type CertificateStatus,
} from 'shared-ui/certificate';

export interface CertificateSummary {
  total: number;
  active: number;
  /** The issue date of the newest certificate (the list is newest first), or null. */
  latestIssueDate: string | null;
}

/** docs/rules.md#dashboard: the three summary cards. `certificates` is ordered newest issue date first. */
export function summarize(certificates: ReadonlyArray<Pick<CertificateRecord, 'verification_status' | 'issue_date'>>): CertificateSummary {
  return {
    total: certificates.length,
    active: certificates.filter((certificate) => certificate.verification_status === 'active').length,
    latestIssueDate: certificates[0]?.issue_date || null,
  };
}

/** 'Verified 3 times'; a certificate nobody has checked yet says so. */
export function verificationCountText(count: number | undefined): string {
  if (!count) return 'Not verified yet';
  return count === 1 ? 'Verified once' : `Verified ${count} times`;
}

/** What a QR code of the certificate opens: its verification page, telling the scan apart. */
export function qrVerificationUrl(origin: string, certificateId: string): string {
  return `${verificationUrl(origin, certificateId)}?via=qr`;
}

/** The holder's line: how often others (not the holder, not an admin) verified it, and when last. */
export function verifiedByOthersText(count: number, lastDay: string): string {
  if (!count) return 'Not verified by others yet';
  const times = count === 1 ? 'once' : `${count} times`;
  return lastDay ? `Verified by others ${times}, last on ${longDate(`${lastDay} 00:00:00.000Z`)}` : `Verified by others ${times}`;
}

/** The public verification page of a certificate, on the site's own origin. */
export function verificationUrl(origin: string, certificateId: string): string {
  return `${origin.replace(/\/+$/, '')}/verify/${encodeURIComponent(certificateId)}`;
}
