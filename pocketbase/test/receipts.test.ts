// Verification receipts (pb_hooks/receipts.pb.js): the signer checks a credential, by certificate
// ID or as a file, and signs its findings; the receipt verifies offline like a certificate, and
// one changed field makes it fail.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkCredential } from 'gx-signer/verify';
import { verifyIndependently } from './independent-verifier.ts';
import { APP_URL, TODAY, certificateForm, http, startSignedSystem, type Account, type TestBackend, type TestSigner } from './support.ts';

type Json = Record<string, unknown>;
interface Finding {
  check: string;
  result: string;
  detail: string;
}

let signer: TestSigner;
let backend: TestBackend;
let admin: Account;
let holder: Account;

beforeAll(async () => {
  ({ backend, signer, admin, holder } = await startSignedSystem({ verifyRateLimit: 1000, holder: { firstName: 'Rhea', lastName: 'Receipt' } }));
}, 60_000);
afterAll(() => backend?.stop());

async function issue(title: string) {
  const created = await admin.pb.collection('certificates').create(
    certificateForm({ recipient_email: holder.email, title, issuer_name: 'GX Academy', issue_date: TODAY }),
  );
  const credential = (await http('GET', `${backend.url}/api/gx/credentials/${String(created['certificate_id'])}`)).json<Json>();
  return { id: created.id, certificateId: String(created['certificate_id']), credential };
}

async function receiptFor(body: Json): Promise<Json> {
  const answer = await http('POST', `${backend.url}/api/gx/receipts`, { body });
  expect(answer.status, answer.body).toBe(200);
  return answer.json<Json>();
}

const findingsOf = (receipt: Json) =>
  Object.fromEntries(((receipt['credentialSubject'] as Json)['findings'] as Finding[]).map((finding) => [finding.check, finding.result]));

test('a receipt of a check by ID says what was checked, when, and each finding; it verifies offline, and a changed field does not', async () => {
  const { certificateId, credential } = await issue('Receipt Programme');
  const before = Date.now();
  const receipt = await receiptFor({ certificate_id: certificateId });
  expect(receipt['type']).toEqual(['VerifiableCredential', 'VerificationReceipt']);
  expect(receipt['issuer']).toEqual({ id: signer.didDocument().id, url: APP_URL });
  const subject = receipt['credentialSubject'] as Json;
  expect(subject['checkedBy']).toBe(APP_URL);
  expect(subject['method']).toBe('certificate-id');
  expect(Date.parse(String(subject['checkedAt']))).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(subject['outcome']).toBe('valid');
  expect((subject['checkedCredential'] as Json)['credentialId']).toBe(credential['id']);
  expect(findingsOf(receipt)).toEqual({ Signature: 'passed', 'Issuer key': 'passed', 'Status list': 'passed', Dates: 'passed', 'Document hash': 'passed' });
  const proof = (receipt['proof'] as Json[])[0]!;
  expect(proof['cryptosuite']).toBe('eddsa-rdfc-2022');

  const independent = verifyIndependently(receipt, signer.didDocumentPath);
  expect(independent.stdout, independent.stderr).toBe('verified');
  expect((await checkCredential(receipt, signer.didDocument())).signature.passed).toBe(true);

  const changed = structuredClone(receipt);
  (changed['credentialSubject'] as Json)['checkedAt'] = '2020-01-01T00:00:00Z';
  expect(verifyIndependently(changed, signer.didDocumentPath).stdout).toBe('failed: the signature does not match the content');
  expect((await checkCredential(changed, signer.didDocument())).signature.passed).toBe(false);
}, 60_000);

test('a check by file names the file’s findings: a tampered credential gets a signed receipt saying its signature failed', async () => {
  const { credential } = await issue('Tampered Programme');
  const tampered = { ...credential, name: 'Something Else' };
  const receipt = await receiptFor({ credential: tampered });
  const subject = receipt['credentialSubject'] as Json;
  expect(subject['method']).toBe('credential-file');
  expect(subject['outcome']).toBe('not valid');
  expect(findingsOf(receipt)['Signature']).toBe('failed');
  expect(verifyIndependently(receipt, signer.didDocumentPath).stdout).toBe('verified');
}, 60_000);

test('after a revocation the receipt’s status finding fails', async () => {
  const { id, certificateId } = await issue('Revoked Programme');
  const revoke = await http('POST', `${backend.url}/api/gx/certificates/${id}/revoke`, {
    headers: { authorization: admin.pb.authStore.token },
    body: { reason: 'Issued in error' },
  });
  expect(revoke.status, revoke.body).toBe(200);
  const receipt = await receiptFor({ certificate_id: certificateId });
  expect(findingsOf(receipt)['Status list']).toBe('failed');
  expect((receipt['credentialSubject'] as Json)['outcome']).toBe('not valid');
}, 60_000);

test('bad input gets a clear message', async () => {
  const nothing = await http('POST', `${backend.url}/api/gx/receipts`, { body: {} });
  expect(nothing.status).toBe(400);
  expect(nothing.json<Json>()['message']).toBe('Give a certificate ID or a credential file to receive a receipt.');
  const unknown = await http('POST', `${backend.url}/api/gx/receipts`, { body: { certificate_id: 'GX-NOPE-0000' } });
  expect(unknown.status).toBe(404);
  const notObject = await http('POST', `${backend.url}/api/gx/receipts`, { body: { credential: 'text' } });
  expect(notObject.status).toBe(400);
});
