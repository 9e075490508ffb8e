import { describe, expect, it } from 'vitest';
import { changeColor, changeDirection, decimal, formatLargeNumber, formatPercent, formatPrice, formatSupply } from './format';

describe('formatPrice (spec §9)', () => {
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

describe('formatLargeNumber: T/B/M (spec §9)', () => {
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
  });

  it('signs the percentage', () => {
    expect(formatPercent(2.414)).toBe('+2.41%');
    expect(formatPercent(-1.375)).toBe('-1.38%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('decimal: what Intl.NumberFormat("en-US") writes, without building one', () => {
  it('agrees with Intl on values of every size, sign and rounding', () => {
    // A fixed pseudo-random sequence, so that a failure can be repeated.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = [0, -0, 0.5, 1.005, 12.345, 999.9999995, -0.0000000049, 5e-7, 999_999.999, 123_456_789.125, 1e20, 1e21, -1.5e25];
    for (let i = 0; i < 3000; i += 1) values.push((next() - 0.3) * 10 ** Math.floor(next() * 30 - 12));
    for (const [min, max] of [[6, 8], [2, 6], [0, 2]] as const) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of values) expect(decimal(value, min, max), `${value} with ${min}-${max} decimals`).toBe(intl.format(value));
    }
  });
});
