/**
 * The outgoing mail (pocketbase/README.md, "Outgoing mail"): every mail the server owes, as admins
 * may see it (never the mail's text: an account mail's link holds its token).
 */
import type { ListResult } from 'pocketbase';
import { backend } from 'shared-ui';

export type OutboxKind = 'holder' | 'verification' | 'password_reset' | 'email_change';
export type OutboxState = 'sent' | 'failed' | 'pending';

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  state: OutboxState;
  attempts: number;
  max_attempts: number;
  last_error: string;
  created: string;
  sent_at: string;
}

export const kindLabels: Record<OutboxKind, string> = {
  holder: 'Certificate issued',
  verification: 'Account verification',
  password_reset: 'Password reset',
  email_change: 'E-mail change',
};

/** One page, newest first; `unsentOnly` leaves out what has gone out. */
export async function listOutbox(page: number, unsentOnly: boolean): Promise<ListResult<OutboxEntry>> {
  return (await backend()).send<ListResult<OutboxEntry>>('/api/gx/outbox', {
    method: 'GET',
    query: { page, ...(unsentOnly ? { state: 'unsent' } : {}) },
  });
}

/** Sends an unsent mail again now: "sent", "failed", "skipped" (being sent) or "done" (sent before). */
export async function sendAgain(id: string): Promise<{ outcome: string; entry: OutboxEntry }> {
  return (await backend()).send(`/api/gx/outbox/${encodeURIComponent(id)}/send`, { method: 'POST', requestKey: null });
}
