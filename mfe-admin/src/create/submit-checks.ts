/**
 * Spec §5: on submit, extra checks beyond the field rules show toasts 'Invalid title', 'Invalid
 * email', 'Invalid issuer name' with the first problem found. These mirror the server's limits
 * (pocketbase/pb_migrations: title and issuer at most 200 characters).
 */
import { emailProblem, type CertificateFormValues } from 'shared-ui/forms';

export interface SubmitProblem {
  title: string;
  message: string;
}

const TEXT_MAX = 200;
// Markup or script in a name field is refused rather than silently escaped.
const SCRIPT_LIKE = /<\s*\/?\s*script|javascript:|on\w+\s*=/i;

function textProblem(value: string, label: string): string | null {
  if (value.length > TEXT_MAX) return `${label} is too long (max ${TEXT_MAX} characters)`;
  if (SCRIPT_LIKE.test(value)) return `${label} must not contain script-like content`;
  return null;
}

export function submitProblem(values: CertificateFormValues): SubmitProblem | null {
  const title = textProblem(values.title, 'Title');
  if (title) return { title: 'Invalid title', message: title };
  const email = emailProblem(values.recipientEmail);
  if (email) return { title: 'Invalid email', message: email };
  const issuer = textProblem(values.issuerName, 'Issuer name');
  if (issuer) return { title: 'Invalid issuer name', message: issuer };
  return null;
}
