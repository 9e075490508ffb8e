import { schemaFromRule } from './rule';

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
/**
 * Letters of any alphabet with their combining marks (Thai vowel signs, Devanagari matras), the
 * zero-width non-joiner and joiner that Persian and Indic spelling put inside words, spaces,
 * hyphens, straight and curly apostrophes. The server's copy (pocketbase/pb_hooks/lib/validation.js)
 * names the same letters by range, generated from this definition (pb_hooks/lib/name-letters.js).
 */
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} '\u2019-]|\u200C|\u200D)+$/u;
/** A name holds at least one letter: marks, joiners and punctuation alone are not a name. */
const HAS_LETTER = /\p{L}/u;

/** The spec's name rule on an already trimmed value: the first message that applies, or null. */
export function nameProblem(name: string, label: string): string | null {
  if (name === '') return nameMessages.required(label);
  if (name.length > NAME_MAX_LENGTH) return nameMessages.tooLong(label);
  if (SCRIPT_LIKE.test(name) || !NAME_CHARACTERS.test(name) || !HAS_LETTER.test(name)) return nameMessages.invalidCharacters(label);
  return null;
}

/** docs/rules.md#validation: a required name, trimmed, whose messages start with `label`. */
export function nameSchema(label: NameLabel | (string & {})) {
  return schemaFromRule((value) => nameProblem(value, label), { trim: true, requiredMessage: nameMessages.required(label) });
}
