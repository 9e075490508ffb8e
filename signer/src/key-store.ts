/**
 * The issuer's keys, in one 0600 file of the signer's data directory (never in the repository,
 * PocketBase or the render server). The first start generates a key; `rotate-key` adds one (the
 * newest unrevoked key signs; older keys stay published); `revoke-key` marks one compromised.
 * The public DID document is written beside it (did.json, world-readable) for the site to serve.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import { didDocument, type PublicKey } from './did';
import type { DidDocument } from './contexts';

export const KEYS_FILE = 'issuer-keys.json';
export const SECRET_FILE = 'signer-secret';
export const DID_DOCUMENT_FILE = 'did.json';

interface StoredKey extends PublicKey {
  created: string;
  secretKeyMultibase: string;
}

interface KeyFile {
  keys: StoredKey[];
}

/** Writes through a temporary file, so a crash never leaves half a key file. */
function writePrivate(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

function readKeys(dir: string): KeyFile {
  const path = join(dir, KEYS_FILE);
  if (!existsSync(path)) return { keys: [] };
  return JSON.parse(readFileSync(path, 'utf8')) as KeyFile;
}

async function newKey(number: number): Promise<StoredKey> {
  const pair = await Ed25519Multikey.generate();
  const exported = (await pair.export({ publicKey: true, secretKey: true })) as { publicKeyMultibase: string; secretKeyMultibase: string };
  return {
    id: `key-${number}`,
    created: new Date().toISOString(),
    publicKeyMultibase: exported.publicKeyMultibase,
    secretKeyMultibase: exported.secretKeyMultibase,
  };
}

export class KeyStore {
  constructor(
    readonly dir: string,
    readonly did: string,
  ) {}

  /** Creates the directory, the first key and the shared secret when missing; writes did.json. */
  async ensure(): Promise<void> {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const file = readKeys(this.dir);
    if (file.keys.length === 0) {
      file.keys.push(await newKey(1));
      writePrivate(join(this.dir, KEYS_FILE), `${JSON.stringify(file, null, 2)}\n`);
    }
    const secret = join(this.dir, SECRET_FILE);
    if (!existsSync(secret)) writePrivate(secret, randomBytes(32).toString('hex'));
    this.publish();
  }

  /** The shared secret PocketBase proves itself with. */
  secret(): string {
    return readFileSync(join(this.dir, SECRET_FILE), 'utf8').trim();
  }

  publicKeys(): PublicKey[] {
    return readKeys(this.dir).keys.map(({ id, publicKeyMultibase, revoked }) => ({ id, publicKeyMultibase, ...(revoked ? { revoked } : {}) }));
  }

  didDocument(): DidDocument {
    return didDocument(this.did, this.publicKeys());
  }

  /** The newest key that is not revoked, ready to sign. Read from the file each time: the CLI may rotate while the signer runs. */
  async signingKey(): Promise<Ed25519KeyPair> {
    const current = readKeys(this.dir).keys.filter((key) => !key.revoked).at(-1);
    if (!current) throw new Error('No usable issuer key: every key is revoked. Run `npm run credentials -- rotate-key`.');
    return Ed25519Multikey.from({
      type: 'Multikey',
      id: `${this.did}#${current.id}`,
      controller: this.did,
      publicKeyMultibase: current.publicKeyMultibase,
      secretKeyMultibase: current.secretKeyMultibase,
    });
  }

  async rotate(): Promise<string> {
    const file = readKeys(this.dir);
    const key = await newKey(file.keys.length + 1);
    file.keys.push(key);
    writePrivate(join(this.dir, KEYS_FILE), `${JSON.stringify(file, null, 2)}\n`);
    this.publish();
    return key.id;
  }

  revoke(id: string): void {
    const file = readKeys(this.dir);
    const key = file.keys.find((candidate) => candidate.id === id || `${this.did}#${candidate.id}` === id);
    if (!key) throw new Error(`No key ${id}; the keys are ${file.keys.map((candidate) => candidate.id).join(', ')}`);
    key.revoked ??= new Date().toISOString();
    writePrivate(join(this.dir, KEYS_FILE), `${JSON.stringify(file, null, 2)}\n`);
    this.publish();
  }

  private publish(): void {
    writeFileSync(join(this.dir, DID_DOCUMENT_FILE), `${JSON.stringify(this.didDocument(), null, 2)}\n`, { mode: 0o644 });
  }
}
