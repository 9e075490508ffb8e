/**
 * The /verify page's check of a credential file, in the browser and offline-first. This module
 * and the W3C VC libraries it brings load only when a visitor gives a file (a separate chunk).
 *   - The JSON-LD contexts are bundled (gx-signer/contexts): no network to check a signature.
 *   - The issuer's key document comes with the page (its data, from the same signer as
 *     /.well-known/did.json): the keys current when the page was served are the offline baseline,
 *     so even a first check with the network cut knows them. A credential signed with a newer key
 *     (a rotation since) has the current document fetched from /.well-known/did.json when online,
 *     kept in the browser's storage for later offline checks.
 *   - The status list is fetched when online; offline, the last copy says "not revoked as of …"
 *     and the status is shown as unknown.
 */
import { checkCredential, isRevoked, type Check } from 'gx-signer/verify';
import type { DidDocument } from 'gx-signer/contexts';

export type { Check };

export interface FileVerification {
  /** The credential's name, when it has one. */
  name: string;
  checks: { signature: Check; issuerKey: Check; dates: Check; status: Check };
  /** Whether a dropped PDF is the credential's file (its digest); absent when none was given. */
  file?: Check;
  valid: boolean;
}

type Json = Record<string, unknown>;
const DID_KEY = 'gx:credential-verifier:did-document';
const statusKey = (url: string) => `gx:credential-verifier:status:${url}`;

interface Pinned<T> {
  value: T;
  fetchedAt: string;
}

function readPinned<T>(key: string): Pinned<T> | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Pinned<T>) : undefined;
  } catch {
    return undefined;
  }
}

function pin<T>(key: string, value: T): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, fetchedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the check still runs, only offline reuse is lost.
  }
}

/** did:web of the site's origin (http://localhost:3000 → did:web:localhost%3A3000). */
export function issuerDidOf(origin: string): string {
  return `did:web:${new URL(origin).host.replace(':', '%3A')}`;
}

const issuerOf = (credential: Json) => (typeof credential.issuer === 'string' ? credential.issuer : String((credential.issuer as Json | undefined)?.id ?? ''));
const keysOf = (credential: Json) => (Array.isArray(credential.proof) ? (credential.proof as Json[]) : [credential.proof as Json]).map((proof) => String(proof?.verificationMethod ?? ''));
/** Whether the document lists (published or withdrawn) every key the credential's proofs name. */
const knowsKeys = (document: DidDocument, credential: Json) =>
  keysOf(credential).every((key) => document.verificationMethod.some((method) => method.id === key));

/**
 * The issuer's key document to check `credential` with: the page's own copy when it knows the
 * signing key; otherwise (a key newer than the page's copy) the current document when online, or
 * the last one fetched. Undefined when none known here names the key: the checks are then unknown,
 * not failed, as the key may well be the issuer's.
 */
export async function issuerDocument(origin: string, credential: Json, pinned?: DidDocument): Promise<DidDocument | undefined> {
  const did = issuerDidOf(origin);
  const page = pinned?.id === did ? pinned : undefined;
  // Another issuer's credential fails the Issuer key check against our keys; nothing to look up.
  if (page && (issuerOf(credential) !== did || knowsKeys(page, credential))) return page;
  try {
    const response = await fetch(`${origin}/.well-known/did.json`, { cache: 'no-store' });
    if (response.ok) {
      const document = (await response.json()) as DidDocument;
      if (document.id === did) {
        pin(DID_KEY, document);
        return document;
      }
    }
  } catch {
    // Offline: the last copy fetched, below.
  }
  const copies = [readPinned<DidDocument>(DID_KEY)?.value, page].filter((copy): copy is DidDocument => copy?.id === did);
  return copies.find((copy) => knowsKeys(copy, credential)) ?? (issuerOf(credential) !== did ? copies[0] : undefined);
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

async function checkStatus(credential: Json, didDocument: DidDocument, origin: string): Promise<Check> {
  const entry = (credential.credentialStatus ?? {}) as Json;
  const url = String(entry.statusListCredential ?? '');
  if (!url.startsWith(`${origin}/`)) return { passed: false, sentence: 'It names no revocation list of this issuer.' };
  let fresh: Json | undefined;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) fresh = (await response.json()) as Json;
  } catch {
    fresh = undefined;
  }
  try {
    if (fresh) {
      const revoked = await isRevoked(credential, fresh, didDocument);
      pin(statusKey(url), fresh);
      return revoked
        ? { passed: false, sentence: 'The issuer has revoked this credential.' }
        : { passed: true, sentence: 'The issuer has not revoked it (checked just now).' };
    }
    const copy = readPinned<Json>(statusKey(url));
    if (!copy) return { passed: null, sentence: 'Unknown: the revocation list cannot be reached (offline?) and no earlier copy is kept.' };
    return (await isRevoked(credential, copy.value, didDocument))
      ? { passed: false, sentence: `The issuer had revoked it by ${when(copy.fetchedAt)} (last copy of the revocation list; offline now).` }
      : { passed: null, sentence: `Unknown while offline: not revoked as of ${when(copy.fetchedAt)}, the last copy of the revocation list.` };
  } catch (error) {
    return { passed: false, sentence: error instanceof Error ? error.message : 'The revocation list could not be read.' };
  }
}

const SRI_ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/** The document's digest in Subresource Integrity form ("sha256-<base64>") with the named algorithm. */
async function sriDigest(algorithm: string, bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(SRI_ALGORITHMS[algorithm]!, bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `${algorithm}-${btoa(binary)}`;
}

async function checkFile(credential: Json, pdf: ArrayBuffer, name: string): Promise<Check> {
  const resources = Array.isArray(credential.relatedResource) ? (credential.relatedResource as Json[]) : [];
  // Credentials name their document by SHA-256; earlier ones by SHA-384.
  const digests = resources.map((resource) => String(resource.digestSRI ?? '')).filter((digest) => digest.split('-')[0]! in SRI_ALGORITHMS);
  if (digests.length === 0) return { passed: false, sentence: 'This credential names no file, so the document cannot be matched to it.' };
  for (const digest of digests) {
    if ((await sriDigest(digest.split('-')[0]!, pdf)) === digest) {
      return { passed: true, sentence: `The document ${name} is exactly the file this credential names.` };
    }
  }
  return {
    passed: false,
    sentence: `The document ${name} is not the file this credential names: it was changed or belongs to another credential.`,
  };
}

export class UnreadableCredentialError extends Error {}

export interface FileCheckOptions {
  /** The certificate's PDF, to match against the credential's file digest. */
  pdf?: ArrayBuffer | undefined;
  /** The PDF's file name, named in the sentence of the check. */
  pdfName?: string | undefined;
  /** The issuer's DID document the page came with. */
  pinnedIssuer?: DidDocument | undefined;
}

/** Checks a credential (its JSON text), and a PDF against it when one is given. */
export async function verifyCredentialFile(text: string, origin: string, { pdf, pdfName, pinnedIssuer }: FileCheckOptions = {}): Promise<FileVerification> {
  let credential: Json;
  try {
    credential = JSON.parse(text) as Json;
  } catch {
    throw new UnreadableCredentialError('This is not a credential file: it is not valid JSON.');
  }
  if (!credential || typeof credential !== 'object' || Array.isArray(credential) || !credential.proof) {
    throw new UnreadableCredentialError('This is not a signed credential: it has no proof.');
  }
  const didDocument = await issuerDocument(origin, credential, pinnedIssuer);
  if (!didDocument) {
    const unknown = { passed: null, sentence: 'It names a key of the issuer that this page does not have, and the issuer’s current keys cannot be loaded (offline?).' };
    return { name: String(credential.name ?? ''), checks: { signature: unknown, issuerKey: unknown, dates: unknown, status: unknown }, valid: false };
  }
  const [checks, status, file] = await Promise.all([
    checkCredential(credential, didDocument),
    checkStatus(credential, didDocument, origin),
    pdf ? checkFile(credential, pdf, `“${pdfName ?? 'given'}”`) : Promise.resolve(undefined),
  ]);
  const all = { ...checks, status };
  return {
    name: String(credential.name ?? ''),
    checks: all,
    ...(file ? { file } : {}),
    valid: all.signature.passed === true && all.issuerKey.passed === true && all.dates.passed === true && all.status.passed !== false && file?.passed !== false,
  };
}
