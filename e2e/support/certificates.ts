/** Certificates made the way an admin issues them: through the collection API, as the superuser. */
import { expect, type Page } from '@playwright/test';
import { samplePdf } from 'gx-pocketbase';
import type { RecordModel } from 'pocketbase';
import { admin, apiClient, createVerifiedUser, superuserClient } from './system';

export interface CertificateSeed {
  title: string;
  description?: string;
  issuer?: string;
  /** `YYYY-MM-DD` */
  issued: string;
  expires?: string;
  status?: 'active' | 'expired' | 'revoked';
  revocationReason?: string;
  /** Attach a small PDF with this line of text. */
  pdf?: string;
  /** An operator's import keeps these (the superuser may set them; anyone else gets the server's). */
  certificateId?: string;
  /** `YYYY-MM-DD`, with `status: 'revoked'` */
  revokedAt?: string;
}

const pocketbaseDate = (day: string) => `${day} 00:00:00.000Z`;

/** A day relative to today (UTC), as `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Issues a certificate to the holder with this e-mail; returns the stored record. */
export async function issueCertificate(recipientEmail: string, seed: CertificateSeed): Promise<RecordModel> {
  const pb = await superuserClient();
  const form = new FormData();
  form.append('recipient_email', recipientEmail);
  form.append('title', seed.title);
  if (seed.description) form.append('description', seed.description);
  form.append('issuer_name', seed.issuer ?? 'GX Academy');
  form.append('issue_date', pocketbaseDate(seed.issued));
  if (seed.expires) form.append('expiry_date', pocketbaseDate(seed.expires));
  form.append('verification_status', seed.status ?? 'active');
  if (seed.revocationReason) form.append('revocation_reason', seed.revocationReason);
  if (seed.certificateId) form.append('certificate_id', seed.certificateId);
  if (seed.revokedAt) form.append('revoked_at', seed.revokedAt);
  if (seed.pdf) form.append('file', new Blob([samplePdf(seed.pdf)], { type: 'application/pdf' }), 'certificate.pdf');
  return pb.collection('certificates').create(form);
}

/** Revokes a certificate as the site admin does, through the revoke route. */
export async function revokeCertificate(record: RecordModel, reason: string): Promise<void> {
  const pb = apiClient();
  await pb.collection('users').authWithPassword(admin.email, admin.password);
  await pb.send(`/api/gx/certificates/${record.id}/revoke`, { method: 'POST', body: { reason } });
}

/** The stored bytes of a certificate's protected file, read with the superuser's file token. */
export async function storedFileBytes(record: RecordModel): Promise<Buffer> {
  const pb = await superuserClient();
  const token = await pb.files.getToken();
  const response = await fetch(pb.files.getUrl(record, String(record['file']), { token }));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A verified holder, with the names the verification page shows. */
export function createHolder(label: string, firstName: string, lastName: string) {
  return createVerifiedUser(label, { firstName, lastName });
}

/** Signs in through the /auth page; the caller says where it should land. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
