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

/** The digits of a non-negative number as it prints (its shortest decimal), out of exponent notation. */
function decimalDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = value.toString().split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * `value` in US English digits: thousands grouped with commas, rounded half away from zero to at
 * most `maxDigits` decimals, trailing zeros dropped down to `minDigits`. What
 * Intl.NumberFormat('en-US') writes with those options (it too rounds the number's shortest
 * decimal; the tests compare the two), without building one: the first Intl formatter of a page
 * loads the locale data, about 25 ms of main thread in the middle of a currency page's hydration.
 */
export function decimal(value: number, minDigits: number, maxDigits: number): string {
  const { whole, fraction } = decimalDigits(Math.abs(value));
  let kept = whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0');
  if ((fraction[maxDigits] ?? '0') >= '5') {
    // Add one in the last kept place, carrying through nines.
    const places = kept.split('');
    let at = places.length - 1;
    while (at >= 0 && places[at] === '9') places[at--] = '0';
    if (at >= 0) places[at] = String(Number(places[at]) + 1);
    kept = (at < 0 ? '1' : '') + places.join('');
  }
  const wholeDigits = kept.slice(0, kept.length - maxDigits).replace(/^0+(?=\d)/, '') || '0';
  let digits = kept.slice(kept.length - maxDigits).replace(/0+$/, '');
  if (digits.length < minDigits) digits = digits.padEnd(minDigits, '0');
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl keeps the sign of a negative value that rounds to zero, and of -0.
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${digits ? `.${digits}` : ''}`;
}

const utcDate = cachedFormat(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** Spec §9: 2 to 6 decimals at or above 1, otherwise 6 to 8. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return `$${Math.abs(value) < 1 ? decimal(value, 6, 8) : decimal(value, 2, 6)}`;
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
  return `${sign}${prefix}${decimal(abs, 0, 2)}`;
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
