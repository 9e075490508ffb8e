// Builds what production runs into dist/: gx.js, one ES module with every workspace package and
// dependency it uses bundled in (esbuild), so a host runs plain `node site/dist/gx.js …` with no
// TypeScript loader, and the preview worker beside it (render-server loads it by path).
// Plain JavaScript: `npm run build` runs it with node alone.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here('./dist/');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: [here('./src/main.ts')],
  outfile: `${out}gx.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // Read from node_modules at run time: a native renderer (.node), and packages that load their own
  // WebAssembly or font files by path.
  external: ['@resvg/resvg-js', 'satori', '@fontsource/inter'],
  // CommonJS dependencies inside an ES module bundle call require(): give them Node's.
  banner: { js: "import { createRequire as __gxCreateRequire } from 'node:module'; const require = __gxCreateRequire(import.meta.url);" },
});
copyFileSync(here('../render-server/src/preview-worker.mjs'), `${out}preview-worker.mjs`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`site/dist/gx.js: ${(bytes / 1024).toFixed(0)} KiB with its source map`);
