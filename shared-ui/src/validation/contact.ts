import { z } from 'zod';
import { emailProblem } from './email';
import { nameProblem } from './name';
import { escapeHtml } from './escape-html';

/** docs/rules.md#limits: the shortest message accepted. */
export const MESSAGE_MIN_LENGTH = 10;
/** Server limits of POST /api/gx/contact (pocketbase/pb_hooks/contact.pb.js), mirrored here. */
export const MESSAGE_MAX_LENGTH = 5000;
export const PHONE_MAX_LENGTH = 50;

/**
 * docs/rules.md#validation and #errors pair a toast title with a text for each contact-form error. The zod issue's
 * message is the text (the description); `contactErrorTitle(field, message)` gives its title, so
 * a form shows both: `notifications.show({ title: contactErrorTitle(field, message), message })`.
 */
export const contactMessages = {
  required: 'Email and message are required to send your message.',
  tooShort: 'Message must be at least 10 characters long.',
  tooLong: 'Message must be at most 5000 characters long.',
  phoneTooLong: 'Phone number is too long (max 50 characters)',
} as const;

export const contactTitles = {
  required: 'Please fill in required fields',
  name: 'Invalid name',
  email: 'Invalid email',
  tooShort: 'Message too short',
  tooLong: 'Message too long',
  phone: 'Invalid phone',
} as const;

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** The toast title that goes with a contact-form issue (see `contactMessages`). */
export function contactErrorTitle(field: ContactField, message: string): string {
  if (message === contactMessages.required) return contactTitles.required;
  switch (field) {
    case 'name':
      return contactTitles.name;
    case 'email':
      return contactTitles.email;
    case 'phone':
      return contactTitles.phone;
    case 'message':
      return message === contactMessages.tooLong ? contactTitles.tooLong : contactTitles.tooShort;
  }
}

/** The fields in the order of the form, which is the order the server checks them in. */
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'message'];

/**
 * docs/rules.md#validation and #errors: the one toast for a refused form, the most basic problem first: a missing
 * e-mail or message, then the first invalid field in the order of the form. POST /api/gx/contact
 * answers with the same title and text for the same input.
 */
export function contactFormToast(
  errors: Partial<Record<ContactField, { message?: string | undefined } | undefined>>,
): { title: string; message: string } | null {
  if (FIELD_ORDER.some((field) => errors[field]?.message === contactMessages.required)) {
    return { title: contactTitles.required, message: contactMessages.required };
  }
  const field = FIELD_ORDER.find((candidate) => errors[candidate]?.message);
  const message = field ? errors[field]?.message : undefined;
  return field && message ? { title: contactErrorTitle(field, message), message } : null;
}

const trimmed = z.string().trim();

/** docs/rules.md#validation: the contact form. Every field is trimmed; name and phone may be left empty. */
export const contactMessageSchema = z.object({
  name: trimmed.optional().superRefine((value, ctx) => {
    const message = value ? nameProblem(value, 'Name') : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  email: trimmed.superRefine((value, ctx) => {
    const message = value === '' ? contactMessages.required : emailProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  phone: trimmed.max(PHONE_MAX_LENGTH, { error: contactMessages.phoneTooLong }).optional(),
  message: trimmed.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: contactMessages.required });
    else if (value.length < MESSAGE_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: contactMessages.tooShort });
    else if (value.length > MESSAGE_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: contactMessages.tooLong });
  }),
});

/** What the contact form holds. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What a successful parse gives: trimmed, still unescaped. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** docs/rules.md#accounts-and-certificates and #validation: the parsed message with every text HTML-escaped, ready to send. */
export function toContactPayload(message: ContactMessage): { name: string; email: string; phone: string; message: string } {
  return {
    name: escapeHtml(message.name ?? ''),
    email: message.email,
    phone: escapeHtml(message.phone ?? ''),
    message: escapeHtml(message.message),
  };
}
