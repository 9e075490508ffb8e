import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { KEYS_FILE, SECRET_FILE, STATUS_LIST_LENGTH, requestSignature, startSigner, type RunningSigner } from '../src/index';
import { checkCredential, isRevoked } from '../src/verify';
import type { DidDocument } from '../src/contexts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const unsigned = fixture('unsigned-credential.json');
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats.default(ajv);
const validateSchema = ajv.compile(fixture('achievementcredential-schema.json'));

const dir = mkdtempSync(join(tmpdir(), 'gx-signer-test-'));
let signer: RunningSigner;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function post(path: string, body: unknown, secret = signer.secret) {
  const text = JSON.stringify(body);
  const timestamp = String(Date.now());
  const response = await fetch(`${signer.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gx-timestamp': timestamp, 'x-gx-signature': requestSignature(secret, timestamp, text) },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const didDocument = async () => (await (await fetch(`${signer.url}/v1/did.json`)).json()) as DidDocument;

before(async () => {
  signer = await startSigner({ dir, port: await freePort(), siteUrl: 'http://localhost:3000' });
});
after(async () => {
  await signer.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the key and the shared secret are generated into 0600 files of the data directory', () => {
  assert.equal(statSync(join(dir, KEYS_FILE)).mode & 0o777, 0o600);
  assert.equal(statSync(join(dir, SECRET_FILE)).mode & 0o777, 0o600);
  assert.match(signer.secret, /^[0-9a-f]{64}$/);
});

test('a request without the shared secret is refused', async () => {
  const forged = await post('/v1/sign-credential', { credential: unsigned }, 'not-the-secret');
  assert.equal(forged.status, 401);
  const bare = await fetch(`${signer.url}/v1/sign-credential`, { method: 'POST', body: JSON.stringify({ credential: unsigned }) });
  assert.equal(bare.status, 401);
});

test('a credential naming another issuer is not signed', async () => {
  const foreign = await post('/v1/sign-credential', { credential: { ...unsigned, issuer: { ...unsigned.issuer, id: 'did:web:evil.example' } } });
  assert.equal(foreign.status, 400);
});

test('a signed credential passes the OB 3.0 schema and every check', async () => {
  const { status, body } = await post('/v1/sign-credential', { credential: unsigned });
  assert.equal(status, 200);
  const credential = body.credential as Record<string, unknown>;
  assert.ok(Array.isArray(credential.proof), 'proof is an array');
  assert.ok(validateSchema(credential), JSON.stringify(validateSchema.errors));
  const checks = await checkCredential(credential, await didDocument());
  assert.deepEqual([checks.signature.passed, checks.issuerKey.passed, checks.dates.passed], [true, true, true]);
});

test('after rotate-key new credentials use the new key and old ones keep verifying; revoke-key fails what a key signed', async () => {
  const before = (await post('/v1/sign-credential', { credential: unsigned })).body.credential as Record<string, unknown>;
  const env = { ...process.env, GX_SIGNER_DIR: dir, GX_SITE_URL: 'http://localhost:3000' };
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env, cwd: new URL('..', import.meta.url).pathname });
  assert.equal(cli('rotate-key').status, 0);
  const afterRotation = (await post('/v1/sign-credential', { credential: unsigned })).body.credential as { proof: Array<{ verificationMethod: string }> };
  assert.equal(afterRotation.proof[0]?.verificationMethod, 'did:web:localhost%3A3000#key-2');
  assert.equal((await checkCredential(before, await didDocument())).signature.passed, true);

  assert.equal(cli('revoke-key', 'key-1').status, 0);
  const checks = await checkCredential(before, await didDocument());
  assert.equal(checks.issuerKey.passed, false);
  assert.match(checks.issuerKey.sentence, /withdrew .* as compromised/);
  assert.equal(checks.signature.passed, false);
  assert.equal((await checkCredential(afterRotation, await didDocument())).signature.passed, true);
});

test('a status list has at least 131,072 entries, is signed, and carries the revoked bits', async () => {
  const url = 'http://localhost:3000/api/gx/credential-status/1';
  const { status, body } = await post('/v1/sign-status-list', { url, revoked: [4711, 9] });
  assert.equal(status, 200);
  const list = body.credential as Record<string, unknown>;
  const document = await didDocument();
  const signed = (await post('/v1/sign-credential', { credential: unsigned })).body.credential as Record<string, unknown>;
  assert.equal(await isRevoked(signed, list, document), true);
  const other = { ...signed, credentialStatus: { ...(signed.credentialStatus as object), statusListIndex: '4712' } };
  assert.equal(await isRevoked(other, list, document), false);
  const { decodeList } = await import('@digitalbazaar/vc-bitstring-status-list');
  const decoded = await decodeList({ encodedList: (list.credentialSubject as { encodedList: string }).encodedList });
  assert.ok(decoded.length >= STATUS_LIST_LENGTH);
  // The library's decoding agrees with the verifier's own (verify.ts), bit for bit where it matters.
  for (const index of [9, 4711, 4712, 0]) assert.equal(decoded.getStatus(index), await isRevoked({ ...signed, credentialStatus: { ...(signed.credentialStatus as object), statusListIndex: String(index) } }, list, document));
  assert.equal((await post('/v1/sign-status-list', { url: 'https://elsewhere.example/list', revoked: [] })).status, 400);
});
