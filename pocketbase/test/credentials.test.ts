// Every certificate is also a signed Open Badges 3.0 credential (pb_hooks/lib/credentials.js),
// signed by a real signer process (gx-signer) and checked here as a verifier would.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { bundledContexts } from 'gx-signer/contexts';
import { checkCredential, isRevoked, verifySignature } from 'gx-signer/verify';
import { seedDevelopmentData } from '../src/index.ts';
import { PDF } from './fixtures.ts';
import { DEBIAN_PYTHON, ensurePythonVerifier, signerRoot } from './independent-verifier.ts';
import { APP_URL, SUPERUSER, TODAY, certificateForm, createAccount, http, startSignedSystem, type Account, type TestBackend, type TestSigner } from './support.ts';

type Json = Record<string, unknown>;

/** A credential's status list on the test server: its URL names the site, which PocketBase serves here. */
function statusListUrlOf(credential: Json): string {
  return String((credential['credentialStatus'] as Json)['statusListCredential']).replace(APP_URL, backend.url);
}
const schema = JSON.parse(readFileSync(join(signerRoot, 'test/fixtures/achievementcredential-schema.json'), 'utf8'));
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats.default(ajv);
const validateSchema = ajv.compile(schema);

// Past this many requests a minute from one client address, the credentials route answers 429.
const LIMIT = 1000;
let signer: TestSigner;
let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  // High, as the journeys below poll the credential route; 'the credentials route' spends it from an address of its own.
  ({ backend, signer, admin, holder } = await startSignedSystem({ verifyRateLimit: LIMIT, holder: { firstName: 'Cora', lastName: 'Credential' } }));
});
afterAll(() => backend?.stop());

function issue(fields: Record<string, string> = {}, file?: typeof PDF) {
  return admin.pb.collection('certificates').create(
    certificateForm({ recipient_email: holder.email, title: 'Signed Programme', issuer_name: 'GX Academy', issue_date: TODAY, ...fields }, file),
  );
}

/** A credential as PocketBase produced it, which must pass 1EdTech's OB 3.0 schema whatever else is checked. */
function schemaChecked(credential: Json): Json {
  expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
  return credential;
}

/** The certificate's credential, now (it must be signed already). */
async function credentialOf(certificateId: string): Promise<Json> {
  const response = await http('GET', `${backend.url}/api/gx/credentials/${certificateId}`);
  expect(response.status, response.body).toBe(200);
  return schemaChecked(response.json<Json>());
}

/** The certificate's credential once it is signed (by the job) and, when given, says what `ready` wants. */
async function signedCredentialOf(certificateId: string, ready: (credential: Json) => boolean = () => true, timeoutMs = 75_000): Promise<Json> {
  const credential = await waitFor(async () => {
    const answer = await http('GET', `${backend.url}/api/gx/credentials/${certificateId}`);
    return answer.status === 200 && ready(answer.json<Json>()) ? answer.json<Json>() : undefined;
  }, timeoutMs);
  return schemaChecked(credential);
}

const holderName = (credential: Json) =>
  ((credential.credentialSubject as { identifier: Json[] }).identifier.find((identifier) => identifier.identityType === 'name') ?? {}).identityHash;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('issuing', () => {
  test('a certificate issued through the form has a signed OpenBadgeCredential that passes the OB 3.0 schema and every check', async () => {
    const created = await issue({ description: 'All modules &amp; the exam', expiry_date: '2036-01-01 00:00:00.000Z' }, PDF);
    const credential = await credentialOf(created['certificate_id']);
    expect(credential).toMatchObject({
      id: `urn:uuid:${String(created['certificate_id']).toLowerCase()}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:localhost%3A3000', name: 'GX' },
      name: 'Signed Programme',
      validFrom: `${TODAY.slice(0, 10)}T00:00:00Z`,
      validUntil: '2036-01-01T00:00:00Z',
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    const subject = credential.credentialSubject as { achievement: Json; identifier: Json[] };
    expect(subject.achievement).toMatchObject({ name: 'Signed Programme', description: 'All modules & the exam', criteria: { narrative: 'Awarded by GX Academy.' } });
    // The holder: a salted SHA-256 of the trimmed, lower-cased e-mail, and the name in clear.
    const [email, name] = subject.identifier;
    expect(email?.identityHash).toBe(`sha256$${createHash('sha256').update(`${holder.email.toLowerCase()}${String(email?.salt)}`).digest('hex')}`);
    expect(name).toMatchObject({ identityType: 'name', hashed: false, identityHash: 'Cora Credential' });
    // The file, with the digest a dropped PDF is matched against.
    const [resource] = credential.relatedResource as Json[];
    expect(resource?.digestSRI).toBe(`sha256-${createHash('sha256').update(PDF.bytes).digest('base64')}`);

    const checks = await checkCredential(credential, signer.didDocument());
    expect([checks.signature.passed, checks.issuerKey.passed, checks.dates.passed]).toEqual([true, true, true]);
    // Its status list is published with it (the first credential of a new list).
    const listUrl = statusListUrlOf(credential);
    const list = await http('GET', listUrl);
    expect(list.status).toBe(200);
    expect(await isRevoked(credential, list.json<Json>(), signer.didDocument())).toBe(false);
  });

  test('a bulk issue is signed by the job, each credential on its own status bit', async () => {
    const response = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
      headers: { authorization: admin.pb.authStore.token },
      body: { dry_run: false, rows: [1, 2, 3].map((n) => ({ recipient_email: holder.email, title: `Bulk Signed ${n}`, issue_date: '2026-01-15', issuer_name: 'GX' })) },
    });
    expect(response.status).toBe(200);
    const ids = response.json<{ rows: Array<{ certificate_id: string }> }>().rows.map((row) => row.certificate_id);
    const credentials = await Promise.all(ids.map((id) => signedCredentialOf(id, () => true, 90_000)));
    for (const credential of credentials) expect((await checkCredential(credential, signer.didDocument())).signature.passed).toBe(true);
    const slots = credentials.map((credential) => (credential.credentialStatus as Json).id);
    expect(new Set(slots).size).toBe(3);
  }, 120_000);

  test('an edit of the title is signed again', async () => {
    const created = await issue({ title: 'Before Edit' });
    await admin.pb.collection('certificates').update(created.id, { title: 'After Edit' });
    const credential = await credentialOf(created['certificate_id']);
    expect(credential.name).toBe('After Edit');
    expect((await checkCredential(credential, signer.didDocument())).signature.passed).toBe(true);
  });

  test('a change of the holder’s name is signed again, with the new name', async () => {
    const renamed = await createAccount(backend, { firstName: 'Nina', lastName: 'Before' });
    const created = await admin.pb.collection('certificates').create(
      certificateForm({ recipient_email: renamed.email, title: 'Renamed Holder', issuer_name: 'GX Academy', issue_date: TODAY }),
    );
    const first = await credentialOf(created['certificate_id']);
    expect(holderName(first)).toBe('Nina Before');

    await renamed.pb.collection('users').update(renamed.id, { last_name: 'After' });
    const again = await signedCredentialOf(created['certificate_id'], (credential) => holderName(credential) === 'Nina After');
    expect((await checkCredential(again, signer.didDocument())).signature.passed).toBe(true);
    // The same slot and salt: only what the credential states changed.
    expect(again.credentialStatus).toEqual(first.credentialStatus);
    expect(again.id).toBe(first.id);
  }, 90_000);

  test('the seed data’s certificates all get signed credentials, the revoked one revoked in its list', async () => {
    const seeded = await seedDevelopmentData(backend.url, SUPERUSER, { email: 'seed.admin@gx.test', password: 'Seed#Admin2025', firstName: 'Seed', lastName: 'Admin' });
    const root = await backend.superuser();
    expect(seeded.certificateIds).toHaveLength(5);
    for (const id of seeded.certificateIds) {
      const credential = await signedCredentialOf(id);
      expect((await checkCredential(credential, signer.didDocument())).signature.passed).toBe(true);
      const certificate = await root.collection('certificates').getFirstListItem(root.filter('certificate_id = {:id}', { id }));
      if (certificate['file']) expect((credential.relatedResource as Json[])[0]).toHaveProperty('digestSRI');
      if (certificate['verification_status'] === 'revoked') {
        const listUrl = statusListUrlOf(credential);
        await waitFor(async () => ((await isRevoked(credential, (await http('GET', listUrl)).json<Json>(), signer.didDocument())) ? true : undefined), 75_000);
      }
    }
  }, 180_000);

  test('an unknown certificate ID is answered exactly as a malformed one', async () => {
    const unknown = await http('GET', `${backend.url}/api/gx/credentials/00000000-0000-4000-8000-000000000000`);
    const malformed = await http('GET', `${backend.url}/api/gx/credentials/${encodeURIComponent('<script>')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(malformed.body);
  });
});

describe('the issuer’s key document', () => {
  test('is served by the API as the signer publishes it (the /verify page carries it), from any origin', async () => {
    const response = await http('GET', `${backend.url}/api/gx/credential-issuer`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/did+json');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual(signer.didDocument());
  });
});

describe('the credentials route', () => {
  test('is limited per client address on a budget of its own, and a fetch is not counted as a verification', async () => {
    const created = await issue({ title: 'Fetched Often' });
    const id = String(created['certificate_id']);
    const root = await backend.superuser();
    const count = async () => Number((await root.collection('certificates').getOne(created.id))['verification_count']);
    const before = await count();
    const client = '127.0.0.201';
    const fetchCredential = () => http('GET', `${backend.url}/api/gx/credentials/${id}`, { localAddress: client });
    const statuses: number[] = [];
    for (let sent = 0; sent < LIMIT; sent += 1) statuses.push((await fetchCredential()).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await fetchCredential();
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', rate_limited: true, title: 'Too many attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // The verification budget of the same address is untouched, and a verification counts as ever.
    const verified = await http('GET', `${backend.url}/api/gx/verify/${id}`, { localAddress: client });
    expect(verified.status).toBe(200);
    expect(await count()).toBe(before + 1);
  }, 60_000);
});

describe('verification', () => {
  let credential: Json;
  beforeAll(async () => {
    credential = await credentialOf((await issue({ title: 'Tamper Target', expiry_date: '2036-06-01 00:00:00.000Z' }, PDF))['certificate_id']);
  });

  test('200 random single-field changes all fail verification', async () => {
    // Every leaf of the credential outside the proof, and a change that keeps its type.
    const leaves: Array<Array<string | number>> = [];
    const walk = (value: unknown, path: Array<string | number>) => {
      if (path[0] === 'proof' || path[0] === '@context') return;
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => walk(item, [...path, key]));
      else leaves.push(path);
    };
    walk(credential, []);
    const change = (value: unknown, random: number): unknown => {
      if (typeof value === 'boolean') return !value;
      if (typeof value === 'number') return value + 1;
      const text = String(value);
      const at = Math.floor(random * text.length);
      const replacement = text[at] === 'x' ? 'y' : 'x';
      return text.slice(0, at) + replacement + text.slice(at + 1);
    };
    let seed = 20261125;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const document = signer.didDocument();
    const outcomes: boolean[] = [];
    for (let n = 0; n < 200; n++) {
      const path = leaves[Math.floor(random() * leaves.length)]!;
      const tampered = structuredClone(credential);
      let parent = tampered as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path.at(-1)!;
      parent[last] = change(parent[last], random());
      outcomes.push(await verifySignature(tampered, document));
    }
    expect(outcomes.filter(Boolean)).toHaveLength(0);
    expect(await verifySignature(credential, document)).toBe(true);
  }, 120_000);

  test('an independent implementation (Debian python3-pyld and python3-nacl) verifies it, and refuses a tampered copy', () => {
    ensurePythonVerifier();
    const dir = mkdtempSync(join(tmpdir(), 'gx-pyverify-'));
    try {
      writeFileSync(join(dir, 'credential.json'), JSON.stringify(credential));
      writeFileSync(join(dir, 'tampered.json'), JSON.stringify({ ...credential, name: 'Tamper Targets' }));
      writeFileSync(join(dir, 'contexts.json'), JSON.stringify(bundledContexts()));
      const run = (file: string) =>
        spawnSync(DEBIAN_PYTHON, [join(signerRoot, 'verify-independently.py'), join(dir, file), signer.didDocumentPath, join(dir, 'contexts.json')], { encoding: 'utf8' });
      const good = run('credential.json');
      expect(good.stdout.trim(), good.stderr).toBe('verified');
      expect(good.status).toBe(0);
      const bad = run('tampered.json');
      expect(bad.stdout.trim()).toBe('failed: the signature does not match the content');
      expect(bad.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('revocation and status', () => {
  test('a revocation flips the status bit within a minute, and the verifier then says revoked', async () => {
    const created = await issue({ title: 'To Be Revoked' });
    const credential = await credentialOf(created['certificate_id']);
    const listUrl = statusListUrlOf(credential);
    const list = async () => (await http('GET', listUrl)).json<Json>();
    expect(await isRevoked(credential, await list(), signer.didDocument())).toBe(false);

    const revokedAt = Date.now();
    const revoke = await http('POST', `${backend.url}/api/gx/certificates/${created.id}/revoke`, {
      headers: { authorization: admin.pb.authStore.token },
      body: { reason: 'Issued in error' },
    });
    expect(revoke.status).toBe(200);
    await waitFor(async () => ((await isRevoked(credential, await list(), signer.didDocument())) ? true : undefined), 60_000);
    console.warn(`revocation → failed status check: ${Date.now() - revokedAt} ms`);
  }, 90_000);
});

describe('when the signer is down', () => {
  test('issuing still succeeds, and the credential is signed once the signer is back', async () => {
    await signer.stop();
    // The issuer's keys are still served (the last copy read from the signer).
    expect((await http('GET', `${backend.url}/api/gx/credential-issuer`)).json()).toEqual(signer.didDocument());
    const started = Date.now();
    const created = await issue({ title: 'Signed Later' });
    const issuedIn = Date.now() - started;
    const pending = await http('GET', `${backend.url}/api/gx/credentials/${created['certificate_id']}`);
    expect(pending.status).toBe(503);
    expect(pending.json()).toMatchObject({ error: 'credential_pending' });

    await signer.start();
    const backAt = Date.now();
    const credential = await signedCredentialOf(created['certificate_id']);
    console.warn(`signer down: issue answered in ${issuedIn} ms; signed ${Date.now() - backAt} ms after the signer came back`);
    expect((await checkCredential(credential, signer.didDocument())).signature.passed).toBe(true);
  }, 120_000);
});

/** Debian's python3-pyld, python3-nacl and python3-base58: `node scripts/install.mjs --python-verifier` installs them. */
