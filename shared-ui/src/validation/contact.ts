import { z } from 'zod';
import { emailProblem } from './email';
import { nameProblem } from './name';
import { escapeHtml } from './escape-html';
import { contactMessages, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, PHONE_MAX_LENGTH } from './contact-rules';

export {
  contactErrorTitle,
  contactFormToast,
  contactMessages,
  contactTitles,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  type ContactField,
} from './contact-rules';

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
