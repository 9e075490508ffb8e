/**
 * The trading chart (spec §2 "Chart controls", §9): candlestick (default), line or bar; the real
 * 24 h volume series below it (default on); ranges 24H to 1Y; zoom to 25 %-75 %. ECharts draws it
 * (./EChart, a chunk of its own that only currency pages load).
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import { Button, Card, Group, Skeleton, Stack, Text, Title, lazyPage, notifications } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { fetchChart } from '../market/api';
import { FULL_RANGE, RANGES, ZOOMED_IN, groupIntoCandles, pointsInWindow, summarise, type ChartPoint, type ChartRange, type ZoomWindow } from '../market/candles';
import { clockTime, dateAndTime, formatLargeNumber, formatPercent, formatPrice, monthAndDay, monthAndYear } from '../market/format';
import classes from './PriceChart.module.css';

const loadEChart = () => import(/* webpackChunkName: "exchange/chart" */ './EChart');
const EChart = lazyPage('exchange/chart', loadEChart);

export type ChartType = 'candlestick' | 'line' | 'bar';
const TYPES: Array<{ value: ChartType; label: string }> = [
  { value: 'candlestick', label: 'Candlestick' },
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
];
/** ECharts' defaults are red up and green down (China's convention): the site's are the reverse. */
const UP = '#15803d';
const DOWN = '#dc2626';
const CHART_HEIGHT = 420;
const LABELLED_TICKS = 4;
const LARGE = { large: true, largeThreshold: 0 };
export const CHART_ERROR = 'Failed to load chart data';

function axisLabel(timestamp: number, days: ChartRange): string {
  const date = new Date(timestamp);
  return days === 1 ? clockTime(date, 'local') : days === 365 ? monthAndYear(date, 'local') : monthAndDay(date, 'local');
}

function compactPrice(value: number): string {
  if (Math.abs(value) >= 1e6) return formatLargeNumber(value);
  return formatPrice(value).replace(/(\.\d{2})\d+$/, (match, two: string) => (Math.abs(value) >= 1 ? two : match));
}

/**
 * The zoom shows the points of the window (spec §2: 25 %-75 % of the data). Slicing the data, rather
 * than ECharts' dataZoom component, costs no extra bundle.
 */
function shownPoints(allPoints: ChartPoint[], zoom: ZoomWindow): ChartPoint[] {
  const { first, last } = pointsInWindow(allPoints.length, zoom);
  return allPoints.slice(first, last + 1);
}

function buildOption(points: ChartPoint[], type: ChartType, days: ChartRange, volume: boolean) {
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

/** The point under the pointer: its date and time, open/high/low/close and the 24 h volume. */
function ChartTooltip({ point, x, flip }: { point: ChartPoint; x: number; flip: boolean }) {
  const when = dateAndTime(new Date(point.timestamp), 'local');
  return (
    // On the right half it opens to the left of the pointer, so that it stays inside the chart.
    <div className={flip ? `${classes.tooltip} ${classes.flip}` : classes.tooltip} style={{ left: x }} role="tooltip">
      <strong>{when}</strong>
      <span>Open {formatPrice(point.open)}</span>
      <span>High {formatPrice(point.high)}</span>
      <span>Low {formatPrice(point.low)}</span>
      <span>
        Close {formatPrice(point.close)} ({formatPercent(point.changePercent)})
      </span>
      <span>24h Volume {formatLargeNumber(point.volume)}</span>
    </div>
  );
}

function Toggle({ pressed, onClick, children, disabled }: { pressed?: boolean; onClick: () => void; children: string; disabled?: boolean }) {
  return (
    <Button size="xs" variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

export function PriceChart({ coinId, coinName }: { coinId: string; coinName: string }) {
  const [type, setType] = useState<ChartType>('candlestick');
  const [days, setDays] = useState<ChartRange>(7);
  const [volume, setVolume] = useState(true);
  const [zoom, setZoom] = useState<ZoomWindow>(FULL_RANGE);
  const { state, retry } = useData(['chart', coinId, days], () => fetchChart(coinId, days));
  const zoomed = zoom.start !== FULL_RANGE.start || zoom.end !== FULL_RANGE.end;

  // The chart library downloads while the data does.
  useEffect(() => void loadEChart().catch(() => undefined), []);

  useEffect(() => {
    // Spec §8: a failed chart load also shows a notification with the same text.
    if (state.status === 'error') notifications.show({ color: 'red', title: CHART_ERROR, message: 'Please try again.' });
  }, [state.status]);

  const points = useMemo(
    () => (state.status === 'loaded' ? groupIntoCandles(state.data.data.prices, state.data.data.total_volumes) : []),
    [state],
  );
  const summary = useMemo(() => summarise(points), [points]);
  const shown = useMemo(() => shownPoints(points, zoom), [points, zoom]);
  const option = useMemo(() => buildOption(shown, type, days, volume), [shown, type, days, volume]);
  const [hover, setHover] = useState<{ index: number; x: number; flip: boolean } | null>(null);
  const onChartReady = useCallback((chart: EChartsType) => {
    const zr = chart.getZr();
    zr.on('mousemove', (e) => {
      const x = e.offsetX ?? 0;
      const value = chart.convertFromPixel({ gridIndex: 0 }, [x, e.offsetY ?? 0]);
      const raw: unknown = Array.isArray(value) ? value[0] : value;
      const index = typeof raw === 'number' ? Math.round(raw) : Number.NaN;
      setHover(Number.isFinite(index) ? { index, x, flip: x > (zr.getWidth() ?? 0) / 2 } : null);
    });
    zr.on('globalout', () => setHover(null));
  }, []);
  const hovered = hover ? shown[hover.index] : undefined;
  const rangeLabel = RANGES.find((r) => r.days === days)!.description;
  const typeLabel = TYPES.find((t) => t.value === type)!.label.toLowerCase();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="chart-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id="chart-heading">
            Price Chart
          </Title>
          {/* Its lines are held while the data loads: appearing, it pushed the page below down. */}
          <Text size="sm" c="dark.5" className={classes.summary}>
            {summary && `${rangeLabel}: ${formatPercent(summary.changePercent)} · High ${formatPrice(summary.high)} · Low ${formatPrice(summary.low)}`}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap={6} role="group" aria-label="Chart type">
            {TYPES.map((t) => (
              <Toggle key={t.value} pressed={type === t.value} onClick={() => setType(t.value)}>
                {t.label}
              </Toggle>
            ))}
            <Toggle pressed={volume} onClick={() => setVolume((v) => !v)}>
              Volume
            </Toggle>
          </Group>
          <Group gap={6} role="group" aria-label="Range">
            {RANGES.map((r) => (
              <Toggle
                key={r.days}
                pressed={days === r.days}
                onClick={() => {
                  setDays(r.days);
                  setZoom(FULL_RANGE);
                }}
              >
                {r.label}
              </Toggle>
            ))}
          </Group>
          <Group gap={6} role="group" aria-label="Zoom">
            <Toggle onClick={() => setZoom(ZOOMED_IN)} disabled={zoomed}>
              Zoom In
            </Toggle>
            <Toggle onClick={() => setZoom(FULL_RANGE)}>Zoom Out</Toggle>
            <Toggle onClick={() => setZoom(FULL_RANGE)}>Reset</Toggle>
          </Group>
        </Group>
        <div className={classes.chart} style={{ height: CHART_HEIGHT }}>
          {state.status === 'loading' && <Skeleton height={CHART_HEIGHT} role="status" aria-busy="true" aria-label="Loading chart" />}
          {state.status === 'error' && (
            <div className={classes.error}>
              <LoadError title={CHART_ERROR} order={3} onRetry={retry} />
            </div>
          )}
          {state.status === 'loaded' && (
            <figure className={classes.figure}>
              <div
                role="img"
                aria-label={`${coinName} price, ${typeLabel} chart over ${rangeLabel}, ${points.length} points${volume ? ', with 24 h volume' : ''}${zoomed ? ', zoomed to the middle half' : ''}`}
                data-chart-type={type}
                data-chart-days={days}
                data-chart-points={points.length}
                data-chart-volume={volume}
                data-chart-zoom={`${zoom.start}-${zoom.end}`}
              >
                <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
                  <EChart option={option} height={CHART_HEIGHT} onChartReady={onChartReady} />
                </Suspense>
              </div>
              {hovered && hover && <ChartTooltip point={hovered} x={hover.x} flip={hover.flip} />}
              {state.data.stale && (
                <figcaption className={classes.caption}>Delayed data: the market-data provider is not answering.</figcaption>
              )}
            </figure>
          )}
        </div>
      </Stack>
    </Card>
  );
}
