import { z } from 'zod';
import { company } from '../company';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '../certificate/model';
import { emailProblem } from './email';
import {
  CERTIFICATE_TEXT_LIMITS,
  certificateDateProblem,
  certificateMessages,
  certificateTextProblem,
  isCalendarDate,
} from './certificate-rules';

export { CERTIFICATE_STATUSES, type CertificateStatus };
export { CERTIFICATE_TEXT_LIMITS, certificateDateProblem, certificateMessages, certificateTextProblem, isCalendarDate };

function textField(label: string, max: number, required: boolean, refuseScripts: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = certificateTextProblem(value, label, max, required, refuseScripts);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

function dateField(label: string, required: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = certificateDateProblem(value, label, required);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/**
 * docs/rules.md#validation: the create-certificate form. Text fields are trimmed; dates are YYYY-MM-DD. Each field
 * is judged in the order of the form, as the server judges a single or a bulk issue
 * (judgeCertificate, certificate-rules.ts), with the same messages.
 */
export const certificateFormSchema = z
  .object({
    title: textField('Title', CERTIFICATE_TEXT_LIMITS.title, true, true),
    description: textField('Description', CERTIFICATE_TEXT_LIMITS.description, false, false).optional(),
    recipientEmail: z
      .string()
      .trim()
      .refine((value) => emailProblem(value) === null, { error: certificateMessages.recipientEmail }),
    issuerName: textField('Issuer name', CERTIFICATE_TEXT_LIMITS.issuerName, true, true),
    issueDate: dateField('Issue date', true),
    expiryDate: dateField('Expiry date', false).optional(),
    verificationStatus: z.enum(CERTIFICATE_STATUSES),
  })
  .superRefine((value, ctx) => {
    if (value.expiryDate && value.expiryDate < value.issueDate) {
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: certificateMessages.expiryBeforeIssue });
    }
  });

export type CertificateFormInput = z.input<typeof certificateFormSchema>;

/** The form's fields as typed, each one a string (what is sent, and what the shared test vectors give). */
export interface CertificateFields {
  title: string;
  description: string;
  recipientEmail: string;
  issuerName: string;
  issueDate: string;
  expiryDate: string;
  verificationStatus: string;
}
export type CertificateFormValues = z.output<typeof certificateFormSchema>;

/** Today's date in the user's own calendar (not UTC), as YYYY-MM-DD. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** docs/rules.md#validation defaults: issuer is the company's name, issued today, status active. */
export function certificateFormDefaults(now: Date = new Date()): CertificateFormInput {
  return {
    title: '',
    description: '',
    recipientEmail: '',
    issuerName: company.name,
    issueDate: today(now),
    expiryDate: '',
    verificationStatus: 'active',
  };
}

/** docs/rules.md#limits: the largest certificate file, 10 MB. */
export const CERTIFICATE_FILE_MAX_BYTES = 10_485_760;
/** docs/rules.md#validation: PDF, JPEG, PNG or JPG (image/jpg is a non-standard name some systems give JPEGs). */
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/jpg'] as const;
const CERTIFICATE_FILE_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png'] as const;
/** For a file input's `accept` attribute. */
export const CERTIFICATE_FILE_ACCEPT = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png';

/** docs/rules.md#validation and #errors: each file problem is a toast title with a text. */
export const certificateFileProblems = {
  type: { title: 'Invalid file type', message: 'Please select a PDF, JPEG, PNG, or JPG file.' },
  size: { title: 'File too large', message: 'Please select a file smaller than 10MB.' },
} as const;

export interface FileProblem {
  title: string;
  message: string;
}

/** What the check reads of a File, so that it can be tested without one. */
export type FileDescription = Pick<File, 'name' | 'type' | 'size'>;

/**
 * docs/rules.md#validation: the optional certificate file. Returns null when it may be uploaded, otherwise the
 * toast to show. The type is judged by the browser's MIME type, or by the extension when the
 * browser gives none; the server judges the content again.
 */
export function validateCertificateFile(file: FileDescription): FileProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeAllowed = file.type
    ? (CERTIFICATE_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (CERTIFICATE_FILE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeAllowed) return certificateFileProblems.type;
  if (file.size > CERTIFICATE_FILE_MAX_BYTES) return certificateFileProblems.size;
  return null;
}

/** The same rule as a zod schema; the issue's message is the text, `certificateFileProblemTitle` its title. */
export const certificateFileSchema = z.custom<FileDescription>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileDescription).name === 'string' &&
    typeof (value as FileDescription).size === 'number',
  { error: certificateFileProblems.type.message },
).superRefine((file, ctx) => {
  const problem = validateCertificateFile(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
});

export function certificateFileProblemTitle(message: string): string {
  return message === certificateFileProblems.size.message ? certificateFileProblems.size.title : certificateFileProblems.type.title;
}
