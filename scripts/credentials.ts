/**
 * `npm run credentials -- rotate-key | revoke-key <id> | list-keys`: the issuer's signing keys, in
 * the signer's directory beside PocketBase's data (GX_SIGNER_DIR overrides it).
 */
import { credentialsCommand, signerDirFor } from 'gx-signer';
import { settingsOrExit } from 'site/settings';

// The keys live beside the data directory on a developer's machine and on a host alike; only the
// data directory and the site URL are read, so the local profile's checks are enough.
const settings = settingsOrExit('local');

process.exitCode = await credentialsCommand(process.argv.slice(2), signerDirFor(settings.dataDir), settings.siteUrl, (line) => console.warn(line));
