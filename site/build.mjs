// Builds what production runs into dist/: gx.js, one ES module with every workspace package and
// dependency it uses bundled in (esbuild), so a host runs plain `node site/dist/gx.js …` with no
// TypeScript loader, and the render and preview workers beside it (render-server loads them by path).
// Plain JavaScript: `npm run build` runs it with node alone.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here('./dist/');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // Read from node_modules at run time: a native renderer (.node), and packages that load their own
  // WebAssembly or font files by path.
  // Piscina starts its own worker file by path, from its package.
  external: ['@resvg/resvg-js', 'satori', '@fontsource/inter', 'piscina'],
  // CommonJS dependencies inside an ES module bundle call require(): give them Node's.
  banner: { js: "import { createRequire as __gxCreateRequire } from 'node:module'; const require = __gxCreateRequire(import.meta.url);" },
};
const result = await build({ ...common, entryPoints: [here('./src/main.ts')], outfile: `${out}gx.js` });
// The render workers' file (render-server/src/render-worker.mjs with render-thread.ts inside),
// beside gx.js where render-pool.ts looks for it.
const worker = await build({ ...common, entryPoints: [here('../render-server/src/render-worker.mjs')], outfile: `${out}render-worker.mjs` });
copyFileSync(here('../render-server/src/preview-worker.mjs'), `${out}preview-worker.mjs`);
const bytes = [result, worker].flatMap((built) => Object.values(built.metafile.outputs)).reduce((sum, output) => sum + output.bytes, 0);
console.log(`site/dist/gx.js and render-worker.mjs: ${(bytes / 1024).toFixed(0)} KiB with their source maps`);
