// `npm run build`: production builds of the shell and the four remotes (reused when unchanged).
//   --force   rebuild even when nothing changed
import { buildAll } from './lib/build-apps';

const started = Date.now();
await buildAll({ force: process.argv.includes('--force'), log: (line) => console.log(`  ${line}`) });
console.log(`All five apps ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
