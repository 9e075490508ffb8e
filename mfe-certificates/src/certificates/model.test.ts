import { describe, expect, it } from 'vitest';
import { summarize, verificationCountText, verificationUrl } from './model';

const certificate = (verification_status: string, issue_date: string) => ({ verification_status, issue_date });

describe('summary cards (docs/rules.md#dashboard)', () => {
  it('counts all, the active ones as the server reports them, and takes the first (newest) issue date', () => {
    const list = [
      certificate('active', '2026-05-01 00:00:00.000Z'),
      certificate('active', '2026-03-05 00:00:00.000Z'),
      // The server reports an active certificate past its expiry date as expired.
      certificate('expired', '2025-02-01 00:00:00.000Z'),
      certificate('revoked', '2025-01-01 00:00:00.000Z'),
    ];
    expect(summarize(list)).toEqual({ total: 4, active: 2, latestIssueDate: '2026-05-01 00:00:00.000Z' });
  });

  it('has nothing latest when there is nothing', () => {
    expect(summarize([])).toEqual({ total: 0, active: 0, latestIssueDate: null });
  });
});

describe('verification count and URL', () => {
  it('says how many times a certificate was verified', () => {
    expect(verificationCountText(0)).toBe('Not verified yet');
    expect(verificationCountText(undefined)).toBe('Not verified yet');
    expect(verificationCountText(1)).toBe('Verified once');
    expect(verificationCountText(3)).toBe('Verified 3 times');
  });

  it('builds the public verification URL on the given origin', () => {
    expect(verificationUrl('https://gx.example/', 'AB-12')).toBe('https://gx.example/verify/AB-12');
  });
});
