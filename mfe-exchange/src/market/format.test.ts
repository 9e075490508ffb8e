import { describe, expect, it } from 'vitest';
import { axisLabelFormatter, changeColor, changeDirection, formatDate, formatFixed, formatLargeNumber, formatPercent, formatPrice, formatSupply, clockTime, dateAndTime, monthAndDay, monthAndYear, stepDecimals, type Zone } from './format';

describe('formatPrice (docs/rules.md#limits)', () => {
  it.each([
    [0.99999, '$0.999990'],
    [0.123456789, '$0.12345679'],
    [0.000012345678, '$0.00001235'],
    [0.5, '$0.500000'],
    [1, '$1.00'],
    [1.23456789, '$1.234568'],
    [999.5, '$999.50'],
    [1e6, '$1,000,000.00'],
    [2.5e9, '$2,500,000,000.00'],
    [3e12, '$3,000,000,000,000.00'],
  ])('%s is %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it('says N/A when the price is missing', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(Number.NaN)).toBe('N/A');
  });
});

describe('formatLargeNumber: T/B/M (docs/rules.md#limits)', () => {
  it.each([
    [3e12, '$3.00T'],
    [1_929_384_112_733, '$1.93T'],
    [2.5e9, '$2.50B'],
    [999_999_999, '$1000.00M'],
    [1e9, '$1.00B'],
    [1e6, '$1.00M'],
    [41_208_334, '$41.21M'],
    [999_999, '$999,999'],
    [12.345, '$12.35'],
  ])('%s is %s', (value, expected) => {
    expect(formatLargeNumber(value)).toBe(expected);
  });

  it('abbreviates supplies without a dollar sign and with the symbol', () => {
    expect(formatSupply(21_000_000, 'btc')).toBe('21.00M BTC');
    expect(formatSupply(184_733_951_204, 'usdt')).toBe('184.73B USDT');
  });

  it("says 'N/A' for a missing figure", () => {
    expect(formatLargeNumber(null)).toBe('N/A');
    expect(formatSupply(null, 'eth')).toBe('N/A');
  });
});

describe('change colouring', () => {
  it('is green up, red down, grey when flat or missing', () => {
    expect(changeColor[changeDirection(2.41)]).toBe('#15803d');
    expect(changeColor[changeDirection(-0.01)]).toBe('#b91c1c');
    expect(changeColor[changeDirection(0)]).toBe('#475569');
    expect(changeColor[changeDirection(null)]).toBe('#475569');
    // Shown as 0.00%: neither up nor down.
    expect(changeDirection(-0.004)).toBe('flat');
    expect(formatPercent(-0.004)).toBe('0.00%');
  });

  it('signs the percentage', () => {
    expect(formatPercent(2.414)).toBe('+2.41%');
    expect(formatPercent(-1.375)).toBe('-1.38%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('groups the thousands of a large percentage', () => {
    expect(formatPercent(143_554.8391)).toBe('+143,554.84%');
    expect(formatPercent(-1_234.5)).toBe('-1,234.50%');
  });
});

describe('axis labels: one format for all the labels of an axis', () => {
  it.each([
    [1000, 0],
    [500, 0],
    [0.5, 1],
    [0.02, 2],
    [0.1 * 3, 1],
    [0.0025, 4],
    [0.00005, 5],
  ])('ticks %s apart need %i decimals', (step, decimals) => {
    expect(stepDecimals(step)).toBe(decimals);
  });

  it("writes a stablecoin's ticks with the same decimals above and below one dollar", () => {
    const label = axisLabelFormatter({ max: 1.02, step: 0.01 });
    expect([0.98, 0.99, 1, 1.01, 1.02].map(label)).toEqual(['$0.98', '$0.99', '$1.00', '$1.01', '$1.02']);
  });

  it('groups thousands, and in compact form writes the unit of the largest tick', () => {
    expect([95_000, 100_000].map(axisLabelFormatter({ max: 100_000, step: 1000 }))).toEqual(['$95,000', '$100,000']);
    expect([95_000, 95_500, 100_000].map(axisLabelFormatter({ max: 100_000, step: 500, compact: true }))).toEqual(['$95.0K', '$95.5K', '$100.0K']);
    expect([0, 2e10, 4e10, 6e10].map(axisLabelFormatter({ max: 6e10, step: 2e10, compact: true }))).toEqual(['$0', '$20B', '$40B', '$60B']);
  });

  it('writes a tick a rounding error away from zero as zero', () => {
    expect(axisLabelFormatter({ max: 1, step: 0.1 })(-1e-17)).toBe('$0');
  });
});

/** A seeded generator, so that a failure names a value that fails again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the formats written without Intl agree with Intl', () => {
  const next = random(20_261_127);
  // Magnitudes from 1e-10 to 1e16, the rounding edges (…5 at the last digit) and whole numbers.
  const values = [
    0, -0, 1, 999.9999995, 0.000000005, 0.999999995, 1234567.0000005, 2.5, 1e15, -3.14159,
    ...Array.from({ length: 5000 }, () => (next() < 0.1 ? -1 : 1) * 10 ** (next() * 26 - 10)),
    ...Array.from({ length: 1000 }, () => Math.round(next() * 1e9) / 10 ** Math.floor(next() * 9)),
  ];

  it.each([
    [6, 8],
    [2, 6],
    [0, 2],
  ])('formatFixed(value, %i, %i) is en-US Intl.NumberFormat on 6,010 values', (min, max) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const value of values) expect([value, formatFixed(value, min, max)]).toEqual([value, intl.format(value)]);
  });

  it('formatPercent is en-US Intl.NumberFormat, signed except at zero, on 6,010 values', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    for (const value of values) expect([value, formatPercent(value)]).toEqual([value, `${intl.format(value)}%`]);
  });

  it('axis labels are en-US Intl.NumberFormat with the decimals of the step', () => {
    for (const step of [5000, 0.5, 0.02, 0.0001]) {
      const decimals = stepDecimals(step);
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      const label = axisLabelFormatter({ max: 1e9, step });
      for (const value of values.filter((v) => v > 0 && v < 1e16 && intl.format(v) !== intl.format(0))) {
        expect([value, label(value)]).toEqual([value, `$${intl.format(value)}`]);
      }
    }
  });

  it('leaves figures of 1e21 and more to Intl', () => {
    expect(formatFixed(1.5e21, 2, 6)).toBe('1,500,000,000,000,000,000,000.00');
  });

  it.each<[Zone, string | undefined]>([
    ['utc', 'UTC'],
    ['local', undefined],
  ])('writes dates and times read in %s as Intl does', (zone, timeZone) => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    const day = intl({ year: 'numeric', month: 'short', day: 'numeric' });
    const time = intl({ hour: 'numeric', minute: '2-digit' });
    const monthDay = intl({ month: 'short', day: 'numeric' });
    const monthYear = intl({ month: 'short', year: '2-digit' });
    const clock = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // ICU writes a narrow or a plain space before AM/PM depending on its version: compare words.
    const words = (text: string) => text.replace(/\s/gu, ' ');
    for (let i = 0; i < 2000; i += 1) {
      const date = new Date(Math.floor(next() * 4e12));
      if (zone === 'utc') expect(formatDate(date.toISOString())).toBe(day.format(date));
      expect(words(dateAndTime(date, zone))).toBe(words(`${day.format(date)}, ${time.format(date)}${zone === 'utc' ? ' UTC' : ''}`));
      expect(monthAndDay(date, zone)).toBe(monthDay.format(date));
      expect(monthAndYear(date, zone)).toBe(monthYear.format(date));
      expect(clockTime(date, zone)).toBe(clock.format(date));
    }
    expect(formatDate('not a date')).toBe('N/A');
  });
});
