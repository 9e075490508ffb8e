/**
 * Price and number formats of the exchange pages (docs/rules.md#limits), in one place.
 * All amounts are US dollars (the provider's `usd` fields).
 */

/** From here on, Intl writes the figure (no price or supply gets there). */
const FIXED_LIMIT = 1e21;

/**
 * A number as en-US writes it: `minDigits` to `maxDigits` decimals, thousands grouped with commas
 * (what `Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits })` prints, and
 * tested against it). Written out because a page's first Intl.NumberFormat loads the browser's
 * number data, a long main-thread task inside the render that first draws a price
 * (docs/decisions.md#no-intl-at-start-up).
 */
export function formatFixed(value: number, minDigits: number, maxDigits: number): string {
  const abs = Math.abs(value);
  if (!(abs < FIXED_LIMIT)) return new Intl.NumberFormat('en-US', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(value);
  // Intl rounds the number's shortest decimal form (the digits String() shows), not its exact
  // binary value as toFixed does: 999.9999995 is 1,000.00 to Intl, 999.999999 to toFixed(6).
  // toExponential() with no argument gives those shortest digits.
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let wholeLength = Number(exponent) + 1;
  if (wholeLength < 1) {
    digits = '0'.repeat(1 - wholeLength) + digits;
    wholeLength = 1;
  }
  const kept = wholeLength + maxDigits;
  if (digits.length > kept) {
    // Half away from zero, as ICU's default (half-expand) does.
    const up = digits.charAt(kept) >= '5';
    digits = digits.slice(0, kept);
    if (up) {
      const carried = (BigInt(digits) + 1n).toString().padStart(kept, '0');
      wholeLength += carried.length - kept;
      digits = carried;
    }
  } else digits = digits.padEnd(kept, '0');
  let end = digits.length;
  while (end > wholeLength + minDigits && digits.charAt(end - 1) === '0') end -= 1;
  const whole = digits.slice(0, wholeLength).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = digits.slice(wholeLength, end);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Where a date is read: in UTC (what the server can draw, and what hydration must draw again) or
 * in the visitor's time zone. Dates are written out for the same reason as formatFixed: the first
 * Intl object of a page, of any kind, costs it about 160 ms at 4x CPU slowdown; Date's own getters
 * cost nothing.
 */
export type Zone = 'utc' | 'local';

function partsOf(date: Date, zone: Zone) {
  return zone === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Nov 23' */
export function monthAndDay(date: Date, zone: Zone): string {
  const { month, day } = partsOf(date, zone);
  return `${MONTHS[month]} ${day}`;
}

/** 'Nov 26' for November 2026. */
export function monthAndYear(date: Date, zone: Zone): string {
  const { month, year } = partsOf(date, zone);
  return `${MONTHS[month]} ${twoDigits(year % 100)}`;
}

/** '18:05', on a 24-hour clock. */
export function clockTime(date: Date, zone: Zone): string {
  const { hours, minutes } = partsOf(date, zone);
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** 'Nov 23, 2026', en-US's medium date. */
export function mediumDate(date: Date, zone: Zone): string {
  return `${monthAndDay(date, zone)}, ${partsOf(date, zone).year}`;
}

/** 'Nov 23, 2026, 6:05 PM', en-US's medium date and short time; ' UTC' is added for UTC. */
export function dateAndTime(date: Date, zone: Zone): string {
  const { hours, minutes } = partsOf(date, zone);
  const time = `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${mediumDate(date, zone)}, ${time}${zone === 'utc' ? ' UTC' : ''}`;
}

/** docs/rules.md#limits: 2 to 6 decimals at or above 1, otherwise 6 to 8. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return Math.abs(value) < 1 ? `$${formatFixed(value, 6, 8)}` : `$${formatFixed(value, 2, 6)}`;
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

/** docs/rules.md#limits: large numbers abbreviated T (1e12), B (1e9), M (1e6); 'N/A' when missing. */
export function formatLargeNumber(value: number | null | undefined, { currency = true } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const prefix = currency ? '$' : '';
  for (const [size, unit] of UNITS) {
    if (abs >= size) return `${sign}${prefix}${(abs / size).toFixed(2)}${unit}`;
  }
  return `${sign}${prefix}${formatFixed(abs, 0, 2)}`;
}

/** A supply figure: coins, not dollars. */
export function formatSupply(value: number | null | undefined, symbol: string): string {
  const formatted = formatLargeNumber(value, { currency: false });
  return formatted === 'N/A' ? formatted : `${formatted} ${symbol.toUpperCase()}`;
}

/** '+2.41%' / '-1.37%' / '0.00%' / '+143,554.84%'; 'N/A' when missing. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const text = formatFixed(Math.abs(value), 2, 2);
  // Signed unless it rounds to zero, as Intl's signDisplay 'exceptZero' does.
  const sign = text === '0.00' ? '' : value > 0 ? '+' : '-';
  return `${sign}${text}%`;
}

/** The decimals that tell ticks `step` apart: 0 for 1,000, 1 for 0.5, 2 for 0.02, 4 for 0.0025. */
export function stepDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  // The step's shortest decimal form, rid of floating-point noise (0.1 * 3 is 0.30000000000000004).
  const [mantissa = '0', exponent = '0'] = Number(step.toPrecision(12)).toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

const COMPACT_UNITS: Array<[number, string]> = [...UNITS, [1e3, 'K']];

/**
 * The labels of one chart axis whose ticks are `step` apart up to `max`: every label with the same
 * decimals (those the step needs), and with `compact`, in the one unit (K, M, B, T) of the axis's
 * largest value, so that a narrow chart keeps its width for the plot ('$95.5K').
 */
export function axisLabelFormatter({ max, step, compact = false, currency = true }: { max: number; step: number; compact?: boolean; currency?: boolean }) {
  const [size, unit] = (compact && COMPACT_UNITS.find(([at]) => Math.abs(max) >= at)) || [1, ''];
  const decimals = stepDecimals(step / size);
  const prefix = currency ? '$' : '';
  return (value: number): string => {
    const text = formatFixed(Math.abs(value) / size, decimals, decimals);
    // Zero (a volume axis's base, or a tick a rounding error away from it) is plain '$0'.
    if (!/[1-9]/.test(text)) return `${prefix}0`;
    return `${value < 0 ? '-' : ''}${prefix}${text}${unit}`;
  };
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** docs/rules.md#currency: green up, red down. */
// Flat when the percentage is shown as 0.00%: its text has no sign either.
export function changeDirection(value: number | null | undefined): ChangeDirection {
  if (value === null || value === undefined || !Number.isFinite(value) || formatPercent(value) === '0.00%') return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** Colours of a change, dark enough for text on white (WCAG AA: 5:1 and more). */
export const changeColor: Record<ChangeDirection, string> = { up: '#15803d', down: '#b91c1c', flat: '#475569' };

/** 'Nov 23, 2026' in US English (the site's date style). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return mediumDate(date, 'utc');
}
