/**
 * The issuer's did:web identifier and DID document. did:web names the site's origin, with a
 * port's colon percent-encoded: http://localhost:3000 is did:web:localhost%3A3000, resolved at
 * http://localhost:3000/.well-known/did.json.
 */
import { DID_CONTEXT, MULTIKEY_CONTEXT, type DidDocument } from './contexts';

export function didWebFromSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.pathname !== '/' && url.pathname !== '') throw new Error(`The site URL must be an origin, not ${siteUrl}`);
  return `did:web:${url.host.replace(':', '%3A')}`;
}

export interface PublicKey {
  /** The key's fragment, e.g. key-1. */
  id: string;
  publicKeyMultibase: string;
  revoked?: string;
}

/**
 * Every key ever used stays listed, so credentials signed before a rotation keep verifying; a
 * revoked key is kept (marked with `revoked`) but leaves assertionMethod, so what it signed fails.
 */
export function didDocument(did: string, keys: ReadonlyArray<PublicKey>): DidDocument {
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: keys.map((key) => ({
      id: `${did}#${key.id}`,
      type: 'Multikey' as const,
      controller: did,
      publicKeyMultibase: key.publicKeyMultibase,
      ...(key.revoked ? { revoked: key.revoked } : {}),
    })),
    assertionMethod: keys.filter((key) => !key.revoked).map((key) => `${did}#${key.id}`),
  };
}
