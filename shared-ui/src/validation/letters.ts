/**
 * The letters and marks of a name (docs/rules.md#validation), as character-class bodies for a
 * regular expression with the `u` flag. PocketBase's JavaScript engine reads `\p{L}` as the
 * letters "p{L}", so the hooks' bundle replaces this module with the same sets spelled out as
 * code point ranges (pocketbase/src/name-letters.ts).
 */
export const LETTER_OR_MARK = '\\p{L}\\p{M}';
export const LETTER = '\\p{L}';
