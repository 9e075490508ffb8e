import { messageOf, problem, type Problem } from './problem';

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

/** The spec's e-mail rule on an already trimmed value: the first problem that applies, or null. */
export function emailRule(email: string): Problem | null {
  if (email === '') return problem('email_required', emailMessages.required);
  if (!EMAIL_SHAPE.test(email)) return problem('email_invalid', emailMessages.invalid);
  if (email.length > EMAIL_MAX_LENGTH) return problem('email_too_long', emailMessages.tooLong);
  if (EMAIL_FORBIDDEN.test(email)) return problem('email_invalid_characters', emailMessages.invalidCharacters);
  return null;
}

/** The e-mail rule's message, or null. */
export function emailProblem(email: string): string | null {
  return messageOf(emailRule(email));
}
