// The server's list of letters (pb_hooks/lib/name-letters.js) is generated from Unicode's L and M
// categories; this fails when the committed file no longer matches what the generator writes.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NAME_LETTERS_FILE, codePointRanges, nameLettersModule } from '../src/name-letters.ts';

describe('the generated name letters', () => {
  test('are current: run `pnpm --filter gx-pocketbase run generate:name-letters` when this fails', () => {
    expect(readFileSync(NAME_LETTERS_FILE, 'utf8')).toBe(nameLettersModule());
  });

  test('spell out the same set as \\p{L}\\p{M}', () => {
    const source = readFileSync(NAME_LETTERS_FILE, 'utf8');
    const body = /var LETTER_OR_MARK = "(.*)";/.exec(source)?.[1]?.replace(/\\\\/g, '\\') ?? '';
    const spelled = new RegExp(`^[${body}]$`, 'u');
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
