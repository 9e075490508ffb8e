/**
 * A verification receipt: what the site checked, when, and what each check found, as a VCDM 2.0
 * credential the issuer signs like its certificates (eddsa-rdfc-2022, the issuer's did:web key), so
 * that whoever keeps it can show later, offline, what was seen. The checks are run here, on the
 * credential and status list PocketBase hands over, never taken from the visitor's browser: the
 * issuer only signs findings it made itself.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DidDocument } from './contexts';
import { checkCredential, isRevoked, type Check } from './verify';

type Json = Record<string, unknown>;

/**
 * The receipt's own terms, inline (nothing to fetch, for our verifier or anyone's): with the VC 2.0
 * context alone, JSON-LD safe mode refuses the subject's terms as undefined, and a term that does
 * not expand would be left out of the signature.
 */
export const RECEIPT_CONTEXT = { '@vocab': 'urn:gx:verification-receipt#' } as const;

export type ReceiptMethod = 'certificate-id' | 'credential-file';

export interface ReceiptInput {
  /** The credential that was checked, exactly as checked. */
  credential: Json;
  /** Its status list credential, when PocketBase holds it (our own lists). */
  statusList?: Json;
  method: ReceiptMethod;
}

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const result = (check: Check) => (check.passed === true ? 'passed' : check.passed === false ? 'failed' : 'unknown');

/** sha256-<base64> of the document's JSON, as the receipt names what it speaks of. */
export function documentDigest(document: Json): string {
  return `sha256-${createHash('sha256').update(JSON.stringify(document)).digest('base64')}`;
}

async function statusCheck(credential: Json, statusList: Json | undefined, didDocument: DidDocument): Promise<Check> {
  if (!credential.credentialStatus) return { passed: null, sentence: 'It names no status list.' };
  if (!statusList) return { passed: null, sentence: 'Its status list is not one of this issuer’s, so it could not be read.' };
  try {
    return (await isRevoked(credential, statusList, didDocument))
      ? { passed: false, sentence: 'The issuer has revoked it.' }
      : { passed: true, sentence: `It is not revoked (status list signed ${String(statusList.validFrom ?? '').slice(0, 10) || 'by the issuer'}).` };
  } catch (error) {
    return { passed: false, sentence: error instanceof Error ? error.message : String(error) };
  }
}

/** The unsigned receipt of checking `input.credential` now, by the issuer of `didDocument`, on `site`. */
export async function verificationReceipt(input: ReceiptInput, didDocument: DidDocument, site: string, now = new Date()): Promise<Json> {
  const credential = input.credential;
  const checks = await checkCredential(credential, didDocument, now);
  const status = await statusCheck(credential, input.statusList, didDocument);
  const digest = documentDigest(credential);
  const findings = [
    { check: 'Signature', ...checks.signature },
    { check: 'Issuer key', ...checks.issuerKey },
    { check: 'Status list', ...status },
    { check: 'Dates', ...checks.dates },
    { check: 'Document hash', passed: true, sentence: `The checked document’s SHA-256 is ${digest}.` },
  ].map(({ check, passed, sentence }) => ({ type: 'CheckFinding', check, result: result({ passed, sentence }), detail: sentence }));
  const valid = findings.every((finding) => finding.result === 'passed');
  const issuer = asObject(credential.issuer);
  const checkedAt = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const subject = asObject(credential.credentialSubject);
  const holder = (Array.isArray(subject.identifier) ? (subject.identifier as Json[]) : []).find((identifier) => identifier.identityType === 'name');
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', RECEIPT_CONTEXT],
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'VerificationReceipt'],
    issuer: { id: didDocument.id, url: site },
    name: 'Verification receipt',
    description: `${site} checked a credential ${input.method === 'certificate-id' ? 'by its certificate ID' : 'from a file'} on ${checkedAt}.`,
    validFrom: checkedAt,
    credentialSubject: {
      type: 'CredentialVerification',
      checkedAt,
      checkedBy: site,
      method: input.method,
      outcome: valid ? 'valid' : 'not valid',
      checkedCredential: {
        type: 'CheckedCredential',
        ...(typeof credential.id === 'string' ? { credentialId: credential.id } : {}),
        ...(typeof credential.name === 'string' ? { name: credential.name } : {}),
        ...(holder && typeof holder.identityHash === 'string' ? { holder: holder.identityHash } : {}),
        issuerId: typeof credential.issuer === 'string' ? credential.issuer : String(issuer.id ?? ''),
        ...(typeof issuer.name === 'string' ? { issuerName: issuer.name } : {}),
        ...(typeof credential.validFrom === 'string' ? { issued: credential.validFrom } : {}),
        ...(typeof credential.validUntil === 'string' ? { expires: credential.validUntil } : {}),
        documentHash: digest,
      },
      findings,
    },
  };
}
