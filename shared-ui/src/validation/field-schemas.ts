import { z } from 'zod';
import { emailMessages, emailProblem } from './email';
import { nameMessages, nameProblem, type NameLabel } from './name';
import { passwordMessages, signUpPasswordProblem } from './password';

/**
 * A spec rule written as a function that returns the spec's message for the first thing wrong
 * with a value, or null. The zod schemas below are thin wrappers around these, so each rule has
 * exactly one implementation, and a form shows one message per field: the first that applies,
 * in the order the spec lists them.
 */
export type Rule = (value: string) => string | null;

/** A string schema (trimmed first when `trim` is set) that fails with the rule's message. */
export function schemaFromRule(rule: Rule, options: { trim: boolean; requiredMessage: string }) {
  const base = z.string({ error: options.requiredMessage });
  return (options.trim ? base.trim() : base).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** docs/rules.md#validation: an e-mail address, trimmed. */
export const emailSchema = schemaFromRule(emailProblem, { trim: true, requiredMessage: emailMessages.required });

/** docs/rules.md#validation: a required name, trimmed, whose messages start with `label`. */
export function nameSchema(label: NameLabel | (string & {})) {
  return schemaFromRule((value) => nameProblem(value, label), { trim: true, requiredMessage: nameMessages.required(label) });
}

/** docs/rules.md#validation: a new password (sign-up and password reset). Never trimmed: spaces are characters. */
export const signUpPasswordSchema = schemaFromRule(signUpPasswordProblem, {
  trim: false,
  requiredMessage: passwordMessages.required,
});

/** docs/rules.md#validation: sign-in only requires a non-empty password. */
export const signInPasswordSchema = z
  .string({ error: passwordMessages.signInRequired })
  .min(1, { error: passwordMessages.signInRequired });
