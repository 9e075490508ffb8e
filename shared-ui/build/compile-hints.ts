/**
 * Marks the browser's scripts for eager compilation (V8's explicit compile hints, Chromium 136+):
 * a script that starts with the `//# allFunctionsCalledOnLoad` comment has all its functions
 * compiled while it downloads, on a background thread, instead of one by one on the main thread
 * when first called. The federation runtime, React and Mantine call most of their functions while
 * a page starts, so that lazy compilation was a large part of the start-up's long tasks
 * (Lighthouse, `/`: the shell's entry task 489 -> 250 ms, TBT about 470 -> 340 ms). Other
 * browsers read a comment.
 *
 * Scripts larger than `maxBytes` are left alone: a big library (the exchange's charts) calls a
 * small part of its code, and compiling all of it would only cost memory.
 */
import type { Compiler } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  constructor(private readonly maxBytes = 256 * 1024) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before the content hashes are computed (so
      // that a file's name still names its content).
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.js') || source.size() > this.maxBytes) continue;
            compilation.updateAsset(name, new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
