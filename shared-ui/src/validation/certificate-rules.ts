/**
 * A certificate's rules (docs/rules.md#validation), without zod: the create form (certificate.ts),
 * the admin area's bulk preview and PocketBase's hooks (single and bulk issue) all judge with
 * these functions and messages.
 */
import { CERTIFICATE_STATUSES } from '../certificate/model';
import { emailRule } from './email';
import { cleanText } from './escape-html';
import { problem, type Problem } from './problem';

export const certificateMessages = {
  title: 'Title is required',
  issuerName: 'Issuer name is required',
  recipientEmail: 'Valid email is required',
  issueDate: 'Issue date is required',
  tooLong: (label: string, max: number) => `${label} is too long (max ${max} characters)`,
  scriptLike: (label: string) => `${label} must not contain script-like content`,
  invalidDate: (label: string) => `${label} is not a valid date (use YYYY-MM-DD)`,
  expiryBeforeIssue: 'The expiry date must not be before the issue date',
  unknownStatus: (status: string) => `Unknown status "${status}": use active, expired or revoked`,
  revocationReasonRequired: 'A revocation reason is required',
} as const;

/** The longest text of each field, as the server stores it (pocketbase/pb_migrations). */
export const CERTIFICATE_TEXT_LIMITS = { title: 200, description: 2000, issuerName: 200, revocationReason: 500 } as const;

/**
 * The free-text fields by their stored names, in the order of the create form: label, limit,
 * required, script-like content refused. Lengths count the text as typed; it is stored
 * HTML-escaped, which is longer.
 */
export const CERTIFICATE_TEXT_RULES = {
  title: { label: 'Title', max: CERTIFICATE_TEXT_LIMITS.title, required: true, scripts: true },
  description: { label: 'Description', max: CERTIFICATE_TEXT_LIMITS.description, required: false, scripts: false },
  issuer_name: { label: 'Issuer name', max: CERTIFICATE_TEXT_LIMITS.issuerName, required: true, scripts: true },
  revocation_reason: { label: 'Revocation reason', max: CERTIFICATE_TEXT_LIMITS.revocationReason, required: false, scripts: false },
} as const;

/**
 * Markup that would run a script if a title or issuer were ever rendered as HTML: a script,
 * frame or embedding tag, an event-handler attribute inside a tag, a `javascript:` URL. Refused rather than
 * silently escaped (docs/rules.md#validation: 'Invalid title', 'Invalid issuer name'). "JavaScript: The Good
 * Parts" is a title, so the URL scheme counts only when something follows the colon directly.
 */
const SCRIPT_LIKE = /<\s*\/?\s*(?:script|iframe|object|embed|svg|img|style|link|meta|base|form)\b|<[^>]*\son[a-z]+\s*=|(?:javascript|vbscript)\s*:\S/i;

/**
 * The rule of a certificate's free text, on the trimmed value: required (when `required`), at
 * most `max` characters, and for a title or issuer (`refuseScripts`) no script-like content. A
 * description is free text, stored escaped and shown as text. The first problem, or null.
 */
export function certificateTextRule(value: string, label: string, max: number, required: boolean, refuseScripts: boolean): Problem | null {
  if (value === '') return required ? problem('validation_required', `${label} is required`) : null;
  if (value.length > max) return problem('too_long', certificateMessages.tooLong(label, max));
  if (refuseScripts && SCRIPT_LIKE.test(value)) return problem('script_like', certificateMessages.scriptLike(label));
  return null;
}

export function certificateTextProblem(value: string, label: string, max: number, required: boolean, refuseScripts: boolean): string | null {
  return certificateTextRule(value, label, max, required, refuseScripts)?.message ?? null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written YYYY-MM-DD ('2026-13-45' and '2026-02-30' are not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/** A date field's rule on the trimmed value. */
export function certificateDateRule(value: string, label: string, required: boolean): Problem | null {
  if (value === '') return required ? problem('validation_required', `${label} is required`) : null;
  return isCalendarDate(value) ? null : problem('invalid_date', certificateMessages.invalidDate(label));
}

export function certificateDateProblem(value: string, label: string, required: boolean): string | null {
  return certificateDateRule(value, label, required)?.message ?? null;
}

export type CertificateField =
  | 'title'
  | 'description'
  | 'recipient_email'
  | 'issuer_name'
  | 'issue_date'
  | 'expiry_date'
  | 'verification_status'
  | 'revocation_reason';

export interface FieldProblem extends Problem {
  field: CertificateField;
}

export type CertificateValue = Partial<Record<CertificateField, string>>;

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * Judges a certificate's fields: the one rule of a single issue (the records API), of every row of
 * a bulk issue and of the admin area's bulk preview. `input` holds the fields as sent (dates as
 * YYYY-MM-DD, or any text that is not a date); only the fields `judged(field)` names are looked at
 * (an update judges what it changes). Returns the problems in form order and the cleaned fields
 * (free text trimmed and HTML-escaped, the e-mail and status lower-case).
 */
export function judgeCertificate(
  input: Partial<Record<CertificateField, unknown>>,
  judged: (field: CertificateField) => boolean,
): { errors: FieldProblem[]; value: CertificateValue } {
  const errors: FieldProblem[] = [];
  const value: CertificateValue = {};
  const fail = (field: CertificateField, found: Problem | null) => {
    if (found) errors.push({ field, code: found.code, message: found.message });
  };
  const judgeText = (field: keyof typeof CERTIFICATE_TEXT_RULES) => {
    if (!judged(field)) return;
    const rule = CERTIFICATE_TEXT_RULES[field];
    fail(field, certificateTextRule(text(input[field]), rule.label, rule.max, rule.required, rule.scripts));
    value[field] = cleanText(input[field]);
  };
  const judgeDate = (field: 'issue_date' | 'expiry_date', label: string, required: boolean) => {
    if (!judged(field)) return;
    const date = text(input[field]);
    value[field] = date;
    fail(field, certificateDateRule(date, label, required));
  };

  judgeText('title');
  judgeText('description');
  if (judged('recipient_email')) {
    value.recipient_email = text(input.recipient_email).toLowerCase();
    if (emailRule(value.recipient_email)) fail('recipient_email', problem('recipient_email_invalid', certificateMessages.recipientEmail));
  }
  judgeText('issuer_name');
  judgeDate('issue_date', 'Issue date', true);
  judgeDate('expiry_date', 'Expiry date', false);
  const { issue_date: issued, expiry_date: expires } = value;
  if (expires && issued && isCalendarDate(expires) && isCalendarDate(issued) && expires < issued) {
    fail('expiry_date', problem('expiry_before_issue', certificateMessages.expiryBeforeIssue));
  }
  if (judged('verification_status')) {
    const status = text(input.verification_status).toLowerCase() || 'active';
    value.verification_status = status;
    if (!(CERTIFICATE_STATUSES as readonly string[]).includes(status)) {
      fail('verification_status', problem('unknown_status', certificateMessages.unknownStatus(text(input.verification_status))));
    }
  }
  judgeText('revocation_reason');
  if (value.verification_status === 'revoked' && judged('revocation_reason') && value.revocation_reason === '') {
    fail('revocation_reason', problem('revocation_reason_required', certificateMessages.revocationReasonRequired));
  }
  return { errors, value };
}
