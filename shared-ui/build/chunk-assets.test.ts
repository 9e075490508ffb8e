import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_ASSETS_FILE, ChunkAssetsPlugin, type ChunkAssets } from './chunk-assets';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Builds `files` (index.js the entry) with the plugin; resolves to the errors and the written assets. */
function build(files: Record<string, string>): Promise<{ errors: string[]; assets?: ChunkAssets }> {
  dir = mkdtempSync(join(tmpdir(), 'gx-chunk-assets-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const output = join(dir, 'dist');
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: { main: './index.js' },
    output: { path: output, filename: '[name].js', chunkFilename: '[name].js', cssChunkFilename: '[name].css' },
    module: { rules: [{ test: /\.css$/, type: 'css' }] },
    plugins: [new ChunkAssetsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const errors = stats.toJson({ all: false, errors: true }).errors?.map((entry) => entry.message) ?? [];
      let assets: ChunkAssets | undefined;
      try {
        assets = JSON.parse(readFileSync(join(output, CHUNK_ASSETS_FILE), 'utf8')) as ChunkAssets;
      } catch {
        // A failed build writes nothing.
      }
      resolve({ errors, assets });
    }),
  );
}

// The entry keeps its part (a global): an unused one would be tree-shaken with its chunk.
const lazyPageStub = 'const lazyPage = (id, load) => load;\n';

describe('chunk-assets.json', () => {
  it.each([
    { name: "names each lazy part's scripts and stylesheets under its id", stylesheet: '.page { color: red; }', css: ['demo/page.css'] },
    { name: 'leaves out a stylesheet that is empty', stylesheet: '/* nothing but a comment */', css: [] },
  ])('$name', async ({ stylesheet, css }) => {
    const { errors, assets } = await build({
      'index.js': `${lazyPageStub}globalThis.page = lazyPage('demo/page', () => import(/* webpackChunkName: "demo/page" */ './page.js'));`,
      'page.js': `import './page.css';\nexport default function Page() { return 'page'; }`,
      'page.css': stylesheet,
    });
    expect(errors).toEqual([]);
    expect(assets?.parts['demo/page']).toEqual({ js: ['demo/page.js'], css, shared: [] });
  });

  it('fails the build when a lazy part has no chunk of its name', async () => {
    const { errors } = await build({
      'index.js': `${lazyPageStub}globalThis.page = lazyPage('demo/unnamed', () => import('./page.js'));`,
      'page.js': `export default function Page() { return 'page'; }`,
    });
    expect(errors.join('\n')).toMatch(/lazyPage\('demo\/unnamed'\) has no chunk group of that name/);
  });
});
