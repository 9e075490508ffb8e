/**
 * Checking a credential against the issuer's DID document, in Node (tests) and in the browser
 * (the /verify page's file check), offline: the contexts are bundled and the DID document is
 * passed in. The result names each check a visitor sees: Signature, Issuer key, Dates, Status.
 */
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { documentLoader, type DidDocument } from './contexts';

export interface Check {
  /** true passed, false failed, null could not be decided (e.g. status while offline). */
  passed: boolean | null;
  sentence: string;
}

export interface CredentialChecks {
  signature: Check;
  issuerKey: Check;
  dates: Check;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const proofsOf = (credential: Json): Json[] => (Array.isArray(credential.proof) ? credential.proof : [credential.proof]).map(asObject);
const issuerId = (credential: Json): string => (typeof credential.issuer === 'string' ? credential.issuer : String(asObject(credential.issuer).id ?? ''));

/** The issuer must be ours and the proof's key one of our published, unrevoked assertion keys. */
export function checkIssuerKey(credential: Json, didDocument: DidDocument): Check {
  const issuer = issuerId(credential);
  if (issuer !== didDocument.id) {
    return { passed: false, sentence: `This credential names another issuer (${issuer || 'none'}), not ${didDocument.id}.` };
  }
  const methods = proofsOf(credential).map((proof) => String(proof.verificationMethod ?? ''));
  const method = didDocument.verificationMethod.find((candidate) => methods.includes(candidate.id));
  if (!method) return { passed: false, sentence: 'It was signed with a key the issuer has never published.' };
  if (method.revoked) {
    return { passed: false, sentence: `It was signed with a key the issuer withdrew on ${method.revoked.slice(0, 10)} as compromised.` };
  }
  if (!didDocument.assertionMethod.includes(method.id)) return { passed: false, sentence: 'The key that signed it is not one the issuer signs credentials with.' };
  return { passed: true, sentence: 'It was signed with one of the issuer’s published keys.' };
}

/** validFrom ≤ now ≤ validUntil (validUntil optional). */
export function checkDates(credential: Json, now = new Date()): Check {
  const from = Date.parse(String(credential.validFrom ?? ''));
  const until = credential.validUntil === undefined ? undefined : Date.parse(String(credential.validUntil));
  if (Number.isNaN(from)) return { passed: false, sentence: 'It has no valid start date.' };
  if (from > now.getTime()) return { passed: false, sentence: `It is not valid before ${new Date(from).toISOString().slice(0, 10)}.` };
  if (until !== undefined && (Number.isNaN(until) || until < now.getTime())) {
    return { passed: false, sentence: `It expired on ${Number.isNaN(until) ? 'an unreadable date' : new Date(until).toISOString().slice(0, 10)}.` };
  }
  return { passed: true, sentence: until === undefined ? 'It is valid and does not expire.' : `It is valid until ${new Date(until).toISOString().slice(0, 10)}.` };
}

/** Whether the Data Integrity proof verifies with the bundled contexts and the given DID document. */
export async function verifySignature(credential: Json, didDocument: DidDocument): Promise<boolean> {
  try {
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: documentLoader([didDocument]),
      // Status is its own check (it needs the network); validity dates too.
      checkStatus: async () => ({ verified: true }),
      now: new Date(Date.parse(String(credential.validFrom ?? '')) || Date.now()),
    });
    return result.verified === true;
  } catch {
    return false;
  }
}

export async function checkCredential(credential: Json, didDocument: DidDocument, now = new Date()): Promise<CredentialChecks> {
  const issuerKey = checkIssuerKey(credential, didDocument);
  const signed = await verifySignature(credential, didDocument);
  return {
    signature: signed
      ? { passed: true, sentence: 'The content is exactly what the issuer signed.' }
      : { passed: false, sentence: 'The content does not match the issuer’s signature: it was changed or not signed by the issuer.' },
    issuerKey,
    dates: checkDates(credential, now),
  };
}

/**
 * Reads the credential's bit from a status list credential, after checking that list's own
 * signature and issuer. Returns true when revoked.
 */
export async function isRevoked(credential: Json, listCredential: Json, didDocument: DidDocument): Promise<boolean> {
  const entry = asObject(credential.credentialStatus);
  if (listCredential.id !== entry.statusListCredential) throw new Error('The status list is not the one this credential names.');
  if (issuerId(listCredential) !== didDocument.id || !(await verifySignature(listCredential, didDocument))) {
    throw new Error('The status list is not signed by the issuer.');
  }
  const bits = await decodeBitstring(String(asObject(listCredential.credentialSubject).encodedList ?? ''));
  const index = Number(entry.statusListIndex);
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) throw new Error('The status index is outside the list.');
  // Bit 0 is the most significant bit of the first byte (Bitstring Status List, section 3.1).
  return ((bits[index >> 3]! >> (7 - (index & 7))) & 1) === 1;
}

/**
 * encodedList: multibase base64url ("u…") of the GZIP-compressed bitstring. Decoded with the
 * platform's DecompressionStream (browsers, Node 18+) rather than the status-list library, whose
 * pako would add about 15 KB gzip to the browser's verifier; the signer's tests check both agree.
 */
async function decodeBitstring(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('The status list is not base64url multibase.');
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const compressed = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
