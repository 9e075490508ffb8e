/**
 * The signer process (started by `startSigner`, index.ts). Environment:
 *   GX_SIGNER_DIR   its data directory (keys, shared secret, did.json)
 *   GX_SIGNER_PORT  the loopback port
 *   GX_SITE_URL     the site's origin; the issuer is its did:web
 */
import { didWebFromSiteUrl } from './did';
import { KeyStore } from './key-store';
import { createSignerServer } from './server';
import { warmUp } from './certificate-pdf';
import { jsonLogLine, type LogFields } from 'shared-ui/trace';

const dir = process.env.GX_SIGNER_DIR;
const port = Number(process.env.GX_SIGNER_PORT);
const siteUrl = process.env.GX_SITE_URL;
if (!dir || !port || !siteUrl) {
  console.error('GX_SIGNER_DIR, GX_SIGNER_PORT and GX_SITE_URL are required');
  process.exit(2);
}

const store = new KeyStore(dir, didWebFromSiteUrl(siteUrl));
await store.ensure();
// JSON lines (docs/operations.md, "Following one request").
const log = (line: string, fields?: LogFields) => console.warn(jsonLogLine(line, fields));
const server = createSignerServer(store, siteUrl, log);
server.listen(port, '127.0.0.1', () => log(`signer on 127.0.0.1:${port} for ${store.did}`));
// The first drawing parses the fonts and compiles pdf-lib's paths (most of a second); done now, the
// first certificate issued is drawn as fast as the rest.
void warmUp().catch((error: unknown) => log(`PDF warm-up failed: ${String(error)}`, { level: 'warn' }));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
