/**
 * The letters and combining marks of every script (Unicode's general categories L and M) as
 * explicit code point ranges, for the server's name rule.
 *
 * The name rule (shared-ui/src/validation/name.ts) says `[\p{L}\p{M}]` with the `u` flag.
 * PocketBase's JavaScript engine (goja) does not know Unicode property escapes: it reads `\p{L}`
 * as the letters "p{L}" and quietly refuses every name. So the hooks' bundle
 * (shared-ui-bundle.ts) gets the same set spelled out, from Node's own `\p{L}\p{M}`.
 */

/** Inclusive [first, last] code point ranges of the characters that match `pattern`. */
export function codePointRanges(pattern: RegExp): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (!pattern.test(String.fromCodePoint(cp))) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

function escape(cp: number): string {
  return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A character-class body (without brackets) for a regular expression with the `u` flag. */
export function classBody(ranges: Array<[number, number]>): string {
  return ranges.map(([first, last]) => (first === last ? escape(first) : `${escape(first)}-${escape(last)}`)).join('');
}
