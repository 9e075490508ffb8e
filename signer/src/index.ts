/**
 * Node API for the orchestration scripts and tests: start the signer as its own process (the key
 * stays in that process), and where its files are.
 */
import { startAnswering } from 'gx-processes';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DID_DOCUMENT_FILE, KeyStore, SECRET_FILE } from './key-store';
import { didWebFromSiteUrl } from './did';
import { readFileSync } from 'node:fs';

export { didWebFromSiteUrl, didDocument } from './did';
export { KeyStore, DID_DOCUMENT_FILE, KEYS_FILE, SECRET_FILE } from './key-store';
export { requestSignature, TIMESTAMP_HEADER, SIGNATURE_HEADER } from './request-auth';
export { STATUS_LIST_LENGTH } from './status-list';
export { credentialsCommand } from './commands';
export { signCredential } from './sign';

export interface SignerOptions {
  /** Its data directory: the key file, the shared secret (both 0600) and did.json. */
  dir: string;
  port: number;
  /** The site's origin; the issuer is its did:web. */
  siteUrl: string;
  log?: (line: string) => void;
}

export interface RunningSigner {
  url: string;
  /** The shared secret PocketBase signs its requests with (from the signer's 0600 file). */
  secret: string;
  /** The public DID document's file, for the site to serve at /.well-known/did.json. */
  didDocumentPath: string;
  /** Settles when the process ends (its exit code; null when ended by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The signer's data directory beside PocketBase's: <parent of the PocketBase data dir>/signer. */
export function signerDirFor(pocketbaseDataDir: string): string {
  return process.env.GX_SIGNER_DIR ?? `${pocketbaseDataDir.replace(/\/+$/, '')}-signer`;
}

export async function startSigner(o: SignerOptions): Promise<RunningSigner> {
  // The files exist before the process serves, so the secret can be handed to PocketBase.
  await new KeyStore(o.dir, didWebFromSiteUrl(o.siteUrl)).ensure();
  const url = `http://127.0.0.1:${o.port}`;
  const { exited, stop } = await startAnswering(process.execPath, ['--import', 'tsx', join(packageRoot, 'src', 'main.ts')], {
    name: 'The signer',
    ready: `${url}/v1/health`,
    timeoutMs: 20_000,
    spawn: { cwd: packageRoot, env: { PATH: process.env.PATH, GX_SIGNER_DIR: o.dir, GX_SIGNER_PORT: String(o.port), GX_SITE_URL: o.siteUrl } },
    log: o.log,
  });
  return { url, secret: readFileSync(join(o.dir, SECRET_FILE), 'utf8').trim(), didDocumentPath: join(o.dir, DID_DOCUMENT_FILE), exited, stop };
}
