import { LETTER, LETTER_OR_MARK } from './letters';
import { messageOf, problem, type Problem } from './problem';

/** docs/rules.md#limits: names are 1 to 50 characters. */
export const NAME_MAX_LENGTH = 50;

/** The labels the spec uses in name messages. */
export type NameLabel = 'First name' | 'Last name' | 'Name';

export const nameMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} is too long (max 50 characters)`,
  invalidCharacters: (label: string) => `${label} can only contain letters, spaces, hyphens, and apostrophes`,
} as const;

/**
 * Script-like content: markup, script URL schemes, event-handler attributes. The character rule
 * below already refuses all of it; this check keeps refusing it should the allowed set ever grow.
 * The spec gives it no text of its own, so it answers with the character rule's message.
 */
const SCRIPT_LIKE = /<|>|javascript:|data:|vbscript:|\bon\w+\s*=/i;
let namePatterns: { characters: RegExp; letter: RegExp } | undefined;

/**
 * Letters of any alphabet with their combining marks (Thai vowel signs, Devanagari matras), the
 * zero-width non-joiner and joiner that Persian and Indic spelling put inside words, spaces,
 * hyphens, straight and curly apostrophes; and at least one letter (marks, joiners and
 * punctuation alone are not a name). Compiled on first use: on the server the letters are a
 * thousand ranges (letters.ts), which take a moment to compile.
 */
function patterns() {
  namePatterns ??= {
    characters: new RegExp(`^(?:[${LETTER_OR_MARK} '\\u2019-]|\\u200C|\\u200D)+$`, 'u'),
    letter: new RegExp(`[${LETTER}]`, 'u'),
  };
  return namePatterns;
}

/** The spec's name rule on an already trimmed value: the first problem that applies, or null. */
export function nameRule(name: string, label: string): Problem | null {
  if (name === '') return problem('name_required', nameMessages.required(label));
  if (name.length > NAME_MAX_LENGTH) return problem('name_too_long', nameMessages.tooLong(label));
  const { characters, letter } = patterns();
  if (SCRIPT_LIKE.test(name) || !characters.test(name) || !letter.test(name)) {
    return problem('name_invalid_characters', nameMessages.invalidCharacters(label));
  }
  return null;
}

/** The name rule's message, or null. */
export function nameProblem(name: string, label: string): string | null {
  return messageOf(nameRule(name, label));
}
