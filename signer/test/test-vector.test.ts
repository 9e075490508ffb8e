import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import jsonld from 'jsonld';
import { signCredential } from '../src/sign';
import { documentLoader } from '../src/contexts';

const vector = JSON.parse(readFileSync(new URL('./fixtures/ob3-test-vector.json', import.meta.url), 'utf8'));
const issuer = vector.unsigned.issuer.id as string;

async function vectorKey() {
  return Ed25519Multikey.from({
    type: 'Multikey',
    id: `${issuer}#${vector.publicKeyMultibase}`,
    controller: issuer,
    publicKeyMultibase: vector.publicKeyMultibase,
    secretKeyMultibase: vector.secretKeyMultibase,
  });
}

test('the OB 3.0 signed example reproduces byte for byte when signed with its published key', async () => {
  const key = await vectorKey();
  // The multibase secret is the published hex key (multicodec 0x8026, then seed and public key).
  const exported = (await key.export({ secretKey: true, raw: true })) as { secretKey: Uint8Array };
  assert.equal(Buffer.from(exported.secretKey).toString('hex'), vector.secretKeyHex);
  const signed = await signCredential(vector.unsigned, key, { created: vector.created });
  assert.deepEqual(signed.proof, [vector.proof]);
  assert.equal(JSON.stringify({ ...signed, proof: vector.proof }), JSON.stringify({ ...vector.unsigned, proof: vector.proof }));
});

test('the canonical form of the example hashes to the published document hash (RDFC-1.0, bundled contexts)', async () => {
  const canonical = await jsonld.canonize(vector.unsigned, { algorithm: 'RDFC-1.0', format: 'application/n-quads', documentLoader: documentLoader(), safe: true });
  assert.equal(createHash('sha256').update(canonical).digest('hex'), vector.documentHashHex);
});
