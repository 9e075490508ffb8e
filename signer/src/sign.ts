/**
 * Signing with an `eddsa-rdfc-2022` Data Integrity proof through the W3C VC libraries of Digital
 * Bazaar, in JSON-LD safe mode (an undefined term fails instead of being dropped from the
 * signature) and with the bundled contexts only.
 */
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import { documentLoader } from './contexts';

export type Credential = Record<string, unknown> & { proof?: unknown };

/**
 * The credential with one proof by `key` (whose id is the full verification method URL). The
 * library writes `proof` as an object; Open Badges 3.0's schema wants every sequence as an array,
 * and both forms verify, so it is returned as `[proof]`.
 */
export async function signCredential(credential: Credential, key: Ed25519KeyPair, options: { created?: string } = {}): Promise<Credential> {
  const suite = new DataIntegrityProof({
    signer: key.signer(),
    cryptosuite,
    ...(options.created ? { date: options.created } : {}),
  });
  const signed = await vc.issue({ credential: structuredClone(credential), suite, documentLoader: documentLoader() });
  return { ...signed, proof: [signed.proof] };
}
