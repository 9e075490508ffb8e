import { schemaFromRule } from './rule';

/** docs/rules.md#limits: the longest e-mail address accepted. */
export const EMAIL_MAX_LENGTH = 254;

/** docs/rules.md#validation, e-mail (also used by the password-reset request). */
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: 'Email address is too long',
  invalidCharacters: 'Email contains invalid characters',
} as const;

/** A "simple address shape": something@something.something, without spaces or a second @. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Markup characters and script-carrying URL schemes. */
const EMAIL_FORBIDDEN = /[<>"'&]|javascript:|data:|vbscript:/i;

/** The spec's e-mail rule on an already trimmed value: the first message that applies, or null. */
export function emailProblem(email: string): string | null {
  if (email === '') return emailMessages.required;
  if (!EMAIL_SHAPE.test(email)) return emailMessages.invalid;
  if (email.length > EMAIL_MAX_LENGTH) return emailMessages.tooLong;
  if (EMAIL_FORBIDDEN.test(email)) return emailMessages.invalidCharacters;
  return null;
}

/** docs/rules.md#validation: an e-mail address, trimmed. */
export const emailSchema = schemaFromRule(emailProblem, { trim: true, requiredMessage: emailMessages.required });
