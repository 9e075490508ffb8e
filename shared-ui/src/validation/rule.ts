import { z } from 'zod';

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
