import { describe, expect, it } from 'vitest';
import { parseDayMonthYear } from './day-month-year';

describe('parseDayMonthYear', () => {
  it('reads day first, with slashes, dashes or dots, and single digits', () => {
    expect(parseDayMonthYear('03/01/2026')).toBe('2026-01-03');
    expect(parseDayMonthYear('3-1-2026')).toBe('2026-01-03');
    expect(parseDayMonthYear(' 31.12.2026 ')).toBe('2026-12-31');
  });

  it('takes an ISO date as it is', () => {
    expect(parseDayMonthYear('2026-03-01')).toBe('2026-03-01');
  });

  it('refuses what is not a day of the calendar, and text still being typed', () => {
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('12/13/2026')).toBeNull();
    expect(parseDayMonthYear('03/01/26')).toBeNull();
    expect(parseDayMonthYear('03/01/')).toBeNull();
    expect(parseDayMonthYear('')).toBeNull();
  });
});
