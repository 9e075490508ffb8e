import { describe, expect, it } from 'vitest';
import { customPeriod, lastDays, percent, periodLabel } from './period';

describe('the Insights period', () => {
  const now = Date.parse('2026-11-28T07:00:00Z');
  it('counts today as the last of the last N days', () => {
    expect(lastDays(7, now)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(lastDays(365, now)).toEqual({ from: '2025-11-29', to: '2026-11-28' });
  });
  it('refuses a missing or reversed custom period with a message', () => {
    expect(customPeriod('', '2026-11-01')).toEqual({ error: 'Choose both dates.' });
    expect(customPeriod('2026-11-02', '2026-11-01')).toEqual({ error: 'The start date must not be after the end date.' });
    expect(customPeriod('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
  it('writes periods and rates for people', () => {
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov 2026 – 30 Nov 2026');
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(1)).toBe('100%');
  });
});
