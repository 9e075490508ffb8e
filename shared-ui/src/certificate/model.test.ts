import { describe, expect, it } from 'vitest';
import { decodeStoredText, downloadFileName, formatDateTime, formatLongDate, parseServerDate, statusColor, statusLabel } from './index';

describe('status badges (docs/rules.md#states)', () => {
  it.each([
    ['active', 'green'],
    ['expired', 'red'],
    ['revoked', 'gray'],
    ['pending', 'blue'],
    ['', 'blue'],
  ])('colours %j %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });

  it('labels a status with a capital letter, and an empty one Unknown', () => {
    expect(statusLabel('revoked')).toBe('Revoked');
    expect(statusLabel('')).toBe('Unknown');
  });
});

describe('dates', () => {
  it('formats a PocketBase date as a long US date in UTC, whatever the time of day', () => {
    expect(formatLongDate('2026-03-05 00:00:00.000Z')).toBe('March 5, 2026');
    expect(formatLongDate('2026-03-05 23:59:59.000Z')).toBe('March 5, 2026');
  });

  it('gives a moment with its time in UTC', () => {
    expect(formatDateTime('2026-03-05 14:07:00.000Z')).toBe('Mar 5, 2026, 02:07 PM UTC');
  });

  it('shows nothing for an empty or malformed date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(parseServerDate('not a date')).toBeNull();
  });
});

describe('stored text', () => {
  it('decodes the five entities the server escapes, once', () => {
    expect(decodeStoredText('Tom &amp; Jerry&#39;s &lt;b&gt; &quot;x&quot;')).toBe(`Tom & Jerry's <b> "x"`);
    expect(decodeStoredText('&amp;lt;')).toBe('&lt;');
    expect(decodeStoredText(null)).toBe('');
  });
});

describe('the downloaded file’s name', () => {
  it('is "<title> - <certificate id>.<extension of the stored file>"', () => {
    expect(downloadFileName('Career Guidance', 'AB-12', 'certificate_x7k2.pdf')).toBe('Career Guidance - AB-12.pdf');
    expect(downloadFileName('Design', 'AB-12', 'scan_a1b2.PNG')).toBe('Design - AB-12.png');
  });

  it('drops characters that file systems refuse, and falls back to "Certificate"', () => {
    expect(downloadFileName('Cloud Foundations & <Ops>', 'AB-12', 'x.pdf')).toBe('Cloud Foundations & Ops - AB-12.pdf');
    expect(downloadFileName('a/b\\c:d*e?f"g|h', 'ID', 'x.pdf')).toBe('a b c d e f g h - ID.pdf');
    expect(downloadFileName('Tab\there\u0007', 'ID', 'x.pdf')).toBe('Tabhere - ID.pdf');
    expect(downloadFileName('???', 'ID', 'x')).toBe('Certificate - ID.pdf');
  });

  it('keeps at most 120 characters of the title', () => {
    expect(downloadFileName('t'.repeat(300), 'ID', 'x.pdf')).toBe(`${'t'.repeat(120)} - ID.pdf`);
  });
});
