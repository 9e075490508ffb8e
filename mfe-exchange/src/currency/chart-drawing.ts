/**
 * What the price chart draws, as ECharts options: one module for the two places ECharts may run,
 * a worker drawing on an OffscreenCanvas (./chart.worker) and the page itself where a browser has
 * no OffscreenCanvas (./EChart). Option objects hold functions (the axis label formatters), which
 * cannot be posted to a worker: the worker receives the points and builds the option itself.
 */
import type { EChartsType } from 'echarts/core';
import type { ChartPoint, ChartRange } from '../market/candles';
import { axisLabelFormatter, clockTime, monthAndDay, monthAndYear } from '../market/format';

export type ChartType = 'candlestick' | 'line' | 'bar';

/** One drawing of the chart: the points shown (the zoom already applied) and the controls' state. */
export interface ChartDrawing {
  points: ChartPoint[];
  type: ChartType;
  days: ChartRange;
  volume: boolean;
}

/** ECharts' defaults are red up and green down (China's convention): the site's are the reverse. */
const UP = '#15803d';
const DOWN = '#dc2626';
const LABEL_COLOR = '#475569';
const LARGE = { large: true, largeThreshold: 0 };
/** Below this width (CSS pixels, a phone's chart) the axes write K, M, B and dates further apart. */
export const COMPACT_WIDTH = 600;
/** About the width of a character of the 12 px axis labels, generously: the price axis's room. */
const LABEL_CHAR_WIDTH = 7.5;

function axisLabel(timestamp: number, days: ChartRange): string {
  const date = new Date(timestamp);
  return days === 1 ? clockTime(date, 'local') : days === 365 ? monthAndYear(date, 'local') : monthAndDay(date, 'local');
}

/** How far apart the dated ticks are, per range, on a wide and on a narrow chart: 4 to 8 of them. */
type Period = { unit: 'hour' | 'day' | 'month'; every: number };
const TICK_PERIODS: Record<ChartRange, { wide: Period; narrow: Period }> = {
  1: { wide: { unit: 'hour', every: 3 }, narrow: { unit: 'hour', every: 6 } },
  7: { wide: { unit: 'day', every: 1 }, narrow: { unit: 'day', every: 2 } },
  30: { wide: { unit: 'day', every: 5 }, narrow: { unit: 'day', every: 7 } },
  90: { wide: { unit: 'day', every: 14 }, narrow: { unit: 'month', every: 1 } },
  365: { wide: { unit: 'month', every: 2 }, narrow: { unit: 'month', every: 3 } },
};

/** The period (counted in the visitor's time, as the labels are) a timestamp falls in. */
function periodOf(timestamp: number, { unit, every }: Period): number {
  const date = new Date(timestamp);
  if (unit === 'month') return Math.floor((date.getFullYear() * 12 + date.getMonth()) / every);
  const local = timestamp - date.getTimezoneOffset() * 60_000;
  return Math.floor(local / ((unit === 'hour' ? 3_600_000 : 86_400_000) * every));
}

/**
 * The points that open a new period get a dated tick, so that the ticks stand at even times
 * (every other midnight, the first of a month). A tick per point, left to ECharts, is found by
 * laying out and measuring a label for every point (168 over 7 days), the chart's slowest part.
 */
export function tickedPoints(points: ChartPoint[], days: ChartRange, compact: boolean): boolean[] {
  const ticksEvery = (period: Period) => {
    const periods = points.map((p) => periodOf(p.timestamp, period));
    return periods.map((value, index) => index > 0 && value !== periods[index - 1]);
  };
  const ticks = ticksEvery(TICK_PERIODS[days][compact ? 'narrow' : 'wide']);
  // A zoomed window may hold fewer than two of them: then the closer ones.
  return compact && ticks.filter(Boolean).length < 2 ? ticksEvery(TICK_PERIODS[days].wide) : ticks;
}

/** Round ticks `step` apart (1, 2 or 5 times a power of ten) from `min` to `max`, about `count` steps. */
export function niceScale(low: number, high: number, count: number): { min: number; max: number; step: number } {
  let [lo, hi] = [low, high];
  if (!(hi > lo)) {
    const pad = Math.abs(lo) * 0.01 || 1;
    [lo, hi] = [lo - pad, hi + pad];
  }
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / power;
  const step = Number(((ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10) * power).toPrecision(12));
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step };
}

/** A value axis over `scale`, its labels written alike (one decimal count, one unit). */
function valueAxis(scale: ReturnType<typeof niceScale>, gridIndex: number, compact: boolean, extra: object = {}) {
  const formatter = axisLabelFormatter({ max: Math.max(Math.abs(scale.min), Math.abs(scale.max)), step: scale.step, compact });
  const widest = Math.max(formatter(scale.min).length, formatter(scale.max).length);
  return {
    axis: { gridIndex, min: scale.min, max: scale.max, interval: scale.step, axisLabel: { formatter, color: LABEL_COLOR }, ...extra },
    width: widest * LABEL_CHAR_WIDTH,
  };
}

/** The chart as ECharts options, for a chart `width` CSS pixels wide. */
export function buildOption({ points, type, days, volume }: ChartDrawing, width: number) {
  const compact = width < COMPACT_WIDTH;
  const labels = points.map((p) => axisLabel(p.timestamp, days));
  const ticked = tickedPoints(points, days, compact);
  const interval = (index: number) => ticked[index] === true;
  const xAxis = (gridIndex: number, show: boolean) => ({
    type: 'category' as const,
    gridIndex,
    data: labels,
    boundaryGap: type !== 'line',
    axisLabel: { show, color: LABEL_COLOR, interval },
    axisTick: { show, interval, alignWithLabel: true },
  });
  // Every series is drawn in ECharts' large mode: one path per colour instead of an element per
  // point, which halves the chart's first draw (a long task of the page's start-up). Large mode has
  // no colour per point, so the bars are a rising and a falling series, stacked into one bar each.
  const risingOrFalling = (value: (p: ChartPoint) => number, options: object, opacity = 1) =>
    [UP, DOWN].map((color) => ({
      type: 'bar' as const,
      ...LARGE,
      ...options,
      data: points.map((p) => ((p.close >= p.open) === (color === UP) ? value(p) : '-')),
      itemStyle: { color, opacity },
    }));
  const series: unknown[] =
    type === 'candlestick'
      ? [
          {
            type: 'candlestick' as const,
            ...LARGE,
            name: 'Price',
            // ECharts' candle order is [open, close, low, high].
            data: points.map((p) => [p.open, p.close, p.low, p.high]),
            itemStyle: { color: UP, color0: DOWN, borderColor: UP, borderColor0: DOWN },
          },
        ]
      : type === 'line'
        ? [{ type: 'line' as const, name: 'Price', data: points.map((p) => p.close), showSymbol: false, lineStyle: { color: '#4338ca', width: 2 } }]
        : risingOrFalling((p) => p.close, { name: 'Price', stack: 'price' });
  if (volume) series.push(...risingOrFalling((p) => p.volume, { name: '24h Volume', stack: 'volume', xAxisIndex: 1, yAxisIndex: 1 }, 0.45));

  // The price axis spans what is drawn: the candles' wicks, the line's closes, or a bar's whole
  // height from zero (a bar cut off at its base would tell a different size).
  const closes = points.length > 0 ? points.map((p) => p.close) : [0];
  const low = type === 'bar' ? 0 : Math.min(...(type === 'candlestick' ? points.map((p) => p.low) : closes));
  const high = Math.max(...(type === 'candlestick' ? points.map((p) => p.high) : closes));
  const price = valueAxis(niceScale(low, high, compact ? 4 : 5), 0, compact, { splitLine: { lineStyle: { color: '#e2e8f0' } } });
  const volumeAxis = volume ? valueAxis(niceScale(0, Math.max(0, ...points.map((p) => p.volume)), 2), 1, true, { splitLine: { show: false } }) : null;
  // Both grids start at the same x, after the wider axis's labels, so that the bars stand under
  // their candles.
  const left = Math.ceil(Math.max(price.width, volumeAxis?.width ?? 0)) + 12;
  return {
    animation: false,
    grid: volume
      ? [
          { left, right: 16, top: 16, height: '62%', outerBoundsMode: 'none' as const },
          { left, right: 16, top: '78%', height: '14%', outerBoundsMode: 'none' as const },
        ]
      : [{ left, right: 16, top: 16, bottom: 36, outerBoundsMode: 'none' as const }],
    xAxis: volume ? [xAxis(0, false), xAxis(1, true)] : [xAxis(0, true)],
    yAxis: volumeAxis ? [price.axis, volumeAxis.axis] : [price.axis],
    series,
  };
}

/** The index of the point under the pointer (canvas pixels), or null off the price grid's points. */
export function pointIndexAt(chart: EChartsType, x: number, y: number, count: number): number | null {
  const value = chart.convertFromPixel({ gridIndex: 0 }, [x, y]);
  const raw: unknown = Array.isArray(value) ? value[0] : value;
  const index = typeof raw === 'number' ? Math.round(raw) : Number.NaN;
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}
