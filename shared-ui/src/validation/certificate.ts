import { z } from 'zod';
import { company } from '../company';
import { emailProblem } from './email';

export const CERTIFICATE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const certificateMessages = {
  title: 'Title is required',
  issuerName: 'Issuer name is required',
  recipientEmail: 'Valid email is required',
  issueDate: 'Issue date is required',
} as const;

/** A calendar date as the date input gives it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Spec §5: the create-certificate form. Text fields are trimmed; dates are YYYY-MM-DD. */
export const certificateFormSchema = z.object({
  title: z.string().trim().min(1, { error: certificateMessages.title }),
  description: z.string().trim().optional(),
  recipientEmail: z
    .string()
    .trim()
    .refine((value) => emailProblem(value) === null, { error: certificateMessages.recipientEmail }),
  issuerName: z.string().trim().min(1, { error: certificateMessages.issuerName }),
  issueDate: z.string().trim().regex(ISO_DATE, { error: certificateMessages.issueDate }),
  expiryDate: z
    .string()
    .trim()
    .refine((value) => value === '' || ISO_DATE.test(value))
    .optional(),
  verificationStatus: z.enum(CERTIFICATE_STATUSES),
});

export type CertificateFormInput = z.input<typeof certificateFormSchema>;
export type CertificateFormValues = z.output<typeof certificateFormSchema>;

/** Today's date in the user's own calendar (not UTC), as YYYY-MM-DD. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec §5 defaults: issuer is the company's name, issued today, status active. */
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

/** Spec §9: the largest certificate file, 10 MB. */
export const CERTIFICATE_FILE_MAX_BYTES = 10_485_760;
/** Spec §5: PDF, JPEG, PNG or JPG (image/jpg is a non-standard name some systems give JPEGs). */
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/jpg'] as const;
const CERTIFICATE_FILE_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png'] as const;
/** For a file input's `accept` attribute. */
export const CERTIFICATE_FILE_ACCEPT = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png';

/** Spec §5 and §8: each file problem is a toast title with a text. */
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
 * Spec §5: the optional certificate file. Returns null when it may be uploaded, otherwise the
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
