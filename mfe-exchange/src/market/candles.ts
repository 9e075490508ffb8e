/**
 * From the provider's series to the chart's points (docs/rules.md#market-data "Chart point", #limits): prices grouped into
 * about 100 candles (group size = points / 100, at least 1), and the real 24 h volume series beside
 * them. A candle opens where the one before it closed (the first at its own first price) and closes
 * at its group's last price; its high and low span both. Opened at its own first price, a group of
 * one price (7 days of hourly prices make 168 of them) was a flat line with no body.
 */
export type Pair = [number, number];

export interface ChartPoint {
  timestamp: number;
  date: string;
  time: string;
  price: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** The provider's rolling 24 h volume at the end of the group. */
  volume: number;
  change: number;
  changePercent: number;
}

export interface ChartSummary {
  currentPrice: number;
  change: number;
  changePercent: number;
  high: number;
  low: number;
  volume24h: number;
}

export const TARGET_CANDLES = 100;

/** docs/rules.md#limits: the data length divided by 100, at least 1 (floored, so about 100 groups). */
export function groupSize(length: number): number {
  return Math.max(1, Math.floor(length / TARGET_CANDLES));
}

export function groupIntoCandles(prices: Pair[], volumes: Pair[] = []): ChartPoint[] {
  const size = groupSize(prices.length);
  const volumeAt = new Map(volumes.map(([t, v]) => [t, v]));
  const points: ChartPoint[] = [];
  for (let start = 0; start < prices.length; start += size) {
    const group = prices.slice(start, start + size);
    const values = group.map(([, price]) => price);
    const open = points.at(-1)?.close ?? values[0]!;
    const close = values[values.length - 1]!;
    const timestamp = group[group.length - 1]![0];
    const when = new Date(timestamp);
    points.push({
      timestamp,
      date: when.toISOString().slice(0, 10),
      time: when.toISOString().slice(11, 16),
      price: close,
      open,
      high: Math.max(open, ...values),
      low: Math.min(open, ...values),
      close,
      volume: volumeAt.get(timestamp) ?? volumes[Math.min(start + size, volumes.length) - 1]?.[1] ?? 0,
      change: close - open,
      changePercent: open === 0 ? 0 : ((close - open) / open) * 100,
    });
  }
  return points;
}

export function summarise(points: ChartPoint[]): ChartSummary | null {
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return {
    currentPrice: last.close,
    change: last.close - first.open,
    changePercent: first.open === 0 ? 0 : ((last.close - first.open) / first.open) * 100,
    high: Math.max(...points.map((p) => p.high)),
    low: Math.min(...points.map((p) => p.low)),
    volume24h: last.volume,
  };
}

/** A window of the data in percent, as ECharts' dataZoom reads it. */
export interface ZoomWindow {
  start: number;
  end: number;
}

/** docs/rules.md#chart: "zoom in" shows the window from 25 % to 75 % of the data. */
export const ZOOMED_IN: ZoomWindow = { start: 25, end: 75 };
export const FULL_RANGE: ZoomWindow = { start: 0, end: 100 };

/** The indexes of the points inside a window (what a zoomed chart shows). */
export function pointsInWindow(length: number, window: ZoomWindow): { first: number; last: number } {
  if (length === 0) return { first: 0, last: -1 };
  const first = Math.floor(((length - 1) * window.start) / 100);
  const last = Math.ceil(((length - 1) * window.end) / 100);
  return { first, last };
}

export type ChartRange = 1 | 7 | 30 | 90 | 365;
/** docs/rules.md#chart: 24H, 7D (default), 30D, 90D, 1Y. */
export const RANGES: Array<{ label: string; days: ChartRange; description: string }> = [
  { label: '24H', days: 1, description: '24 hours' },
  { label: '7D', days: 7, description: '7 days' },
  { label: '30D', days: 30, description: '30 days' },
  { label: '90D', days: 90, description: '90 days' },
  { label: '1Y', days: 365, description: '1 year' },
];
