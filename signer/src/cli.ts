/** The key commands (commands.ts) for a signer directory named by the environment. */
import { credentialsCommand } from './commands';

const dir = process.env.GX_SIGNER_DIR;
const siteUrl = process.env.GX_SITE_URL;
if (!dir || !siteUrl) {
  console.error('GX_SIGNER_DIR and GX_SITE_URL are required');
  process.exit(2);
}
process.exitCode = await credentialsCommand(process.argv.slice(2), dir, siteUrl, (line) => console.warn(line));
