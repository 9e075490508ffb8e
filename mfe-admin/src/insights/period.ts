/** The period the Insights tab shows: the last N days up to today (UTC), or chosen dates. */
export interface Period {
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

export const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
  { value: 'custom', label: 'From and to dates' },
] as const;

export type Preset = (typeof PRESETS)[number]['value'];

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last `days` days, today (UTC, the server's days) included. */
export function lastDays(days: number, now = Date.now()): Period {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** A chosen period, or the reason it cannot be shown. */
export function customPeriod(from: string, to: string): Period | { error: string } {
  if (!from || !to) return { error: 'Choose both dates.' };
  if (from > to) return { error: 'The start date must not be after the end date.' };
  return { from, to };
}

/** "1 Nov 2026 – 30 Nov 2026" */
export function periodLabel(period: Period): string {
  const format = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${format(period.from)} – ${format(period.to)}`;
}

/** A share as a percentage with at most one decimal: 0.125 -> "12.5%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
