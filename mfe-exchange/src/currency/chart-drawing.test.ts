import { describe, expect, it } from 'vitest';
import { groupIntoCandles, type Pair } from '../market/candles';
import { buildOption, niceScale, tickedPoints, type ChartType } from './chart-drawing';

const HOUR = 3_600_000;
/** Hourly prices over `days` from a local midnight, wandering around `around`. */
function hourly(days: number, around: number, swing: number): Pair[] {
  const start = new Date(2026, 10, 20).getTime();
  return Array.from({ length: days * 24 + 1 }, (_, i) => [start + i * HOUR, around + swing * Math.sin(i / 7)]);
}

interface ValueAxis {
  min: number;
  max: number;
  interval: number;
  axisLabel: { formatter: (value: number) => string };
}

/** The labels ECharts writes on a value axis: one per tick, from min to max. */
function labelsOf(axis: ValueAxis): string[] {
  const labels: string[] = [];
  for (let value = axis.min; value <= axis.max + axis.interval / 2; value += axis.interval) labels.push(axis.axisLabel.formatter(value));
  return labels;
}

function priceAxis(type: ChartType, pairs: Pair[], width: number): ValueAxis {
  const points = groupIntoCandles(pairs, pairs);
  return (buildOption({ points, type, days: 7, volume: true }, width).yAxis as ValueAxis[])[0]!;
}

describe('the price axis', () => {
  it("writes a stablecoin's ticks all with the same decimals", () => {
    const labels = labelsOf(priceAxis('candlestick', hourly(7, 1, 0.03), 1000));
    expect(labels.length).toBeGreaterThan(2);
    const decimals = new Set(labels.map((label) => label.split('.')[1]?.length ?? 0));
    expect([...decimals]).toEqual([2]);
  });

  it('writes thousands in full on a wide chart and as K on a narrow one', () => {
    expect(labelsOf(priceAxis('line', hourly(7, 97_000, 3000), 1000))).toContain('$96,000');
    const narrow = labelsOf(priceAxis('line', hourly(7, 97_000, 3000), 320));
    expect(narrow.every((label) => /^\$\d+(\.\d)?K$/.test(label))).toBe(true);
  });

  it('starts at zero for bars, and near the prices for candles', () => {
    expect(priceAxis('bar', hourly(7, 97_000, 3000), 1000).min).toBe(0);
    expect(priceAxis('candlestick', hourly(7, 97_000, 3000), 1000).min).toBeGreaterThan(90_000);
  });
});

describe('niceScale', () => {
  it('covers the values with round steps', () => {
    expect(niceScale(94_123, 101_456, 5)).toEqual({ min: 94_000, max: 102_000, step: 2000 });
    expect(niceScale(0.9712, 1.0188, 5)).toEqual({ min: 0.97, max: 1.02, step: 0.01 });
  });

  it('makes room around a flat series', () => {
    const { min, max } = niceScale(1, 1, 5);
    expect(min).toBeLessThan(1);
    expect(max).toBeGreaterThan(1);
  });
});

describe('the dated ticks', () => {
  const week = groupIntoCandles(hourly(7, 100, 1));
  const ticked = (compact: boolean) => week.flatMap((point, index) => (tickedPoints(week, 7, compact)[index] ? [new Date(point.timestamp)] : []));

  it('stand at every midnight on a wide chart', () => {
    const ticks = ticked(false);
    expect(ticks.map((date) => date.getHours())).toEqual(Array(7).fill(0));
    expect(ticks.map((date) => date.getDate())).toEqual([21, 22, 23, 24, 25, 26, 27]);
  });

  it('stand two days apart on a narrow chart', () => {
    const days = ticked(true).map((date) => date.getDate());
    expect(days.length).toBeGreaterThanOrEqual(3);
    expect(days.slice(1).map((day, index) => day - days[index]!)).toEqual(Array(days.length - 1).fill(2));
  });
});
