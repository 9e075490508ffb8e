/**
 * The contact form's rules (docs/rules.md#validation, #errors), without zod: the form (contact.ts)
 * and POST /api/gx/contact (pocketbase/pb_hooks/contact.pb.js) answer with these titles and texts.
 */
import { emailRule } from './email';
import { nameRule } from './name';

/** docs/rules.md#limits: the shortest message accepted. */
export const MESSAGE_MIN_LENGTH = 10;
/** The longest message and phone number accepted. */
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
 * answers with the same title and text for the same input (contactRule).
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

/** What POST /api/gx/contact answers for a refused form: a code, the toast's title and its text. */
export interface ContactProblem {
  code: string;
  title: string;
  message: string;
}

/**
 * The server's judgement of a message (each field trimmed and as typed, i.e. unescaped): the most
 * basic problem first, a missing e-mail or message, then the first invalid field in the order of
 * the form, the same toast `contactFormToast` gives in the browser.
 */
export function contactRule(input: { name: string; email: string; phone: string; message: string }): ContactProblem | null {
  if (input.email === '' || input.message === '') {
    return { code: 'missing_fields', title: contactTitles.required, message: contactMessages.required };
  }
  const name = input.name === '' ? null : nameRule(input.name, 'Name');
  if (name) return { code: 'invalid_name', title: contactTitles.name, message: name.message };
  const email = emailRule(input.email);
  if (email) return { code: 'invalid_email', title: contactTitles.email, message: email.message };
  if (input.phone.length > PHONE_MAX_LENGTH) return { code: 'invalid_phone', title: contactTitles.phone, message: contactMessages.phoneTooLong };
  if (input.message.length < MESSAGE_MIN_LENGTH) return { code: 'message_too_short', title: contactTitles.tooShort, message: contactMessages.tooShort };
  if (input.message.length > MESSAGE_MAX_LENGTH) return { code: 'message_too_long', title: contactTitles.tooLong, message: contactMessages.tooLong };
  return null;
}
