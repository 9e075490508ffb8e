import { z } from 'zod';

/**
 * docs/rules.md#validation: a certificate ID to verify is trimmed, never submitted empty, and sent upper-cased.
 * The spec gives the empty case no text: a form should simply not submit (see
 * `normalizeVerificationId`); the message below is for a form that wants to say something.
 */
export const verificationIdMessages = { required: 'Please enter a certificate ID.' } as const;

export const verificationIdSchema = z
  .string()
  .trim()
  .min(1, { error: verificationIdMessages.required })
  .transform((id) => id.toUpperCase());

/** The ID to send, or null when there is nothing to submit. */
export function normalizeVerificationId(raw: string): string | null {
  const parsed = verificationIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
