/** docs/rules.md#limits: at most 5 auth attempts per 15 minutes per e-mail, counted in the browser's memory. */
export const AUTH_ATTEMPT_LIMIT = 5;
export const AUTH_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** docs/rules.md#errors: the rate-limit text, with whole minutes rounded up. */
export function authRateLimitMessage(minutes: number): string {
  return `Too many attempts. Please wait ${minutes} minutes before trying again.`;
}

/** Thrown by an auth call that the limiter refused; its message is the spec's text. */
export class AuthRateLimitError extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super(authRateLimitMessage(Math.max(1, Math.ceil(retryAfterMs / 60_000))));
    this.name = 'AuthRateLimitError';
    this.retryAfterMs = retryAfterMs;
  }
}

export interface AttemptLimiter {
  /** Counts an attempt for `key`; throws AuthRateLimitError when the window is already full. */
  attempt(key: string): void;
  /** Forgets the attempts of `key` (after a successful sign-in). */
  reset(key: string): void;
}

/**
 * A sliding-window counter per key. It is a courtesy to the user and a brake on a careless
 * script, not protection: anyone can reload the page (docs/rules.md#roles, the server enforces the rules).
 */
export function createAttemptLimiter(
  limit = AUTH_ATTEMPT_LIMIT,
  windowMs = AUTH_ATTEMPT_WINDOW_MS,
  now: () => number = Date.now,
): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  return {
    attempt(key) {
      const time = now();
      const recent = (attempts.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        throw new AuthRateLimitError((recent[0] ?? time) + windowMs - time);
      }
      recent.push(time);
      attempts.set(key, recent);
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
