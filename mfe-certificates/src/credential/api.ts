/**
 * The signed Open Badges credential of a certificate (pocketbase/README.md, "Signed
 * credentials"): public, by certificate ID, from PocketBase.
 */
import { backend } from 'shared-ui';

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

/** "<title> - <certificate id>.credential.json", without characters that file systems refuse. */
export function credentialFileName(title: string, certificateId: string): string {
  const safeTitle = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${safeTitle || 'Certificate'} - ${certificateId}.credential.json`;
}

/** Saves the credential exactly as served (the signature covers its content). */
export function saveCredential(credential: SignedCredential, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(credential, null, 2)}\n`], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoking at once can cancel the save in some browsers; a minute is plenty.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
