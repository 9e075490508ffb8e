/**
 * The certificates remote's calls to PocketBase (pocketbase/README.md, "Certificates" and
 * "GET /api/gx/verify/:certificateId"). Pages call these; none of them touches React.
 */
import { ClientResponseError } from 'pocketbase';
import { backend, backendUrl } from 'shared-ui';
import type { Orientation, Paper } from 'shared-ui/certificate-layout';
import type { CertificateRecord } from './model';

/**
 * The signed-in user's own certificates, newest issue date first (docs/rules.md#calls). The collection's list
 * rule lets an admin read everybody's, so the holder is named explicitly: the dashboard shows only
 * the user's own.
 */
export async function listOwnCertificates(userId: string): Promise<CertificateRecord[]> {
  const pb = await backend();
  return pb.collection('certificates').getFullList<CertificateRecord>({
    sort: '-issue_date,-created',
    filter: pb.filter('user = {:userId}', { userId }),
  });
}

/** A certificate with its recipient's profile joined (`expand: 'profile'`). */
export type CertificateWithHolder = CertificateRecord & {
  expand?: { profile?: { first_name?: string; last_name?: string; email?: string } };
};

/**
 * One certificate by its public ID, with the recipient's profile, as the API rules allow: the
 * holder's own, or any for an admin. Null when there is none the user may see.
 */
export async function findCertificate(certificateId: string): Promise<CertificateWithHolder | null> {
  const pb = await backend();
  try {
    return await pb
      .collection('certificates')
      .getFirstListItem<CertificateWithHolder>(pb.filter('certificate_id = {:id}', { id: certificateId.toUpperCase() }), {
        expand: 'profile',
      });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

/** The design a certificate was issued with (GET /api/gx/certificates/:id/design); images by path. */
export interface CertificateDesign {
  template: { name: string; version: number } | null;
  background_color: string;
  accent_color: string;
  paper: Paper;
  orientation: Orientation;
  logo: string;
  background_image: string;
  signatures: Array<{ name: string; role: string; image: string }>;
}

/** The certificate's design, or null when it cannot be read (the built-in design is drawn then). */
export async function fetchDesign(certificateId: string): Promise<CertificateDesign | null> {
  try {
    const response = await fetch(backendUrl(`/api/gx/certificates/${encodeURIComponent(certificateId)}/design`));
    return response.ok ? ((await response.json()) as CertificateDesign) : null;
  } catch {
    return null;
  }
}

/** The public verification answer (pocketbase/README.md). Dates may be "". */
export interface VerificationResult {
  certificate_id: string;
  title: string;
  issue_date: string;
  expiry_date: string;
  verification_status: string;
  issuer_name: string;
  holder_name: string;
  revoked_at: string;
  revocation_reason: string;
  /** Whether the certificate's document is a drawn PDF anyone may download (not an uploaded file). */
  has_pdf?: boolean;
  rate_limited: boolean;
}

export type VerificationOutcome =
  | { kind: 'found'; result: VerificationResult }
  | { kind: 'not_found' }
  | { kind: 'rate_limited' }
  /** The server answered with an error (docs/rules.md#errors "An error occurred during verification…"). */
  | { kind: 'server_error' }
  /** No answer at all, or one we could not read (docs/rules.md#errors "An unexpected error occurred…"). */
  | { kind: 'exception' };

/** Asks the server about an ID that is already trimmed and upper-cased (docs/rules.md#validation). */
export async function verifyCertificate(certificateId: string): Promise<VerificationOutcome> {
  try {
    const result = await (await backend()).send<VerificationResult>(`/api/gx/verify/${encodeURIComponent(certificateId)}`, {
      method: 'GET',
    });
    if (result.rate_limited) return { kind: 'rate_limited' };
    if (!result.certificate_id) return { kind: 'not_found' };
    return { kind: 'found', result };
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status === 0) return { kind: 'exception' };
    if (error.status === 429) return { kind: 'rate_limited' };
    if (error.status === 404) return { kind: 'not_found' };
    return { kind: 'server_error' };
  }
}
