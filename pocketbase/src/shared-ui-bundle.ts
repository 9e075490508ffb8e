/**
 * Writes pb_hooks/lib/shared-ui.js: shared-ui/src/pocketbase-hooks.ts (the validation rules and
 * the release store's formats) bundled by esbuild for PocketBase's JavaScript engine (goja), as
 * CommonJS the hooks `require()`. The hooks therefore judge with the browser's own functions and
 * messages; nothing is written twice.
 *
 * Two things goja cannot take as TypeScript compiles them: syntax newer than it knows (esbuild
 * lowers it to TARGET) and Unicode property escapes (`\p{L}`), which it reads as plain letters.
 * The name rule's letters come from shared-ui/src/validation/letters.ts, which the bundle swaps
 * for the same sets spelled out as code point ranges (name-letters.ts).
 *
 * The file is committed (PocketBase loads hooks as they are, with no build step) and
 * test/shared-ui-bundle.test.ts fails when it is stale.
 *
 * Run: pnpm --filter gx-pocketbase run generate:shared-ui
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { classBody, codePointRanges } from './name-letters.ts';

export const SHARED_UI_BUNDLE_FILE = fileURLToPath(new URL('../pb_hooks/lib/shared-ui.js', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../shared-ui/src/pocketbase-hooks.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What goja in PocketBase 0.22.20 parses (test/shared-ui-bundle.test.ts runs the bundle in it):
 * ES2020 syntax, optional chaining and `??` included. esbuild lowers what is newer (`??=`, numeric
 * separators), which goja refuses to parse.
 */
export const TARGET = 'es2020';

/** The name rule's letters, spelled out: goja has no `\p{…}`. */
const spelledOutLetters: Plugin = {
  name: 'spelled-out-letters',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /shared-ui[\\/]src[\\/]validation[\\/]letters\.ts$/ }, () => ({
      loader: 'js',
      contents: [
        `export const LETTER_OR_MARK = ${JSON.stringify(classBody(codePointRanges(/[\p{L}\p{M}]/u)))};`,
        `export const LETTER = ${JSON.stringify(classBody(codePointRanges(/\p{L}/u)))};`,
      ].join('\n'),
    }));
  },
};

/** The text of pb_hooks/lib/shared-ui.js. */
export async function sharedUiBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    target: TARGET,
    charset: 'ascii',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [spelledOutLetters],
  });
  const code = result.outputFiles[0]?.text ?? '';
  return [
    '// Generated from shared-ui/src/pocketbase-hooks.ts by pocketbase/src/shared-ui-bundle.ts.',
    '// Do not edit: change the TypeScript and run `pnpm --filter gx-pocketbase run generate:shared-ui`.',
    code,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SHARED_UI_BUNDLE_FILE, await sharedUiBundle());
  console.log(`Wrote ${SHARED_UI_BUNDLE_FILE}`);
}
