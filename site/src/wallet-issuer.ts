/**
 * Putting a holder's signed credential into a wallet, on the site's origin:
 *   GET  /.well-known/openid-credential-issuer    OpenID4VCI 1.0 issuer metadata (one ldp_vc configuration)
 *   GET  /.well-known/oauth-authorization-server  RFC 8414 metadata (pre-authorized code grant only)
 *   GET  /wallet/jwks.json                        the key of the access tokens
 *   POST /wallet/offers/{certificateId}           the signed-in holder (their PocketBase token): the
 *                                                 openid-credential-offer:// offer and the Learner
 *                                                 Credential Wallet's deep link
 *   POST /wallet/token                            pre-authorized code → access token (5 minutes)
 *   POST /wallet/credential                       access token → the signed credential (ldp_vc)
 *   POST /wallet/exchanges/{id}                   VC-API exchange: POST {} → a presentation holding it
 *
 * The protocol is the OpenWallet Foundation's library (@openid4vc/openid4vci, @openid4vc/oauth2);
 * PocketBase decides who gets a grant and uses each grant once (pb_hooks/wallet.pb.js), and its
 * public credential route gives the same signed credential the download gives. Access tokens are
 * JWTs signed with a key made when this server starts: they live five minutes, so a restart costs
 * a wallet at most one retry of the offer.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import {
  clientAuthenticationAnonymous,
  Oauth2AuthorizationServer,
  Oauth2ErrorCodes,
  Oauth2ResourceServer,
  Oauth2ResourceUnauthorizedError,
  Oauth2ServerErrorResponseError,
  preAuthorizedCodeGrantIdentifier,
  setGlobalConfig,
  type AuthorizationServerMetadata,
  type CallbackContext,
  type Jwk,
} from '@openid4vc/oauth2';
import { Openid4vciIssuer, Openid4vciVersion, type IssuerMetadataResult } from '@openid4vc/openid4vci';
import { forwardedFor } from 'render-server/visitor';

/** The one credential configuration: the certificate's Open Badges 3.0 credential, as signed. */
export const CREDENTIAL_CONFIGURATION_ID = 'GxOpenBadgeCredential';
const ACCESS_TOKEN_SECONDS = 300;
const MAX_BODY_BYTES = 64 * 1024;
const OFFER_PATH = /^\/wallet\/offers\/([A-Za-z0-9-]{1,64})$/;
const EXCHANGE_PATH = /^\/wallet\/exchanges\/([A-Za-z0-9]{1,200})$/;

type Json = Record<string, unknown>;

const base64url = (bytes: Buffer | Uint8Array | string): string => Buffer.from(bytes).toString('base64url');

class AccessTokenKey {
  private readonly privateKey: KeyObject;
  readonly publicJwk: Jwk;

  constructor() {
    const pair = generateKeyPairSync('ed25519');
    this.privateKey = pair.privateKey;
    const exported = pair.publicKey.export({ format: 'jwk' }) as Jwk;
    this.publicJwk = { kty: exported.kty, crv: exported.crv, x: exported.x, kid: `at-${createHash('sha256').update(String(exported.x)).digest('hex').slice(0, 16)}`, alg: 'EdDSA', use: 'sig' };
    this.publicKey = pair.publicKey;
  }

  private readonly publicKey: KeyObject;

  sign(header: Json, payload: Json): string {
    const input = `${base64url(JSON.stringify({ ...header, kid: this.publicJwk.kid }))}.${base64url(JSON.stringify(payload))}`;
    return `${input}.${base64url(sign(null, Buffer.from(input), this.privateKey))}`;
  }

  verify(compact: string): boolean {
    const [header, payload, signature] = compact.split('.');
    if (!header || !payload || !signature) return false;
    return verify(null, Buffer.from(`${header}.${payload}`), this.publicKey, Buffer.from(signature, 'base64url'));
  }
}

function callbacksFor(key: AccessTokenKey, jwksUrl: string): Omit<CallbackContext, 'decryptJwe' | 'encryptJwe'> {
  return {
    hash: (data, alg) => new Uint8Array(createHash(alg.replace('-', '')).update(data).digest()),
    generateRandom: (length) => new Uint8Array(randomBytes(length)),
    clientAuthentication: clientAuthenticationAnonymous(),
    signJwt: (_signer, jwt) => ({ jwt: key.sign(jwt.header, jwt.payload), signerJwk: key.publicJwk }),
    verifyJwt: (_signer, jwt) => (key.verify(jwt.compact) ? { verified: true, signerJwk: key.publicJwk } : { verified: false }),
    // The resource server reads the authorization server's keys: they are this process's own.
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === jwksUrl) return new Response(JSON.stringify({ keys: [key.publicJwk] }), { headers: { 'content-type': 'application/jwk-set+json' } });
      return fetch(input, init);
    },
  };
}

export interface WalletIssuerOptions {
  siteUrl: string;
  /** PocketBase on loopback: grants, and the public credential route. */
  pocketbaseUrl: string;
  /** The issuer's name wallets show. */
  issuerName?: string;
}

/** What the offer route answers, for the holder's dashboard. */
export interface WalletOffer {
  /** openid-credential-offer://?credential_offer=… (OpenID4VCI 1.0, pre-authorized code). */
  offer: string;
  /** https://lcw.app/request?request=… (the Learner Credential Wallet's VC-API deep link). */
  lcw: string;
  expiresAt: string;
}

/** Answers the wallet routes; resolves false for any other request (static-server.ts's PageHandler). */
export type WalletHandler = ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>) & { metadata: IssuerMetadataResult };

export function walletIssuer(o: WalletIssuerOptions): WalletHandler {
  const site = new URL(o.siteUrl).origin;
  // The library wants https:// URLs; a local site (the local profile, tests) is http://localhost.
  // Production refuses an http:// site URL before anything starts.
  if (site.startsWith('http://')) setGlobalConfig({ allowInsecureUrls: true });
  const jwksUrl = `${site}/wallet/jwks.json`;
  const key = new AccessTokenKey();
  const callbacks = callbacksFor(key, jwksUrl);
  const authorizationServer = new Oauth2AuthorizationServer({ callbacks });
  const resourceServer = new Oauth2ResourceServer({ callbacks });
  const issuer = new Openid4vciIssuer({ callbacks });

  const authorizationServerMetadata: AuthorizationServerMetadata = authorizationServer.createAuthorizationServerMetadata({
    issuer: site,
    token_endpoint: `${site}/wallet/token`,
    jwks_uri: jwksUrl,
    grant_types_supported: [preAuthorizedCodeGrantIdentifier],
    'pre-authorized_grant_anonymous_access_supported': true,
    token_endpoint_auth_methods_supported: ['none'],
  });
  const credentialIssuerMetadata = issuer.createCredentialIssuerMetadata({
    credential_issuer: site,
    credential_endpoint: `${site}/wallet/credential`,
    display: [{ name: o.issuerName ?? 'GX Academy', locale: 'en' }],
    credential_configurations_supported: {
      [CREDENTIAL_CONFIGURATION_ID]: {
        format: 'ldp_vc',
        // No key binding: the credential names its holder, as the download does.
        credential_definition: {
          '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
          type: ['VerifiableCredential', 'OpenBadgeCredential'],
        },
        credential_metadata: { display: [{ name: 'Certificate', locale: 'en' }] },
      },
    },
  });
  const metadata: IssuerMetadataResult = {
    originalDraftVersion: Openid4vciVersion.V1,
    credentialIssuer: credentialIssuerMetadata,
    authorizationServers: [authorizationServerMetadata],
    knownCredentialConfigurations: credentialIssuerMetadata.credential_configurations_supported,
  } as IssuerMetadataResult;

  const pocketbase = (req: http.IncomingMessage, path: string, init: RequestInit = {}) =>
    fetch(`${o.pocketbaseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(req), ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(10_000),
    });

  /** Uses a grant once: the certificate ID, or the OAuth error PocketBase gave (invalid_grant, slow_down). */
  async function redeem(req: http.IncomingMessage, kind: 'oid4vci' | 'vcapi', code: string): Promise<string> {
    const answer = await pocketbase(req, '/api/gx/wallet/redeem', { method: 'POST', body: JSON.stringify({ kind, code }) });
    const body = (await answer.json().catch(() => ({}))) as Json;
    if (answer.ok && typeof body.certificate_id === 'string') return body.certificate_id;
    const error = answer.status === 429 ? 'slow_down' : Oauth2ErrorCodes.InvalidGrant;
    throw new Oauth2ServerErrorResponseError(
      { error, error_description: String(body.error_description ?? 'This offer is unknown, was already used or has expired.') },
      { status: answer.status === 429 ? 429 : 400 },
    );
  }

  async function signedCredential(req: http.IncomingMessage, certificateId: string): Promise<Json> {
    const answer = await pocketbase(req, `/api/gx/credentials/${encodeURIComponent(certificateId)}`, { method: 'GET' });
    if (!answer.ok) {
      throw new Oauth2ServerErrorResponseError({ error: 'credential_request_denied', error_description: 'The credential cannot be given right now.' }, { status: answer.status === 429 ? 429 : 400 });
    }
    return (await answer.json()) as Json;
  }

  const requestLike = (req: http.IncomingMessage) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    return { method: (req.method ?? 'GET') as 'POST', url: `${site}${req.url ?? '/'}`, headers };
  };

  async function token(req: http.IncomingMessage, body: Json): Promise<Json> {
    const request = requestLike(req);
    const parsed = authorizationServer.parseAccessTokenRequest({ request, accessTokenRequest: body });
    if (parsed.grant.grantType !== preAuthorizedCodeGrantIdentifier) {
      throw new Oauth2ServerErrorResponseError({ error: Oauth2ErrorCodes.UnsupportedGrantType, error_description: 'Only the pre-authorized code grant is offered.' });
    }
    const code = parsed.grant.preAuthorizedCode;
    const certificateId = await redeem(req, 'oid4vci', code);
    await authorizationServer.verifyPreAuthorizedCodeAccessTokenRequest({
      authorizationServerMetadata,
      grant: parsed.grant,
      accessTokenRequest: parsed.accessTokenRequest,
      request,
      expectedPreAuthorizedCode: code,
    });
    return authorizationServer.createAccessTokenResponse({
      authorizationServer: site,
      audience: site,
      subject: certificateId,
      expiresInSeconds: ACCESS_TOKEN_SECONDS,
      signer: { method: 'jwk', alg: 'EdDSA', publicJwk: key.publicJwk },
    });
  }

  async function credential(req: http.IncomingMessage, body: Json): Promise<Json> {
    const { tokenPayload } = await resourceServer.verifyResourceRequest({ request: requestLike(req), resourceServer: site, authorizationServers: [authorizationServerMetadata] });
    const parsed = issuer.parseCredentialRequest({ issuerMetadata: metadata, credentialRequest: body });
    if (parsed.credentialConfigurationId !== CREDENTIAL_CONFIGURATION_ID && parsed.format?.format !== 'ldp_vc') {
      throw new Oauth2ServerErrorResponseError({ error: 'unsupported_credential_type', error_description: `Only ${CREDENTIAL_CONFIGURATION_ID} (ldp_vc) is issued.` });
    }
    const signed = await signedCredential(req, String(tokenPayload.sub));
    return parsed.credentialConfigurationId
      ? issuer.createCredentialResponse({ credentialRequest: parsed, credentials: [{ credential: signed }] })
      : issuer.createCredentialResponse({ credentialRequest: parsed, credential: signed });
  }

  async function offer(req: http.IncomingMessage, certificateId: string): Promise<{ status: number; body: Json }> {
    const answer = await pocketbase(req, `/api/gx/wallet/offers/${encodeURIComponent(certificateId)}`, {
      method: 'POST',
      body: '{}',
      headers: req.headers.authorization ? { authorization: req.headers.authorization } : {},
    });
    const grant = (await answer.json().catch(() => ({}))) as Json;
    if (!answer.ok) return { status: answer.status, body: grant };
    const { credentialOffer } = await issuer.createCredentialOffer({
      issuerMetadata: metadata,
      credentialConfigurationIds: [CREDENTIAL_CONFIGURATION_ID],
      grants: { [preAuthorizedCodeGrantIdentifier]: { 'pre-authorized_code': String(grant.pre_authorized_code) } },
      credentialOfferScheme: 'openid-credential-offer://',
    });
    // The Learner Credential Wallet's deep link: a VC-API exchange it POSTs {} to.
    const request = { credentialRequestOrigin: site, protocols: { vcapi: `${site}/wallet/exchanges/${String(grant.exchange_id)}` } };
    const result: WalletOffer = { offer: credentialOffer, lcw: `https://lcw.app/request?request=${encodeURIComponent(JSON.stringify(request))}`, expiresAt: String(grant.expires_at) };
    return { status: 200, body: result as unknown as Json };
  }

  async function exchange(req: http.IncomingMessage, id: string): Promise<{ status: number; body: Json }> {
    let certificateId: string;
    try {
      certificateId = await redeem(req, 'vcapi', id);
    } catch (error) {
      if (error instanceof Oauth2ServerErrorResponseError && error.status === 429) return { status: 429, body: { name: 'RateLimited', message: 'Too many requests. Please try again in a minute.' } };
      return { status: 404, body: { name: 'NotFoundError', message: 'This exchange is unknown, was already used or has expired.' } };
    }
    const signed = await signedCredential(req, certificateId);
    return {
      status: 200,
      body: { verifiablePresentation: { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiablePresentation'], verifiableCredential: [signed] } },
    };
  }

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*', ...headers });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
      return true;
    };
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (path === '/.well-known/openid-credential-issuer') return send(200, credentialIssuerMetadata, { 'Cache-Control': 'public, max-age=300' });
      if (path === '/.well-known/oauth-authorization-server') return send(200, authorizationServerMetadata, { 'Cache-Control': 'public, max-age=300' });
      if (path === '/wallet/jwks.json') return send(200, { keys: [key.publicJwk] }, { 'Content-Type': 'application/jwk-set+json', 'Cache-Control': 'no-cache' });
      return false;
    }
    const isWallet = path === '/wallet/token' || path === '/wallet/credential' || OFFER_PATH.test(path) || EXCHANGE_PATH.test(path);
    if (!isWallet) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'authorization, content-type, dpop' });
      res.end();
      return true;
    }
    if (req.method !== 'POST') return send(405, { error: 'invalid_request', error_description: 'Use POST.' }, { Allow: 'POST' });
    try {
      const body = await readBody(req);
      if (path === '/wallet/token') return send(200, await token(req, body));
      if (path === '/wallet/credential') return send(200, await credential(req, body));
      const offerMatch = OFFER_PATH.exec(path);
      if (offerMatch) {
        const answer = await offer(req, offerMatch[1]!);
        return send(answer.status, answer.body);
      }
      const answer = await exchange(req, EXCHANGE_PATH.exec(path)![1]!);
      return send(answer.status, answer.body);
    } catch (error) {
      if (error instanceof Oauth2ServerErrorResponseError) return send(error.status, error.errorResponse);
      if (error instanceof Oauth2ResourceUnauthorizedError) {
        return send(401, { error: 'invalid_token', error_description: 'The access token is missing, invalid or expired.' }, { 'WWW-Authenticate': error.toHeaderValue() });
      }
      if (error instanceof BadBody) return send(400, { error: 'invalid_request', error_description: error.message });
      // Whatever else failed (PocketBase unreachable): the protocol's server_error, never a stack trace.
      return send(500, { error: 'server_error', error_description: 'The wallet service is unavailable. Please try again later.' });
    }
  };
  return Object.assign(handler, { metadata });
}

class BadBody extends Error {}

/** A JSON or form-encoded body (OAuth token requests are form-encoded), at most 64 KiB. */
async function readBody(req: http.IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadBody('The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // Answered below.
  }
  throw new BadBody('The request body is not a JSON object.');
}
