import { describe, expect, it } from 'vitest';
import { FULL_RANGE, ZOOMED_IN, groupIntoCandles, groupSize, pointsInWindow, summarise, type Pair } from './candles';

const series = (n: number, price = (i: number) => 100 + i): Pair[] => Array.from({ length: n }, (_, i) => [1_700_000_000_000 + i * 3_600_000, price(i)]);

describe('candle grouping (docs/rules.md#limits: group size = points / 100, at least 1)', () => {
  it.each([
    [1, 1, 1],
    [99, 1, 99],
    [100, 1, 100],
    [101, 1, 101],
    [2160, 21, 103],
  ])('%s points: groups of %s, %s candles', (n, size, candles) => {
    expect(groupSize(n)).toBe(size);
    expect(groupIntoCandles(series(n))).toHaveLength(candles);
  });

  it('takes high, low and close from the prices of each group; the first candle opens at its first price', () => {
    const prices = [5, 9, 2, 7, 4, 6, 8, 1, 3, 10];
    const long = series(2160, (i) => prices[i % 10]!);
    const [first] = groupIntoCandles(long);
    const group = long.slice(0, 21).map(([, p]) => p);
    expect(first).toMatchObject({ open: group[0], close: group[20], high: Math.max(...group), low: Math.min(...group) });
    expect(first!.timestamp).toBe(long[20]![0]);
  });

  it('opens every later candle at the close of the one before, its high and low spanning that open', () => {
    const prices = [5, 9, 2, 7, 4, 6, 8, 1, 3, 10];
    const candles = groupIntoCandles(series(2160, (i) => prices[i % 10]!));
    for (let i = 1; i < candles.length; i += 1) {
      const { open, high, low } = candles[i]!;
      expect(open).toBe(candles[i - 1]!.close);
      expect(high).toBeGreaterThanOrEqual(open);
      expect(low).toBeLessThanOrEqual(open);
    }
  });

  it('gives one-price groups a body: 7 days of hourly prices are 168 candles, each from the last close to its price', () => {
    const week = series(168, (i) => 100 + (i % 2 ? 3 : -2));
    const candles = groupIntoCandles(week);
    expect(candles).toHaveLength(168);
    expect(candles[1]).toMatchObject({ open: 98, close: 103, high: 103, low: 98, change: 5 });
    expect(candles[2]).toMatchObject({ open: 103, close: 98, high: 103, low: 98, change: -5 });
  });

  it('uses the real volume series at the end of each group', () => {
    const prices = series(300);
    const volumes: Pair[] = prices.map(([t], i) => [t, 1000 + i]);
    const candles = groupIntoCandles(prices, volumes);
    expect(candles[0]!.volume).toBe(1002);
    expect(candles[1]!.volume).toBe(1005);
  });

  it('a single point is one flat candle', () => {
    const [only] = groupIntoCandles(series(1));
    expect(only).toMatchObject({ open: 100, close: 100, high: 100, low: 100, change: 0, changePercent: 0 });
  });

  it('summarises the range', () => {
    const summary = summarise(groupIntoCandles(series(200)));
    expect(summary).toMatchObject({ currentPrice: 299, change: 199, high: 299, low: 100 });
    expect(summarise([])).toBeNull();
  });
});

describe('the zoom window (docs/rules.md#chart)', () => {
  it('zoom in shows 25 % to 75 % of the data', () => {
    expect(ZOOMED_IN).toEqual({ start: 25, end: 75 });
    expect(pointsInWindow(101, ZOOMED_IN)).toEqual({ first: 25, last: 75 });
    expect(pointsInWindow(100, ZOOMED_IN)).toEqual({ first: 24, last: 75 });
  });

  it('the full range shows every point', () => {
    expect(pointsInWindow(100, FULL_RANGE)).toEqual({ first: 0, last: 99 });
    expect(pointsInWindow(0, FULL_RANGE)).toEqual({ first: 0, last: -1 });
  });
});
