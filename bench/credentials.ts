/**
 * `npm run bench:credentials`: how long the signer takes to sign one Open Badges credential and
 * the shared verifier to check one (Signature, Issuer key, Dates), median of 100 each, in this
 * process with a throw-away key. Reported, never asserted.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyStore, signCredential } from 'gx-signer';
import { checkCredential } from 'gx-signer/verify';
import { fromRoot } from '../scripts/lib/paths';

const RUNS = 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dir = mkdtempSync(join(tmpdir(), 'gx-bench-signer-'));
try {
  const store = new KeyStore(dir, 'did:web:localhost%3A3000');
  await store.ensure();
  const key = await store.signingKey();
  const unsigned = JSON.parse(readFileSync(fromRoot('signer', 'test', 'fixtures', 'unsigned-credential.json'), 'utf8'));
  const did = store.didDocument();

  // Warm-up: the first calls compile the libraries' code paths and expand the contexts.
  const warm = await signCredential(unsigned, key);
  await checkCredential(warm, did);

  const signTimes: number[] = [];
  const verifyTimes: number[] = [];
  let signed = warm;
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    signed = await signCredential(unsigned, key);
    signTimes.push(performance.now() - started);
    started = performance.now();
    const checks = await checkCredential(signed, did);
    verifyTimes.push(performance.now() - started);
    if (!checks.signature.passed) throw new Error('A freshly signed credential did not verify');
  }
  console.warn(`Open Badges credential (${JSON.stringify(signed).length} bytes), eddsa-rdfc-2022, Node ${process.version}`);
  console.warn(`  sign:   median ${median(signTimes).toFixed(1)} ms of ${RUNS}`);
  console.warn(`  verify: median ${median(verifyTimes).toFixed(1)} ms of ${RUNS}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
