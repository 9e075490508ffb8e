import { describe, expect, it } from 'vitest';
import {
  certificateFormSchema,
  contactFormToast,
  contactMessageSchema,
  emailSchema,
  nameSchema,
  normalizeVerificationId,
  signUpPasswordSchema,
  type ContactField,
} from './index';
import { fillPlaceholders, validationVectors as vectors, vectorCount } from './vectors';

/** The message a form shows for a field: zod's first issue, or null when it passes. */
function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? '');
}

const sample = { holder: 'holder@example.com', certificateId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' };

describe('the shared validation vectors, in the browser', () => {
  it('hold at least 150 inputs, non-Latin names among them', () => {
    expect(vectorCount()).toBeGreaterThanOrEqual(150);
    const nonLatin = vectors.name.filter((vector) => vector.message === null && /[\u0370-\uFFFF]/.test(vector.input));
    expect(nonLatin.length).toBeGreaterThanOrEqual(20);
  });

  it.each(vectors.email.map((v) => [v.input, v.message] as const))('e-mail %j: %s', (input, message) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe(message);
  });

  it.each(vectors.password.map((v) => [v.input, v.message] as const))('sign-up password %j: %s', (input, message) => {
    expect(firstMessage(signUpPasswordSchema.safeParse(input))).toBe(message);
  });

  it.each(vectors.name.map((v) => [v.label, v.input, v.message] as const))('%s %j: %s', (label, input, message) => {
    expect(firstMessage(nameSchema(label).safeParse(input))).toBe(message);
  });

  it.each(vectors.contact.map((v) => [v.input, v.title, v.message] as const))('contact form %j: %s', (input, title, message) => {
    const result = contactMessageSchema.safeParse(input);
    const errors: Partial<Record<ContactField, { message: string }>> = {};
    for (const issue of result.error?.issues ?? []) errors[issue.path[0] as ContactField] ??= { message: issue.message };
    expect(contactFormToast(errors)).toEqual(title === null ? null : { title, message });
  });

  it.each(vectors.certificate.cases.map((v) => [v.input, v.field, v.message] as const))('certificate %j: %s', (changes, field, message) => {
    const input = Object.fromEntries(
      Object.entries({ ...vectors.certificate.valid, ...changes }).map(([key, value]) => [key, fillPlaceholders(value, sample)]),
    );
    const result = certificateFormSchema.safeParse(input);
    const issue = result.error?.issues[0];
    expect(issue ? { field: issue.path[0], message: issue.message } : null).toEqual(field === null ? null : { field, message });
  });

  it.each(vectors.verificationId.map((v) => [v.input, v.sent] as const))('verification ID %j is sent as %j', (input, sent) => {
    expect(normalizeVerificationId(fillPlaceholders(input, sample))).toBe(sent === null ? null : fillPlaceholders(sent, sample));
  });
});
