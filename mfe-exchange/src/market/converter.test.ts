import { describe, expect, it } from 'vitest';
import { coinToUsdt, parseAmount, usdtToCoin } from './converter';
import { formatAmount } from './format';

describe('the USDT ⇄ coin converter', () => {
  it('turns USDT into coins at the current price and back', () => {
    expect(usdtToCoin(1000, 97_412.35)).toBeCloseTo(0.010265641, 8);
    expect(coinToUsdt(0.5, 97_412.35)).toBeCloseTo(48_706.175, 6);
    expect(coinToUsdt(usdtToCoin(250, 3_412.78), 3_412.78)).toBeCloseTo(250, 9);
  });

  it('gives 0 for a missing or zero price instead of infinity', () => {
    expect(usdtToCoin(100, 0)).toBe(0);
    expect(coinToUsdt(2, Number.NaN)).toBe(0);
  });

  it('reads what people type, with or without thousands separators', () => {
    expect(parseAmount('1,000.5')).toBe(1000.5);
    expect(parseAmount(' 42 ')).toBe(42);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
  });

  it('shows the result with a sensible number of digits', () => {
    expect(formatAmount(usdtToCoin(1000, 97_412.35))).toBe('0.01026564');
    expect(formatAmount(48_706.175)).toBe('48706.175');
  });
});
