import { describe, expect, it } from 'vitest';
import { changeColor, changeDirection, formatLargeNumber, formatPercent, formatPrice, formatSupply } from './format';

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
