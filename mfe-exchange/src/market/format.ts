/**
 * Price and number formats of the exchange pages (spec §9), in one place.
 * All amounts are US dollars (the provider's `usd` fields).
 */

/**
 * An Intl formatter built on first use and kept. `toLocaleString` with options builds a new one
 * on every call, which made formatting the largest script cost of a currency page (a chart's
 * labels and the screener's rows format hundreds of values: about 300 ms at 4x CPU slowdown).
 */
export function cachedFormat<T>(build: () => T): () => T {
  let format: T | undefined;
  return () => (format ??= build());
}

const smallPrice = cachedFormat(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 6, maximumFractionDigits: 8 }));
const price = cachedFormat(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 }));
const plainNumber = cachedFormat(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
const utcDate = cachedFormat(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** Spec §9: 2 to 6 decimals at or above 1, otherwise 6 to 8. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return `$${(Math.abs(value) < 1 ? smallPrice() : price()).format(value)}`;
}

/** A plain number for an input field: enough digits for the amount, no grouping. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const digits = Math.abs(value) >= 1 ? 6 : 8;
  return String(Number(value.toFixed(digits)));
}

const UNITS: Array<[number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
];

/** Spec §9: large numbers abbreviated T (1e12), B (1e9), M (1e6); 'N/A' when missing. */
export function formatLargeNumber(value: number | null | undefined, { currency = true } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const prefix = currency ? '$' : '';
  for (const [size, unit] of UNITS) {
    if (abs >= size) return `${sign}${prefix}${(abs / size).toFixed(2)}${unit}`;
  }
  return `${sign}${prefix}${plainNumber().format(abs)}`;
}

/** A supply figure: coins, not dollars. */
export function formatSupply(value: number | null | undefined, symbol: string): string {
  const formatted = formatLargeNumber(value, { currency: false });
  return formatted === 'N/A' ? formatted : `${formatted} ${symbol.toUpperCase()}`;
}

/** '+2.41%' / '-1.37%' / '0.00%'; 'N/A' when missing. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(2)}%`;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Spec §2: green up, red down. */
export function changeDirection(value: number | null | undefined): ChangeDirection {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** Colours of a change, dark enough for text on white (WCAG AA: 5:1 and more). */
export const changeColor: Record<ChangeDirection, string> = { up: '#15803d', down: '#b91c1c', flat: '#475569' };

/** 'Nov 23, 2026' in US English (the site's date style). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return utcDate().format(date);
}
