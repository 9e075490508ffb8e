/**
 * docs/rules.md#validation: a refused submit shows a toast 'Invalid title', 'Invalid email' or 'Invalid issuer
 * name' with the first problem found. The problems themselves are the shared schema's
 * (shared-ui certificateFormSchema), the rules the server judges a single or bulk issue by.
 */
import type { CertificateFormInput, FieldErrors } from 'shared-ui/forms';

export interface SubmitProblem {
  title: string;
  message: string;
}

const TOAST_TITLES: Array<[keyof CertificateFormInput, string]> = [
  ['title', 'Invalid title'],
  ['recipientEmail', 'Invalid email'],
  ['issuerName', 'Invalid issuer name'],
];

/** The toast of a refused form, in the order of the form, or null when none of the three failed. */
export function invalidFormToast(errors: FieldErrors<CertificateFormInput>): SubmitProblem | null {
  for (const [field, title] of TOAST_TITLES) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message !== '') return { title, message };
  }
  return null;
}
