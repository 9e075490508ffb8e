import { describe, expect, it } from 'vitest';
import {
  decodeStoredText,
  effectiveStatus,
  formatLongDate,
  statusColor,
  statusLabel,
  summarize,
  verificationCountText,
  verificationUrl,
} from './model';

const now = new Date('2026-06-15T12:00:00.000Z');
const certificate = (verification_status: string, issue_date: string, expiry_date = '') => ({
  verification_status,
  issue_date,
  expiry_date,
});

describe('status badge colours (spec §4)', () => {
  it.each([
    ['active', 'green'],
    ['expired', 'red'],
    ['revoked', 'gray'],
    ['pending', 'blue'],
    ['', 'blue'],
  ])('%s is %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });

  it('labels a status with a capital letter', () => {
    expect(statusLabel('revoked')).toBe('Revoked');
    expect(statusLabel('')).toBe('Unknown');
  });
});

describe('effective status', () => {
  it('reads an active certificate past its expiry date as expired, as verification does', () => {
    expect(effectiveStatus(certificate('active', '2025-01-01 00:00:00.000Z', '2026-06-14 00:00:00.000Z'), now)).toBe('expired');
  });

  it('keeps active until the expiry date has passed, and never revives a revoked one', () => {
    expect(effectiveStatus(certificate('active', '2025-01-01 00:00:00.000Z', '2026-06-16 00:00:00.000Z'), now)).toBe('active');
    expect(effectiveStatus(certificate('active', '2025-01-01 00:00:00.000Z'), now)).toBe('active');
    expect(effectiveStatus(certificate('revoked', '2025-01-01 00:00:00.000Z', '2027-01-01 00:00:00.000Z'), now)).toBe('revoked');
  });
});

describe('summary cards (spec §2)', () => {
  it('counts all, the active ones, and takes the first (newest) issue date', () => {
    const list = [
      certificate('active', '2026-05-01 00:00:00.000Z', '2027-05-01 00:00:00.000Z'),
      certificate('active', '2026-03-05 00:00:00.000Z'),
      certificate('expired', '2025-02-01 00:00:00.000Z', '2026-02-01 00:00:00.000Z'),
      certificate('revoked', '2025-01-01 00:00:00.000Z'),
      certificate('active', '2024-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z'),
    ];
    expect(summarize(list, now)).toEqual({ total: 5, active: 2, latestIssueDate: '2026-05-01 00:00:00.000Z' });
  });

  it('has nothing latest when there is nothing', () => {
    expect(summarize([], now)).toEqual({ total: 0, active: 0, latestIssueDate: null });
  });
});

describe('long US dates (spec §2)', () => {
  it('formats a PocketBase date as "March 5, 2026"', () => {
    expect(formatLongDate('2026-03-05 00:00:00.000Z')).toBe('March 5, 2026');
  });

  it('keeps the stored UTC day, whatever the time of day', () => {
    expect(formatLongDate('2026-12-31 23:59:59.999Z')).toBe('December 31, 2026');
    expect(formatLongDate('2026-01-01 00:00:00.000Z')).toBe('January 1, 2026');
  });

  it('shows nothing for an empty or malformed date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('stored text', () => {
  it('decodes the five entities the server escapes, once', () => {
    expect(decodeStoredText('Tom &amp; Jerry &lt;b&gt; &quot;x&quot; it&#39;s')).toBe('Tom & Jerry <b> "x" it\'s');
    expect(decodeStoredText('&amp;lt;')).toBe('&lt;');
    expect(decodeStoredText('&nbsp;&copy;')).toBe('&nbsp;&copy;');
  });
});

describe('verification count and URL', () => {
  it('says how many times a certificate was verified', () => {
    expect(verificationCountText(0)).toBe('Not verified yet');
    expect(verificationCountText(1)).toBe('Verified once');
    expect(verificationCountText(3)).toBe('Verified 3 times');
  });

  it('builds the public verification URL on the given origin', () => {
    expect(verificationUrl('https://gx.example/', 'AB-12')).toBe('https://gx.example/verify/AB-12');
  });
});
