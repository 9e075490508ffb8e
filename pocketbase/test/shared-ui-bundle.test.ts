// The hooks' copy of shared-ui (pb_hooks/lib/shared-ui.js) is generated from the TypeScript; this
// fails when the committed file is stale, and runs it in PocketBase's own JavaScript engine against
// the TypeScript on the shared vectors, so an engine difference (a regular expression goja reads
// otherwise) shows here before it shows in an answer.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { contactRule, emailRule, nameRule, signUpPasswordRule } from 'shared-ui/validation';
import { validationVectors as vectors } from 'shared-ui/validation/vectors';
import { pocketbaseBinary } from '../src/launcher.ts';
import { classBody, codePointRanges } from '../src/name-letters.ts';
import { SHARED_UI_BUNDLE_FILE, sharedUiBundle } from '../src/shared-ui-bundle.ts';

const bundle = readFileSync(SHARED_UI_BUNDLE_FILE, 'utf8');

describe('the hooks\' shared-ui bundle', () => {
  test('is current: run `pnpm --filter gx-pocketbase run generate:shared-ui` when this fails', async () => {
    expect(bundle).toBe(await sharedUiBundle());
  });

  test('holds no zod, no Node or browser global and no regular expression goja misreads', () => {
    expect(bundle).not.toMatch(/\bzod\b|\brequire\(|\bprocess\.|\bwindow\.|\bdocument\.|globalThis/);
    // Unicode property escapes and named groups: goja parses both and matches neither.
    expect(bundle).not.toMatch(/\\\\?p\{|\(\?<[A-Za-z]/);
  });

  test('spells out the same letters as \\p{L}\\p{M}', () => {
    const spelled = new RegExp(`^[${classBody(codePointRanges(/[\p{L}\p{M}]/u))}]$`, 'u');
    const expected = /^[\p{L}\p{M}]$/u;
    for (const [first, last] of codePointRanges(/[\s\S]/u)) {
      for (let cp = first; cp <= last; cp += 1) {
        const character = String.fromCodePoint(cp);
        if (spelled.test(character) !== expected.test(character)) throw new Error(`U+${cp.toString(16)} differs`);
      }
    }
    expect(spelled.test('\u200C')).toBe(false);
    expect(spelled.test('ก')).toBe(true);
  });
});

describe('in PocketBase\'s JavaScript engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gx-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the bundle inside `pocketbase gx-probe` (a command of a hook of its own) on `input`. */
  function inGoja(input: unknown): Record<string, unknown> {
    mkdirSync(join(dir, 'hooks', 'lib'), { recursive: true });
    copyFileSync(SHARED_UI_BUNDLE_FILE, join(dir, 'hooks', 'lib', 'shared-ui.js'));
    writeFileSync(
      join(dir, 'hooks', 'probe.pb.js'),
      `$app.rootCmd.addCommand(new Command({ use: "gx-probe", run: () => {
        const rules = require(\`\${__hooks}/lib/shared-ui.js\`);
        const input = JSON.parse($os.getenv("GX_PROBE_INPUT"));
        console.log("PROBE " + JSON.stringify({
          email: input.email.map((value) => rules.checkEmail(value)),
          password: input.password.map((value) => rules.checkPassword(value)),
          name: input.name.map((pair) => rules.checkName(pair[0], pair[1])),
          contact: input.contact.map((fields) => rules.contactRule(fields)),
        }));
      } }));`,
    );
    const run = spawnSync(pocketbaseBinary, ['gx-probe', `--dir=${join(dir, 'data')}`, `--hooksDir=${join(dir, 'hooks')}`, '--hooksWatch=false'], {
      env: { PATH: process.env.PATH ?? '', GX_PROBE_INPUT: JSON.stringify(input) },
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    const line = output.split('\n').find((text) => text.includes('PROBE '));
    if (!line) throw new Error(`the probe printed nothing:\n${output}`);
    return JSON.parse(line.slice(line.indexOf('PROBE ') + 6)) as Record<string, unknown>;
  }

  test('judges every shared vector as the TypeScript does', () => {
    const contact = vectors.contact.map(({ input }) => ({
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      message: input.message.trim(),
    }));
    const input = {
      email: vectors.email.map((v) => v.input),
      password: vectors.password.map((v) => v.input),
      name: vectors.name.map((v) => [v.input, v.label]),
      contact,
    };
    expect(inGoja(input)).toEqual({
      email: vectors.email.map((v) => emailRule(v.input.trim())),
      password: vectors.password.map((v) => signUpPasswordRule(v.input)),
      name: vectors.name.map((v) => nameRule(v.input.trim(), v.label)),
      contact: contact.map((fields) => contactRule(fields)),
    });
    // And the answers are the vectors' messages, so the comparison above is not of two wrong answers.
    expect(vectors.name.map((v) => nameRule(v.input.trim(), v.label)?.message ?? null)).toEqual(vectors.name.map((v) => v.message));
  });
});
