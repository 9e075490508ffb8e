/**
 * A signed verification receipt from PocketBase (`POST /api/gx/receipts`): the issuer's own
 * checks of what this page checked, as a VCDM 2.0 credential with its eddsa-rdfc-2022 proof.
 */
import { backend } from 'shared-ui';

export type ReceiptSubject = { certificateId: string } | { credential: Record<string, unknown> };

export interface ReceiptFinding {
  check: string;
  result: 'passed' | 'failed' | 'unknown';
  detail: string;
}

export interface Receipt {
  id: string;
  credentialSubject: {
    checkedAt: string;
    checkedBy: string;
    method: 'certificate-id' | 'credential-file';
    outcome: 'valid' | 'not valid';
    checkedCredential: { credentialId?: string; name?: string; holder?: string; issuerName?: string; issuerId?: string; issued?: string; expires?: string; documentHash: string };
    findings: ReceiptFinding[];
  };
  [key: string]: unknown;
}

export async function requestReceipt(subject: ReceiptSubject): Promise<Receipt> {
  const pb = await backend();
  const body = 'certificateId' in subject ? { certificate_id: subject.certificateId } : { credential: subject.credential };
  const response = await fetch(pb.buildUrl('/api/gx/receipts'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as Partial<Receipt> & { message?: string };
  if (!response.ok || !answer.credentialSubject) throw new Error(answer.message ?? `The receipt could not be made (HTTP ${response.status}).`);
  return answer as Receipt;
}

/** "verification-receipt-<checked at, to the second>.json". */
export function receiptFileName(receipt: Receipt): string {
  return `verification-receipt-${receipt.credentialSubject.checkedAt.replace(/[:]/g, '-').replace(/Z$/, '')}.json`;
}
