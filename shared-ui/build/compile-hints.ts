/**
 * Marks the browser's scripts for eager compilation (V8's explicit compile hints, Chromium 136+):
 * a script that starts with the `//# allFunctionsCalledOnLoad` comment has all its functions
 * compiled while it downloads, on a background thread, instead of one by one on the main thread
 * when first called. The federation runtime, React, Mantine and the exchange's chart library call
 * most of their functions as a page starts, so that lazy compilation was a large part of the
 * start-up's long tasks (docs/decisions.md#compile-hints). Other browsers read a comment.
 *
 * Scripts larger than `maxBytes` are left alone, as a guard against compiling a huge bundle whose
 * code mostly goes unused (memory for nothing).
 */
import type { Compiler } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  constructor(private readonly maxBytes = 1024 * 1024) {}

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
