/**
 * Writes `entry-assets.json` beside a web build: the files of each entry point, in the bundler's
 * order (`{ "main": { "js": [...], "css": [...] } }`, paths from the public path). The render
 * server reads the shell's from it to start the shell's scripts on a rendered page, instead of
 * reading them back out of the built index.html.
 */
import { rspack, type Compiler } from '@rspack/core';

export const ENTRY_ASSETS_FILE = 'entry-assets.json';

export class EntryAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const entries: Record<string, { js: string[]; css: string[] }> = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          const files = entrypoint.getFiles().map((file) => `${publicPath}${file}`);
          entries[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
        }
        compilation.emitAsset(ENTRY_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(entries, null, 2)}\n`));
      });
    });
  }
}
