/**
 * `npm run credentials -- rotate-key | revoke-key <id> | list-keys`: the issuer's signing keys, in
 * the signer's directory beside PocketBase's data (GX_SIGNER_DIR overrides it).
 */
import { credentialsCommand, signerDirFor } from 'gx-signer';
import { settings } from './lib/settings';

process.exitCode = await credentialsCommand(process.argv.slice(2), signerDirFor(settings.dataDir), settings.siteUrl, (line) => console.warn(line));
