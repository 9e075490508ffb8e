import { ClientResponseError } from 'pocketbase';
import { backend, company } from 'shared-ui';
import { AuthRateLimitError, createAttemptLimiter, toContactPayload, type ContactMessage } from 'shared-ui/forms';

/** docs/rules.md#limits: at most 3 contact submissions per 10 minutes, counted in the browser. */
export const CONTACT_LIMIT = 3;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

/** docs/rules.md#errors: the texts of a refused or failed submission. */
export const contactFailures = {
  rateLimitedTitle: 'Too many attempts',
  rateLimited: (minutes: number) => `Please wait ${minutes} minutes before submitting again.`,
  failedTitle: 'Something went wrong',
  failed: `Please try again or contact us directly at ${company.email}`,
};

/**
 * A courtesy brake shared by every contact form of this remote (home and /contact), so that
 * switching pages does not reset it. The server enforces the same limit per client address.
 */
const limiter = createAttemptLimiter(CONTACT_LIMIT, CONTACT_WINDOW_MS);
const LIMITER_KEY = 'contact';

export type SubmissionResult = { ok: true } | { ok: false; title: string; message: string };

/** The shape of a refusal from POST /api/gx/contact (pocketbase/pb_hooks/contact.pb.js). */
interface ContactFailureBody {
  title?: unknown;
  message?: unknown;
  retry_after_minutes?: unknown;
}

function minutesUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

function fromServerError(error: unknown): SubmissionResult {
  if (!(error instanceof ClientResponseError)) {
    return { ok: false, title: contactFailures.failedTitle, message: contactFailures.failed };
  }
  const body = error.response as ContactFailureBody;
  if (error.status === 429) {
    const minutes = typeof body.retry_after_minutes === 'number' ? body.retry_after_minutes : minutesUntil(CONTACT_WINDOW_MS);
    return { ok: false, title: contactFailures.rateLimitedTitle, message: contactFailures.rateLimited(minutes) };
  }
  // A validation refusal carries the spec's title and text; anything else is a generic failure.
  if (error.status === 400 && typeof body.title === 'string' && typeof body.message === 'string') {
    return { ok: false, title: body.title, message: body.message };
  }
  return { ok: false, title: contactFailures.failedTitle, message: contactFailures.failed };
}

/**
 * Sends a validated message to the server's contact route, escaped and trimmed (docs/rules.md#validation), unless
 * this browser already sent three in the last ten minutes.
 */
export async function submitContactMessage(message: ContactMessage, source: string): Promise<SubmissionResult> {
  try {
    limiter.attempt(LIMITER_KEY);
  } catch (error) {
    // The shared limiter names its refusal after its first user (auth); only the wait is read here.
    const retryAfterMs = error instanceof AuthRateLimitError ? error.retryAfterMs : CONTACT_WINDOW_MS;
    return { ok: false, title: contactFailures.rateLimitedTitle, message: contactFailures.rateLimited(minutesUntil(retryAfterMs)) };
  }
  try {
    await (await backend()).send('/api/gx/contact', { method: 'POST', body: { ...toContactPayload(message), source } });
    return { ok: true };
  } catch (error) {
    return fromServerError(error);
  }
}

/** docs/rules.md#states: the thank-you page greets the first word of the name, if one was given. */
export function thankYouPath(name: string | undefined): string {
  const firstName = name?.trim().split(/\s+/)[0];
  return firstName ? `/thank-you?name=${encodeURIComponent(firstName)}` : '/thank-you';
}
