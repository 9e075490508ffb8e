/**
 * The signer's HTTP API, on loopback only. Every POST carries the shared secret's HMAC
 * (request-auth.ts). It signs only what our issuer may say: Open Badges credentials whose issuer
 * is our DID, and status lists under the site's own URL.
 *   GET  /v1/health              { status, keyId }
 *   GET  /v1/did.json            the public DID document
 *   POST /v1/sign-credential     { credential, files? }         → { credential, keyId }
 *   POST /v1/sign-status-list    { url, revoked: [index], length? } → { credential, keyId }
 *   POST /v1/sign-receipt        { credential, statusList?, method } → { credential, keyId }: the
 *                                checks run here and their receipt signed (receipt.ts)
 *   POST /v1/render-certificate  { certificate, design }          → { sha256, size, path }
 *   GET  <path>                  the drawn PDF, once, within a minute (PocketBase stores it)
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { KeyStore } from './key-store';
import { isAuthentic, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './request-auth';
import { verificationReceipt } from './receipt';
import { drawCertificatePdf, type DesignInput } from './certificate-pdf';
import type { CertificateText, Orientation, Paper } from 'shared-ui/certificate-layout';
import { logWhenAnswered, parseTraceparent, TRACEPARENT, type LogFields } from 'shared-ui/trace';
import { signCredential } from './sign';
import { statusListCredential } from './status-list';

const MAX_BODY_BYTES = 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'Body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const typesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * A certificate's file is stated with its SHA-256 (Subresource Integrity form), so a verifier can
 * match a PDF to the credential. PocketBase owns the file; it sends a loopback URL (with a file
 * token) and the digest is taken from the bytes served there.
 */
const isLoopback = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The bytes at a loopback URL (PocketBase's files); anything else is refused. */
async function loopbackBytes(address: unknown, what: string): Promise<Uint8Array | undefined> {
  if (address === undefined || address === null || address === '') return undefined;
  let url: URL;
  try {
    url = new URL(String(address));
  } catch {
    throw new HttpError(400, `${what}: not a URL`);
  }
  if (!isLoopback(url)) throw new HttpError(400, `${what}: images are read only from a loopback URL`);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new HttpError(502, `${what} could not be read (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

const TEXT_FIELDS = ['holder', 'title', 'description', 'issuerName', 'issueDate', 'expiryDate', 'certificateId', 'verifyUrl'] as const;
const RENDERED_TTL_MS = 60_000;

/** A drawn PDF waits here for PocketBase to fetch it once. */
class RenderedPdfs {
  private readonly kept = new Map<string, { bytes: Uint8Array; until: number }>();

  put(bytes: Uint8Array): string {
    const now = Date.now();
    for (const [token, entry] of this.kept) if (entry.until < now) this.kept.delete(token);
    const token = randomBytes(24).toString('hex');
    this.kept.set(token, { bytes, until: now + RENDERED_TTL_MS });
    return `/v1/rendered/${token}/certificate.pdf`;
  }

  take(path: string): Uint8Array | undefined {
    const match = /^\/v1\/rendered\/([0-9a-f]{48})\/certificate\.pdf$/.exec(path);
    const entry = match ? this.kept.get(match[1]!) : undefined;
    if (!match || !entry) return undefined;
    this.kept.delete(match[1]!);
    return entry.until >= Date.now() ? entry.bytes : undefined;
  }
}

async function renderCertificate(input: Record<string, unknown>): Promise<Uint8Array> {
  const certificate = (input.certificate ?? {}) as Record<string, unknown>;
  const design = (input.design ?? {}) as Record<string, unknown>;
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(certificate[field] ?? '')])) as unknown as CertificateText;
  if (!text.holder || !text.title || !text.certificateId || !/^https?:\/\//.test(text.verifyUrl)) {
    throw new HttpError(400, 'A certificate needs a holder, a title, an ID and a verification URL');
  }
  const signatures = (Array.isArray(design.signatures) ? (design.signatures as Array<Record<string, unknown>>) : []).slice(0, 3);
  const drawn: DesignInput = {
    background_color: String(design.background_color ?? ''),
    accent_color: String(design.accent_color ?? ''),
    paper: (design.paper === 'Letter' ? 'Letter' : 'A4') as Paper,
    orientation: (design.orientation === 'portrait' ? 'portrait' : 'landscape') as Orientation,
    logo: await loopbackBytes(design.logo, 'The logo'),
    background_image: await loopbackBytes(design.background_image, 'The background image'),
    signatures: await Promise.all(
      signatures.map(async (signature, index) => ({
        name: String(signature.name ?? ''),
        role: String(signature.role ?? ''),
        image: await loopbackBytes(signature.image, `Signature ${index + 1}`),
      })),
    ),
  };
  try {
    return await drawCertificatePdf(drawn, text);
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : String(error));
  }
}

async function addFileDigests(credential: Record<string, unknown>, files: unknown): Promise<void> {
  const resources = Array.isArray(credential.relatedResource) ? (credential.relatedResource as Array<Record<string, unknown>>) : [];
  for (const file of Array.isArray(files) ? (files as Array<{ index: number; url: string }>) : []) {
    const resource = resources[file.index];
    const url = new URL(file.url);
    if (!resource || !isLoopback(url)) {
      throw new HttpError(400, 'A file digest is taken only from a loopback URL of a stated resource');
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new HttpError(502, `The certificate's file could not be read (${response.status})`);
    const bytes = Buffer.from(await response.arrayBuffer());
    resource.digestSRI = `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
  }
}

/** A log line's writer; `fields` make it a structured line (the request log's). */
export type SignerLog = (line: string, fields?: LogFields) => void;

/** The caller's trace id, when it sent a well-formed `traceparent` (PocketBase passes the page request's on). */
function traceFields(request: IncomingMessage): LogFields {
  const traceId = parseTraceparent(request.headers[TRACEPARENT])?.traceId;
  return traceId ? { trace_id: traceId } : {};
}

export function createSignerServer(store: KeyStore, siteUrl: string, log: SignerLog = () => undefined): Server {
  const origin = new URL(siteUrl).origin;
  const rendered = new RenderedPdfs();

  async function route(request: IncomingMessage, body: string): Promise<unknown> {
    const secret = store.secret();
    if (!isAuthentic(secret, request.headers[TIMESTAMP_HEADER] as string, request.headers[SIGNATURE_HEADER] as string, body)) {
      throw new HttpError(401, 'The request is not signed with the shared secret');
    }
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, 'The body is not JSON');
    }
    if (request.url === '/v1/render-certificate') {
      const bytes = await renderCertificate(input);
      return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, path: rendered.put(bytes) };
    }
    const key = await store.signingKey();
    const keyId = key.id ?? '';
    if (request.url === '/v1/sign-credential') {
      const credential = input.credential as Record<string, unknown> | undefined;
      const issuer = (credential?.issuer ?? {}) as Record<string, unknown>;
      if (!credential || issuer.id !== store.did || !typesOf(credential.type).includes('OpenBadgeCredential') || credential.proof !== undefined) {
        throw new HttpError(400, `Only unsigned OpenBadgeCredentials issued by ${store.did} are signed`);
      }
      await addFileDigests(credential, input.files);
      const signed = await signCredential(credential, key);
      log(`signed ${String(credential.id)} with ${keyId}`, traceFields(request));
      return { credential: signed, keyId };
    }
    if (request.url === '/v1/sign-status-list') {
      const url = String(input.url ?? '');
      if (!url.startsWith(`${origin}/`)) throw new HttpError(400, `Status lists live under ${origin}`);
      const revoked = Array.isArray(input.revoked) ? (input.revoked as number[]) : [];
      const unsigned = await statusListCredential(store.did, { url, revoked, ...(input.length ? { length: Number(input.length) } : {}) });
      const signed = await signCredential({ ...unsigned, type: unsigned.type as string[] }, key);
      log(`signed status list ${url} (${revoked.length} revoked) with ${keyId}`, traceFields(request));
      return { credential: signed, keyId };
    }
    if (request.url === '/v1/sign-receipt') {
      const credential = input.credential;
      const method = input.method;
      if (!credential || typeof credential !== 'object' || Array.isArray(credential) || (method !== 'certificate-id' && method !== 'credential-file')) {
        throw new HttpError(400, 'A receipt needs the checked credential and how it was given (certificate-id or credential-file)');
      }
      const statusList = input.statusList && typeof input.statusList === 'object' ? (input.statusList as Record<string, unknown>) : undefined;
      const unsigned = await verificationReceipt({ credential: credential as Record<string, unknown>, statusList, method }, store.didDocument(), origin);
      const signed = await signCredential(unsigned, key);
      log(`signed receipt ${String(unsigned.id)} with ${keyId}`, traceFields(request));
      return { credential: signed, keyId };
    }
    throw new HttpError(404, 'Not found');
  }

  const server = createServer((request, response) => {
    // One line per request once answered (health checks aside); never a body, a signature or a secret.
    if (request.url !== '/v1/health') logWhenAnswered(request, response, log, traceFields(request).trace_id);
    if (request.method === 'GET' && request.url === '/v1/health') {
      store.signingKey().then(
        (key) => send(response, 200, { status: 'ok', keyId: key.id }),
        (error: unknown) => send(response, 503, { status: 'no_key', error: String(error) }),
      );
      return;
    }
    if (request.method === 'GET' && request.url === '/v1/did.json') {
      send(response, 200, store.didDocument());
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith('/v1/rendered/')) {
      const bytes = rendered.take(request.url);
      if (!bytes) return send(response, 404, { error: 'No such drawing (each is fetched once, within a minute)' });
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length, 'cache-control': 'no-store' });
      response.end(bytes);
      return;
    }
    if (request.method !== 'POST') {
      send(response, 405, { error: 'Method not allowed' });
      return;
    }
    readBody(request)
      .then((body) => route(request, body))
      .then(
        (result) => send(response, 200, result),
        (error: unknown) => {
          const status = error instanceof HttpError ? error.status : 500;
          send(response, status, { error: error instanceof Error ? error.message : String(error) });
        },
      );
  });
  // Longer than clients keep idle connections: with Node's 5 s default, a client reusing a
  // connection after a pause could have it closed under its request.
  server.keepAliveTimeout = 65_000;
  return server;
}
