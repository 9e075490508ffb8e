// `npm run build`: everything production runs. The production builds of the shell and the four
// remotes (reused when unchanged), then site/dist/gx.js, the one program every server process and
// `npm run serve` run (bundled JavaScript: no TypeScript loader, no registry at start).
//   --force   rebuild even when nothing changed
import { execFileSync } from 'node:child_process';
import { buildAll } from './lib/build-apps';
import { fromRoot } from './lib/paths';

const started = Date.now();
await buildAll({ force: process.argv.includes('--force'), log: (line) => console.log(`  ${line}`) });
execFileSync(process.execPath, [fromRoot('site', 'build.mjs')], { stdio: 'inherit' });
console.log(`All five apps and the site's program ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
