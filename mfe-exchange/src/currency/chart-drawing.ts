/**
 * What the price chart draws, as ECharts options: one module for the two places ECharts may run,
 * a worker drawing on an OffscreenCanvas (./chart.worker) and the page itself where a browser has
 * no OffscreenCanvas (./EChart). Option objects hold functions (the axis label formatters), which
 * cannot be posted to a worker: the worker receives the points and builds the option itself.
 */
import type { EChartsType } from 'echarts/core';
import type { ChartPoint, ChartRange } from '../market/candles';
import { clockTime, formatLargeNumber, formatPrice, monthAndDay, monthAndYear } from '../market/format';

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
const LABELLED_TICKS = 4;
const LARGE = { large: true, largeThreshold: 0 };

function axisLabel(timestamp: number, days: ChartRange): string {
  const date = new Date(timestamp);
  return days === 1 ? clockTime(date, 'local') : days === 365 ? monthAndYear(date, 'local') : monthAndDay(date, 'local');
}

function compactPrice(value: number): string {
  if (Math.abs(value) >= 1e6) return formatLargeNumber(value);
  return formatPrice(value).replace(/(\.\d{2})\d+$/, (match, two: string) => (Math.abs(value) >= 1 ? two : match));
}

export function buildOption({ points, type, days, volume }: ChartDrawing) {
  const labels = points.map((p) => axisLabel(p.timestamp, days));
  // About four dated ticks (legible on a phone). Left to ECharts, the interval is found by laying out and measuring a label
  // for every point (168 of them over 7 days), the largest part of the chart's first draw.
  const interval = Math.max(0, Math.ceil(points.length / LABELLED_TICKS) - 1);
  const xAxis = (gridIndex: number, show: boolean) => ({
    type: 'category' as const,
    gridIndex,
    data: labels,
    boundaryGap: type !== 'line',
    axisLabel: { show, color: '#475569', interval },
    axisTick: { show, interval },
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
  return {
    animation: false,
    grid: volume
      ? [
          { left: 80, right: 16, top: 16, height: '62%' },
          { left: 80, right: 16, top: '78%', height: '14%' },
        ]
      : [{ left: 80, right: 16, top: 16, bottom: 36 }],
    xAxis: volume ? [xAxis(0, false), xAxis(1, true)] : [xAxis(0, true)],
    yAxis: [
      { scale: true, gridIndex: 0, axisLabel: { formatter: compactPrice, color: '#475569' }, splitLine: { lineStyle: { color: '#e2e8f0' } } },
      ...(volume ? [{ gridIndex: 1, splitNumber: 2, axisLabel: { formatter: (v: number) => formatLargeNumber(v), color: '#475569' }, splitLine: { show: false } }] : []),
    ],
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
