import { describe, expect, it } from 'vitest';
import { certificateSearchFilter, currentIssueMonth, decodeStoredText, formatDate, isIssuedInMonth, roleLabel, statusColor } from './model';

describe('the this-month counter', () => {
  it('takes the month of the admin’s own calendar', () => {
    expect(currentIssueMonth(new Date(2026, 0, 1, 0, 0, 0))).toBe('2026-01');
    expect(currentIssueMonth(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12');
    expect(currentIssueMonth(new Date(2026, 1, 28, 12))).toBe('2026-02');
  });

  it('counts an issue date when its month and year equal the given ones, first and last day included', () => {
    expect(isIssuedInMonth('2026-03-01 00:00:00.000Z', '2026-03')).toBe(true);
    expect(isIssuedInMonth('2026-03-31 00:00:00.000Z', '2026-03')).toBe(true);
    expect(isIssuedInMonth('2026-02-28 00:00:00.000Z', '2026-03')).toBe(false);
    expect(isIssuedInMonth('2026-04-01 00:00:00.000Z', '2026-03')).toBe(false);
    expect(isIssuedInMonth('2025-03-15 00:00:00.000Z', '2026-03')).toBe(false);
  });
});

describe('certificate search', () => {
  it('matches title, certificate ID or recipient e-mail', () => {
    expect(certificateSearchFilter('  Mira@Example.com ')).toBe(
      "title ~ 'Mira@Example.com' || certificate_id ~ 'Mira@Example.com' || profile.email ~ 'Mira@Example.com'",
    );
  });

  it('is empty for an empty query', () => {
    expect(certificateSearchFilter('   ')).toBe('');
  });

  it('takes % and _ literally and cannot break out of the quoted value', () => {
    expect(certificateSearchFilter("50%_x' || 1=1")).toBe(
      "title ~ '50\\%\\_x&#39; || 1=1' || certificate_id ~ '50\\%\\_x\\' || 1=1' || profile.email ~ '50\\%\\_x\\' || 1=1'",
    );
    expect(certificateSearchFilter('a\\')).toBe("title ~ 'a' || certificate_id ~ 'a' || profile.email ~ 'a'");
    expect(certificateSearchFilter('$&')).toContain("title ~ '$&amp;'");
  });

  it('searches titles the way they are stored (HTML-escaped)', () => {
    expect(certificateSearchFilter('Tom & Jerry')).toMatch(/^title ~ 'Tom &amp; Jerry'/);
  });
});

describe('display helpers', () => {
  it('decodes the five stored entities once and nothing else', () => {
    expect(decodeStoredText('Tom &amp; Jerry &lt;b&gt; &quot;x&quot; it&#39;s &amp;lt; &nbsp;')).toBe('Tom & Jerry <b> "x" it\'s &lt; &nbsp;');
  });

  it('formats calendar dates in long US form without shifting the day', () => {
    expect(formatDate('2026-03-05 00:00:00.000Z')).toBe('March 5, 2026');
    expect(formatDate('')).toBe('');
  });

  it('colours statuses as the spec says', () => {
    expect(['active', 'expired', 'revoked', 'other'].map(statusColor)).toEqual(['green', 'red', 'gray', 'blue']);
  });
});

describe('role names', () => {
  it('shows a stored role as the role picker names it', () => {
    expect(roleLabel('user')).toBe('User');
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('owner')).toBe('owner');
  });
});
