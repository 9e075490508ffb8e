/**
 * What the admin page reads from PocketBase, and the small pure rules it applies to it (dates,
 * stored text, search). Kept free of React so that each rule has its own unit test.
 */
import type { RecordModel } from 'pocketbase';

export type CertificateStatus = 'active' | 'expired' | 'revoked';

export interface ProfileRecord extends RecordModel {
  user: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface CertificateRecord extends RecordModel {
  title: string;
  description: string;
  certificate_id: string;
  user: string;
  issue_date: string;
  expiry_date: string;
  issuer_name: string;
  verification_status: string;
  file: string;
  revoked_at: string;
  revocation_reason: string;
  revoked_by_email: string;
  expand?: { profile?: ProfileRecord };
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Free text is stored HTML-escaped (pocketbase/README.md, "Stored text"). Decodes exactly those
 * five entities in one pass (`&amp;lt;` becomes the text `&lt;`); the result is rendered as text.
 */
export function decodeStoredText(value: string | undefined | null): string {
  return (value ?? '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** PocketBase's 'YYYY-MM-DD HH:MM:SS.sssZ' as a Date, or null when empty or unreadable. */
export function parseServerDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const longUsDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Spec §2: long US dates. In UTC: issue dates are calendar dates stored at midnight UTC. */
export function formatDate(value: string | undefined | null): string {
  const date = parseServerDate(value);
  return date ? longUsDate.format(date) : '';
}

/** A moment (a revocation, a role change, a message) with its time, in UTC so all admins agree. */
export function formatDateTime(value: string | undefined | null): string {
  const date = parseServerDate(value);
  return date ? dateTime.format(date) : '';
}

/**
 * Issue 10, counter 4: certificates whose issue month and year equal the current ones. "Current"
 * is the admin's own calendar (a late evening of the 31st is still that month for them).
 */
export function currentIssueMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Whether a stored issue date ('2026-03-31 00:00:00.000Z') falls in a 'YYYY-MM' month. */
export function isIssuedInMonth(issueDate: string, month: string): boolean {
  return issueDate.slice(0, 7) === month;
}

/** Spec §4: active green, expired red, revoked grey, anything else blue. */
export function statusColor(status: string): string {
  if (status === 'active') return 'green';
  if (status === 'expired') return 'red';
  if (status === 'revoked') return 'gray';
  return 'blue';
}

/** A quoted filter literal. Built by hand: the SDK's pb.filter() corrupts values containing `$&`. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "\\'")}'`;
}

/**
 * Spec §2: a case-insensitive substring match on title, certificate ID or recipient e-mail.
 * PocketBase's `~` is SQL LIKE, where % and _ are wildcards: they are escaped so that '50%'
 * matches only a literal '50%'. Backslashes are dropped (no title, ID or address needs one, and a
 * trailing one would end the literal). Stored titles are HTML-escaped, so the term is too.
 */
export function certificateSearchFilter(query: string): string {
  const term = query.replace(/\\/g, '').trim();
  if (term === '') return '';
  const like = (value: string) => literal(value.replace(/[%_]/g, '\\$&'));
  const escapedTitle = term.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return `title ~ ${like(escapedTitle)} || certificate_id ~ ${like(term)} || profile.email ~ ${like(term)}`;
}

/** The contact inbox's search: name, e-mail, phone or message text. */
export function contactSearchFilter(query: string): string {
  const term = query.replace(/\\/g, '').trim();
  if (term === '') return '';
  const escaped = term.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  const like = (value: string) => literal(value.replace(/[%_]/g, '\\$&'));
  return `name ~ ${like(escaped)} || email ~ ${like(term)} || phone ~ ${like(escaped)} || message ~ ${like(escaped)}`;
}

/** 'Mira Mail' from a profile, or its e-mail when it has no name. */
export function fullName(profile: Pick<ProfileRecord, 'first_name' | 'last_name' | 'email'> | undefined): string {
  if (!profile) return '';
  return `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim() || profile.email;
}
