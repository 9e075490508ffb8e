/**
 * The signed Open Badges credential of a certificate (pocketbase/README.md, "Signed
 * credentials"): public, by certificate ID, from PocketBase.
 */
import { backend } from 'shared-ui';
import { certificateFileName, saveBlob } from 'shared-ui/certificate';
import type { DidDocument } from 'gx-signer/contexts';

export type SignedCredential = Record<string, unknown>;

export class CredentialPendingError extends Error {
  constructor() {
    super('The signed credential is being prepared. Please try again in a minute.');
  }
}

export async function fetchCredential(certificateId: string): Promise<SignedCredential> {
  const pb = await backend();
  const response = await fetch(pb.buildUrl(`/api/gx/credentials/${encodeURIComponent(certificateId)}`));
  if (response.status === 503) throw new CredentialPendingError();
  if (!response.ok) throw new Error(`The credential could not be downloaded (HTTP ${response.status}).`);
  return (await response.json()) as SignedCredential;
}

/**
 * The issuer's DID document (the keys that sign credentials), as the /verify page's data: the
 * render server puts it in the page, and a page drawn in the browser loads it when it opens.
 */
export const ISSUER_DOCUMENT_PATH = '/api/gx/credential-issuer';

/** A DID document, or nothing: an answer of another shape (the server's not-found) is not one. */
export function asDidDocument(value: unknown): DidDocument | undefined {
  const candidate = value as Partial<DidDocument> | undefined;
  return candidate && typeof candidate.id === 'string' && Array.isArray(candidate.verificationMethod) && Array.isArray(candidate.assertionMethod)
    ? (candidate as DidDocument)
    : undefined;
}

export async function fetchIssuerDocument(): Promise<DidDocument | undefined> {
  const pb = await backend();
  const response = await fetch(pb.buildUrl(ISSUER_DOCUMENT_PATH));
  if (!response.ok) throw new Error(`The issuer's keys could not be loaded (HTTP ${response.status}).`);
  return asDidDocument(await response.json());
}

/** "<title> - <certificate id>.credential.json", without characters that file systems refuse. */
export function credentialFileName(title: string, certificateId: string): string {
  return certificateFileName(title, certificateId, '.credential.json');
}

/** Saves the credential exactly as served (the signature covers its content). */
export function saveCredential(credential: SignedCredential, fileName: string): void {
  saveBlob(new Blob([`${JSON.stringify(credential, null, 2)}\n`], { type: 'application/json' }), fileName);
}
