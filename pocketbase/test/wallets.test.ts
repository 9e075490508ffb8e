// A holder's certificate into a credential wallet: OpenID4VCI 1.0 (pre-authorized code) and the
// Learner Credential Wallet's VC-API exchange, through the site's wallet routes
// (site/src/wallet-issuer.ts) over a real PocketBase and signer. The wallet is the protocol
// library's own client (holder side).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientAuthenticationAnonymous, Oauth2ClientErrorResponseError, type CallbackContext } from '@openid4vc/oauth2';
import { Openid4vciClient } from '@openid4vc/openid4vci';
import { walletIssuer } from '../../site/src/wallet-issuer.ts';
import { verifyIndependently } from './independent-verifier.ts';
import { APP_URL, TODAY, certificateForm, createAccount, freePort, http, startSignedSystem, type Account, type TestBackend, type TestSigner } from './support.ts';

type Json = Record<string, unknown>;

let signer: TestSigner;
let backend: TestBackend;
let site: Server;
let siteBase: string;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  // The site's server is PocketBase's trusted proxy, as in production: limits fall on the visitor.
  ({ backend, signer, admin, holder } = await startSignedSystem({ trustedProxies: ['127.0.0.1'], holder: { firstName: 'Wanda', lastName: 'Wallet' } }));
  // The site's server, reduced to its wallet routes (credential-documents.ts asks them first).
  const routes = walletIssuer({ pocketbaseUrl: backend.url, siteUrl: APP_URL });
  const port = await freePort();
  site = createServer((req, res) => {
    void routes(req, res).then((answered) => answered || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  site?.close();
  await backend?.stop();
});

/** The site's URLs name APP_URL; the test's site server answers them. */
const onTestSite = (url: string) => url.replace(APP_URL, siteBase);

/** A wallet: the library's client, whose requests reach the test's site (from one visitor address). */
function wallet(visitor: string): Openid4vciClient {
  const callbacks: Omit<CallbackContext, 'verifyJwt' | 'decryptJwe' | 'encryptJwe'> = {
    hash: (data, alg) => new Uint8Array(createHash(alg.replace('-', '')).update(data).digest()),
    generateRandom: (length) => new Uint8Array(randomBytes(length)),
    clientAuthentication: clientAuthenticationAnonymous(),
    signJwt: () => {
      throw new Error('the issuer asks for no key binding');
    },
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', visitor);
      return fetch(onTestSite(url), { ...init, headers });
    },
  };
  return new Openid4vciClient({ callbacks });
}

let certificateCounter = 0;
async function issueSigned(fields: Record<string, string> = {}): Promise<{ id: string; certificateId: string }> {
  certificateCounter += 1;
  const created = await admin.pb.collection('certificates').create(
    certificateForm({ recipient_email: holder.email, title: `Wallet Programme ${certificateCounter}`, issuer_name: 'GX Academy', issue_date: TODAY, ...fields }),
  );
  // Signed within the issuing request when the signer answers.
  const credential = await http('GET', `${backend.url}/api/gx/credentials/${String(created['certificate_id'])}`);
  expect(credential.status, credential.body).toBe(200);
  return { id: created.id, certificateId: String(created['certificate_id']) };
}

/** The holder's dashboard asking for an offer (its PocketBase session token). */
async function offerFor(certificateId: string, account: Account = holder, visitor = '198.51.100.10') {
  const answer = await http('POST', `${siteBase}/wallet/offers/${certificateId}`, {
    headers: { authorization: account.pb.authStore.token, 'x-forwarded-for': visitor },
    body: {},
  });
  return answer;
}

describe('metadata on the site origin', () => {
  test('the issuer and authorization server metadata name the site and one ldp_vc configuration', async () => {
    const issuer = (await http('GET', `${siteBase}/.well-known/openid-credential-issuer`)).json<Json>();
    expect(issuer['credential_issuer']).toBe(APP_URL);
    expect(issuer['credential_endpoint']).toBe(`${APP_URL}/wallet/credential`);
    const configurations = issuer['credential_configurations_supported'] as Record<string, Json>;
    expect(Object.values(configurations).map((configuration) => configuration['format'])).toEqual(['ldp_vc']);
    const server = (await http('GET', `${siteBase}/.well-known/oauth-authorization-server`)).json<Json>();
    expect(server['issuer']).toBe(APP_URL);
    expect(server['token_endpoint']).toBe(`${APP_URL}/wallet/token`);
    expect(server['grant_types_supported']).toEqual(['urn:ietf:params:oauth:grant-type:pre-authorized_code']);
  });
});

describe('OpenID4VCI pre-authorized code flow', () => {
  test('a wallet resolves the offer, reads the metadata, gets a token and the signed credential, which verifies independently; the code works once', async () => {
    const { certificateId } = await issueSigned();
    const answer = await offerFor(certificateId);
    expect(answer.status, answer.body).toBe(200);
    const { offer, lcw } = answer.json<{ offer: string; lcw: string }>();
    expect(offer.startsWith('openid-credential-offer://?credential_offer=')).toBe(true);
    expect(lcw.startsWith('https://lcw.app/request?request=')).toBe(true);

    const client = wallet('203.0.113.7');
    const credentialOffer = await client.resolveCredentialOffer(offer);
    expect(credentialOffer.credential_issuer).toBe(APP_URL);
    const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
    const { accessTokenResponse } = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({ credentialOffer, issuerMetadata });
    expect(accessTokenResponse.expires_in).toBeLessThanOrEqual(300);
    const received = await client.retrieveCredentials({
      issuerMetadata,
      accessToken: accessTokenResponse.access_token,
      credentialConfigurationId: credentialOffer.credential_configuration_ids[0]!,
    });
    const credentials = received.credentialResponse.credentials ?? [];
    expect(credentials).toHaveLength(1);
    const credential = (credentials[0] as { credential: Json }).credential;
    const download = (await http('GET', `${backend.url}/api/gx/credentials/${certificateId}`)).json<Json>();
    expect(credential).toEqual(download);
    const verdict = verifyIndependently(credential, signer.didDocumentPath);
    expect(verdict.stdout, verdict.stderr).toBe('verified');

    // The same code a second time: the protocol's error, not a token.
    const again = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({ credentialOffer, issuerMetadata }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(Oauth2ClientErrorResponseError);
    expect((again as Oauth2ClientErrorResponseError).errorResponse.error).toBe('invalid_grant');
  }, 60_000);

  test('unknown codes, bad tokens and malformed requests get the protocol errors, never a stack trace', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.8' };
    const tokenRequest = (body: string) =>
      fetch(`${siteBase}/wallet/token`, { method: 'POST', headers: form, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }));
    const unknown = await tokenRequest('grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Apre-authorized_code&pre-authorized_code=nope');
    expect(unknown).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String) } });
    const wrongGrant = await tokenRequest('grant_type=password&username=a&password=b');
    expect(wrongGrant.status).toBe(400);
    expect(wrongGrant.body['error']).toBe('unsupported_grant_type');
    const noToken = await http('POST', `${siteBase}/wallet/credential`, { body: { credential_configuration_id: 'GxOpenBadgeCredential' } });
    expect(noToken.status).toBe(401);
    expect(noToken.json<Json>()['error']).toBe('invalid_token');
    const forged = await http('POST', `${siteBase}/wallet/credential`, {
      headers: { authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJYIn0.AAAA' },
      body: { credential_configuration_id: 'GxOpenBadgeCredential' },
    });
    expect(forged.status).toBe(401);
    const notJson = await fetch(`${siteBase}/wallet/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as Json)['error']).toBe('invalid_request');
  });

  test('a revoked certificate offers nothing, and an offer made before its revocation is refused', async () => {
    const { id, certificateId } = await issueSigned();
    const before = await offerFor(certificateId);
    expect(before.status).toBe(200);
    const revoke = await http('POST', `${backend.url}/api/gx/certificates/${id}/revoke`, {
      headers: { authorization: admin.pb.authStore.token },
      body: { reason: 'Issued in error' },
    });
    expect(revoke.status, revoke.body).toBe(200);
    const after = await offerFor(certificateId);
    expect(after.status).toBe(409);
    expect(after.json<Json>()['error']).toBe('revoked');
    const client = wallet('203.0.113.9');
    const credentialOffer = await client.resolveCredentialOffer(before.json<{ offer: string }>().offer);
    const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
    const refused = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({ credentialOffer, issuerMetadata }).catch((error: unknown) => error);
    expect((refused as Oauth2ClientErrorResponseError).errorResponse.error).toBe('invalid_grant');
  }, 60_000);

  test('only the holder gets an offer for their certificate', async () => {
    const { certificateId } = await issueSigned();
    const stranger = await createAccount(backend, {});
    expect((await offerFor(certificateId, stranger)).status).toBe(404);
    const anonymous = await http('POST', `${siteBase}/wallet/offers/${certificateId}`, { body: {} });
    expect(anonymous.status).toBe(401);
  });

  test('a flood of token requests from one visitor is limited; another visitor is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await fetch(`${siteBase}/wallet/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.50' },
        body: `grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Apre-authorized_code&pre-authorized_code=guess${i}`,
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(((await answer.json()) as Json)['error']).toBe('slow_down');
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const other = await fetch(`${siteBase}/wallet/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.51' },
      body: 'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Apre-authorized_code&pre-authorized_code=guess',
    });
    expect(other.status).toBe(400);
  });

  test('a flood of offer requests from one visitor is limited', async () => {
    const { certificateId } = await issueSigned();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await offerFor(certificateId, holder, '192.0.2.60')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('Learner Credential Wallet (VC-API exchange)', () => {
  test('POST {} to the deep link’s exchange gives a presentation whose credential verifies independently; a second use is refused', async () => {
    const { certificateId } = await issueSigned();
    const { lcw } = (await offerFor(certificateId)).json<{ lcw: string }>();
    const request = JSON.parse(new URL(lcw).searchParams.get('request') ?? '{}') as { credentialRequestOrigin: string; protocols: { vcapi: string } };
    expect(request.credentialRequestOrigin).toBe(APP_URL);
    const exchangeUrl = onTestSite(request.protocols.vcapi);
    const first = await http('POST', exchangeUrl, { body: {}, headers: { 'x-forwarded-for': '203.0.113.20' } });
    expect(first.status, first.body).toBe(200);
    const presentation = first.json<{ verifiablePresentation: { type: string[]; verifiableCredential: Json[] } }>().verifiablePresentation;
    expect(presentation.type).toContain('VerifiablePresentation');
    expect(presentation.verifiableCredential).toHaveLength(1);
    const verdict = verifyIndependently(presentation.verifiableCredential[0], signer.didDocumentPath);
    expect(verdict.stdout, verdict.stderr).toBe('verified');

    const second = await http('POST', exchangeUrl, { body: {}, headers: { 'x-forwarded-for': '203.0.113.20' } });
    expect(second.status).toBe(404);
    expect(second.json<Json>()).toEqual({ name: 'NotFoundError', message: expect.any(String) });
    const unknown = await http('POST', `${siteBase}/wallet/exchanges/doesnotexist`, { body: {} });
    expect(unknown.status).toBe(404);
  }, 60_000);
});
