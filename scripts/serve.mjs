// `npm run serve`: the production layout in the foreground, from the built release (site/dist/gx.js,
// written by `npm run build`). Plain JavaScript on purpose: it starts without a compiler, a package
// registry or any network, and never installs or builds anything itself.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const program = fileURLToPath(new URL('../site/dist/gx.js', import.meta.url));
if (!existsSync(program)) {
  console.error('This checkout has not been built: run `npm run build` first (it installs nothing; see docs/operations.md, "Deploying").');
  process.exit(2);
}
process.argv.splice(2, 0, 'serve');
await import(program);
