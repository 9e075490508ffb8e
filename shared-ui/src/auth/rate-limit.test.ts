import { describe, expect, it } from 'vitest';
import { AuthRateLimitError, createAttemptLimiter } from './index';

const MINUTE = 60_000;

/** A limiter with the spec's numbers on a clock the test moves. */
function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, limiter: createAttemptLimiter(undefined, undefined, () => clock.now) };
}

describe('the client-side auth limit (docs/rules.md#limits: 5 attempts per 15 minutes per e-mail)', () => {
  it('allows five attempts and refuses the sixth with the spec text', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.attempt('ann@example.com');
    expect(() => limiter.attempt('ann@example.com')).toThrowError(
      new AuthRateLimitError(15 * MINUTE),
    );
    expect(() => limiter.attempt('ann@example.com')).toThrow('Too many attempts. Please wait 15 minutes before trying again.');
  });

  it('counts each e-mail on its own', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.attempt('ann@example.com');
    expect(() => limiter.attempt('bob@example.com')).not.toThrow();
  });

  it('says how many whole minutes are left, rounded up', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.attempt('ann@example.com');
    clock.now += 10 * MINUTE + 1;
    expect(() => limiter.attempt('ann@example.com')).toThrow('Please wait 5 minutes');
    clock.now += 4 * MINUTE + 30_000;
    expect(() => limiter.attempt('ann@example.com')).toThrow('Please wait 1 minutes');
  });

  it('allows an attempt again once the oldest leaves the 15-minute window', () => {
    const { clock, limiter } = limiterAt();
    limiter.attempt('ann@example.com');
    clock.now += 5 * MINUTE;
    for (let i = 0; i < 4; i += 1) limiter.attempt('ann@example.com');
    clock.now += 10 * MINUTE - 1;
    expect(() => limiter.attempt('ann@example.com')).toThrow(AuthRateLimitError);
    clock.now += 1;
    expect(() => limiter.attempt('ann@example.com')).not.toThrow();
    expect(() => limiter.attempt('ann@example.com')).toThrow(AuthRateLimitError);
  });

  it('forgets an e-mail when told to (after a successful sign-in)', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.attempt('ann@example.com');
    limiter.reset('ann@example.com');
    expect(() => limiter.attempt('ann@example.com')).not.toThrow();
  });
});
