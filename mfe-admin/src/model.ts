/**
 * What the admin page reads from PocketBase, and the small pure rules it applies to it (dates,
 * stored text, search). Kept free of React so that each rule has its own unit test.
 */
import type { RecordModel } from 'pocketbase';
import { escapeHtml } from 'shared-ui/forms';
import type { CertificateRecord as SharedCertificateRecord } from 'shared-ui/certificate';

// The certificate's model is the one the holder's pages use too (shared-ui/certificate): statuses
// and colours, dates, stored text. Expiry is the server's to decide; the list shows its answer.
export {
  decodeStoredText,
  formatDateTime,
  formatLongDate as formatDate,
  parseServerDate,
  statusColor,
  type CertificateStatus,
} from 'shared-ui/certificate';

export interface ProfileRecord extends RecordModel {
  user: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** A certificate with its recipient's profile joined (`expand: 'profile'`). */
export type CertificateRecord = SharedCertificateRecord & {
  expand?: { profile?: ProfileRecord; template?: { name: string; version: number } };
};

/**
 * Counter 4: certificates whose issue month and year equal the current ones. "Current"
 * is the admin's own calendar (a late evening of the 31st is still that month for them).
 */
export function currentIssueMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Whether a stored issue date ('2026-03-31 00:00:00.000Z') falls in a 'YYYY-MM' month. */
export function isIssuedInMonth(issueDate: string, month: string): boolean {
  return issueDate.slice(0, 7) === month;
}

/** A quoted filter literal. Built by hand: the SDK's pb.filter() corrupts values containing `$&`. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "\\'")}'`;
}

/**
 * docs/rules.md#admin: a case-insensitive substring match on title, certificate ID or recipient e-mail.
 * PocketBase's `~` is SQL LIKE, where % and _ are wildcards: they are escaped so that '50%'
 * matches only a literal '50%'. Backslashes are dropped (no title, ID or address needs one, and a
 * trailing one would end the literal). Stored titles are HTML-escaped, so the term is too.
 */
export function certificateSearchFilter(query: string): string {
  const term = query.replace(/\\/g, '').trim();
  if (term === '') return '';
  const like = (value: string) => literal(value.replace(/[%_]/g, '\\$&'));
  return `title ~ ${like(escapeHtml(term))} || certificate_id ~ ${like(term)} || profile.email ~ ${like(term)}`;
}

/** The contact inbox's search: name, e-mail, phone or message text. */
export function contactSearchFilter(query: string): string {
  const term = query.replace(/\\/g, '').trim();
  if (term === '') return '';
  const escaped = escapeHtml(term);
  const like = (value: string) => literal(value.replace(/[%_]/g, '\\$&'));
  return `name ~ ${like(escaped)} || email ~ ${like(term)} || phone ~ ${like(escaped)} || message ~ ${like(escaped)}`;
}

/** 'Mira Mail' from a profile, or its e-mail when it has no name. */
export function fullName(profile: Pick<ProfileRecord, 'first_name' | 'last_name' | 'email'> | undefined): string {
  if (!profile) return '';
  return `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim() || profile.email;
}

/** The roles as the admin page shows them, in the role picker and in the audit alike. */
export const ROLE_LABELS = { user: 'User', admin: 'Admin' } as const;

/** 'User' or 'Admin' for a stored role; an empty one (before any change) is a user's. */
export function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role;
}
