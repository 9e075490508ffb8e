/**
 * The admin remote's calls to PocketBase (pocketbase/README.md: collections, "Certificates" and
 * the /api/gx routes). The server checks every permission again; pages call these and never build
 * requests themselves.
 */
import { ClientResponseError, type ListResult, type RecordListOptions, type RecordModel } from 'pocketbase';
import { backend } from 'shared-ui';
import type { CertificateFields } from 'shared-ui/forms';
import { certificateSearchFilter, contactSearchFilter, type CertificateRecord, type ProfileRecord } from './model';
import type { BulkRow, ReportRow } from './bulk/rows';

export const PAGE_SIZE = 20;

export interface CertificateStats {
  total: number;
  active: number;
  recipients: number;
  issued_this_month: number;
}

/** The four counters in one small admin-only query (GET /api/gx/certificates/stats). */
export async function fetchStats(month: string): Promise<CertificateStats> {
  return (await backend()).send<CertificateStats>('/api/gx/certificates/stats', { method: 'GET', query: { month } });
}

/** One page of a collection's records; an empty `filter` (no search) is left out. */
async function listPage<T>(collection: string, page: number, { filter, ...options }: RecordListOptions): Promise<ListResult<T>> {
  return (await backend()).collection(collection).getList<T>(page, PAGE_SIZE, { ...options, ...(filter ? { filter } : {}) });
}

/** One page of certificates, newest issue date first, with the recipient's profile. */
export async function listCertificates(page: number, query: string): Promise<ListResult<CertificateRecord>> {
  return listPage('certificates', page, { sort: '-issue_date,-created', expand: 'profile,template', filter: certificateSearchFilter(query) });
}

export interface NewCertificate extends CertificateFields {
  revocationReason: string;
  file: File | null;
  /** The template version to issue from ('' for the built-in design). */
  template: string;
}

/** Creates a certificate; the server fills the recipient, the ID and the bookkeeping. */
export async function createCertificate(input: NewCertificate): Promise<CertificateRecord> {
  const form = new FormData();
  form.append('recipient_email', input.recipientEmail.toLowerCase());
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('issuer_name', input.issuerName);
  form.append('issue_date', input.issueDate ? `${input.issueDate} 00:00:00.000Z` : '');
  // Never append undefined: SDK 0.21 would send the text "undefined" beside a file.
  form.append('expiry_date', input.expiryDate ? `${input.expiryDate} 00:00:00.000Z` : '');
  form.append('verification_status', input.verificationStatus);
  if (input.verificationStatus === 'revoked') form.append('revocation_reason', input.revocationReason);
  if (input.file) form.append('file', input.file);
  if (input.template) form.append('template', input.template);
  return (await backend()).collection('certificates').create<CertificateRecord>(form, { expand: 'profile' });
}

export interface RevokeResult {
  id: string;
  revoked_at: string;
  revocation_reason: string;
  revoked_by_email: string;
}

export async function revokeCertificate(id: string, reason: string): Promise<RevokeResult> {
  return (await backend()).send<RevokeResult>(`/api/gx/certificates/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: { reason },
  });
}

export interface UserRow {
  profile: ProfileRecord;
  role: 'user' | 'admin';
}

/** Every profile, newest first, one page at a time, each with its role (no role row means user). */
export async function listUsers(page: number): Promise<ListResult<UserRow>> {
  const pb = await backend();
  const profiles = await listPage<ProfileRecord>('profiles', page, { sort: '-created' });
  const ids = profiles.items.map((profile) => profile.user);
  const roles = ids.length
    ? await pb.collection('user_roles').getFullList<RecordModel>({
        filter: ids.map((id, i) => pb.filter(`user = {:u${i}}`, { [`u${i}`]: id })).join(' || '),
        fields: 'user,role',
      })
    : [];
  const roleOf = new Map(roles.map((row) => [String(row['user']), row['role'] === 'admin' ? 'admin' : 'user'] as const));
  return { ...profiles, items: profiles.items.map((profile) => ({ profile, role: roleOf.get(profile.user) ?? 'user' })) };
}

export async function changeRole(userId: string, role: 'user' | 'admin') {
  return (await backend()).send<{ role: string; previous_role: string; changed: boolean }>(`/api/gx/users/${encodeURIComponent(userId)}/role`, {
    method: 'POST',
    body: { role },
  });
}

export interface RoleAuditRecord extends RecordModel {
  actor_email: string;
  target_email: string;
  old_role: string;
  new_role: string;
}

export async function listRoleAudit(page: number): Promise<ListResult<RoleAuditRecord>> {
  return listPage('role_audit', page, { sort: '-created' });
}

export interface ContactMessageRecord extends RecordModel {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: string;
}

export async function listContactMessages(page: number, query: string): Promise<ListResult<ContactMessageRecord>> {
  return listPage('contact_messages', page, { sort: '-created', fields: 'id,name,email,phone,message,source,created', filter: contactSearchFilter(query) });
}

export interface BulkReport {
  dry_run: boolean;
  total: number;
  ready: number;
  failed: number;
  issued: number;
  mailed?: number;
  /** Mails left to the server's job (sent within minutes). */
  mail_queued?: number;
  rows: ReportRow[];
}

/**
 * Sends rows for a dry run or an issue. A refused issue (some row went bad since the dry run)
 * answers 400 with the same report: it is returned, not thrown, because it says what to fix.
 */
export async function bulkIssue(rows: BulkRow[], dryRun: boolean): Promise<BulkReport> {
  try {
    return await (await backend()).send<BulkReport>('/api/gx/certificates/bulk', { method: 'POST', body: { rows, dry_run: dryRun } });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400 && Array.isArray(error.response['rows'])) {
      return error.response as unknown as BulkReport;
    }
    throw error;
  }
}

/** The message of a failed call: the route's own text, PocketBase's, or the spec's fallback. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred.'): string {
  if (error instanceof ClientResponseError) {
    const message = error.response['message'];
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
