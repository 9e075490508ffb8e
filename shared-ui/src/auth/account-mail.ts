// By package name, not '../backend': this module travels in the 'shared-ui/forms' singleton.
import { backend } from 'shared-ui';
import { normalizeEmail } from './client';

/**
 * Account mails go through the server's outbox: PocketBase answers a request for one at once and
 * sends it afterwards, so a mail server that is down is only known once the send has been tried.
 * These ask the server about the mail just asked for, and try it again.
 */
export type AccountMailKind = 'verification' | 'password_reset';

/** When to ask after the request: a refused connection fails at once, a slow server later. */
const CHECK_AFTER_MS = [800, 2000, 5000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(action: 'status' | 'retry', kind: AccountMailKind, email: string): Promise<boolean> {
  const answer = await (await backend()).send<{ failed?: boolean }>(`/api/gx/auth-mail/${action}`, {
    method: 'POST',
    body: { kind, email: normalizeEmail(email) },
    requestKey: null,
  });
  return answer.failed === true;
}

/** Whether the mail of `kind` just asked for `email` could not be sent (false once it looks fine). */
export async function accountMailFailed(kind: AccountMailKind, email: string): Promise<boolean> {
  for (const wait of CHECK_AFTER_MS) {
    await sleep(wait);
    if (await ask('status', kind, email)) return true;
  }
  return false;
}

/** Tries that mail again now; true when it still could not be sent. */
export function retryAccountMail(kind: AccountMailKind, email: string): Promise<boolean> {
  return ask('retry', kind, email);
}
