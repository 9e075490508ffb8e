/**
 * The key commands (`npm run credentials -- …`):
 *   rotate-key        adds a new issuer key: new credentials are signed with it, and the older keys
 *                     stay in the DID document, so what they signed keeps verifying
 *   revoke-key <id>   marks a compromised key: it leaves assertionMethod and is listed with
 *                     `revoked`, so every credential it signed fails with that reason
 *   list-keys
 * A running signer reads the key file on every signature, so no restart is needed.
 */
import { didWebFromSiteUrl } from './did';
import { KeyStore } from './key-store';

export async function credentialsCommand(args: string[], dir: string, siteUrl: string, print: (line: string) => void): Promise<number> {
  const [command, argument] = args;
  const store = new KeyStore(dir, didWebFromSiteUrl(siteUrl));
  await store.ensure();
  if (command === 'rotate-key') {
    const id = await store.rotate();
    print(`New signing key ${store.did}#${id}; earlier keys stay published.`);
  } else if (command === 'revoke-key' && argument) {
    store.revoke(argument);
    print(`Key ${argument} is marked revoked: credentials it signed now fail verification.`);
  } else if (command === 'list-keys') {
    for (const key of store.publicKeys()) print(`${key.id}  ${key.publicKeyMultibase}${key.revoked ? `  revoked ${key.revoked}` : ''}`);
  } else {
    print('Usage: npm run credentials -- rotate-key | revoke-key <key id> | list-keys');
    return 2;
  }
  return 0;
}
