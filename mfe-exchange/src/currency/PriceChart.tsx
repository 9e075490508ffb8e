/**
 * The trading chart (docs/rules.md#chart, #limits): candlestick (default), line or bar; the real
 * 24 h volume series below it (default on); ranges 24H to 1Y; zoom to 25 %-75 %. ECharts draws it,
 * in a worker (./WorkerChart) or, without OffscreenCanvas, on the page (./EChart).
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden, lazyPage, notifications } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { fetchChart } from '../market/api';
import { FULL_RANGE, RANGES, ZOOMED_IN, groupIntoCandles, pointsInWindow, summarise, type ChartPoint, type ChartRange, type ZoomWindow } from '../market/candles';
import { dateAndTime, formatLargeNumber, formatPercent, formatPrice } from '../market/format';
import type { ChartType } from './chart-drawing';
import type { ChartHover } from './chart-surface';
import classes from './PriceChart.module.css';

/**
 * The drawing surface, a chunk of its own that only currency pages load: a worker draws the chart
 * where the browser can hand it a canvas (OffscreenCanvas), the page's own thread elsewhere.
 */
const loadSurface = () =>
  typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype
    ? import(/* webpackChunkName: "exchange/chart" */ './WorkerChart')
    : import(/* webpackChunkName: "exchange/chart-main-thread" */ './EChart');
const ChartSurface = lazyPage('exchange/chart', loadSurface);

const TYPES: Array<{ value: ChartType; label: string }> = [
  { value: 'candlestick', label: 'Candlestick' },
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
];
const CHART_HEIGHT = 420;
export const CHART_ERROR = 'Failed to load chart data';

/**
 * The zoom shows the points of the window (docs/rules.md#chart: 25 %-75 % of the data). Slicing the data, rather
 * than ECharts' dataZoom component, costs no extra bundle.
 */
function shownPoints(allPoints: ChartPoint[], zoom: ZoomWindow): ChartPoint[] {
  const { first, last } = pointsInWindow(allPoints.length, zoom);
  return allPoints.slice(first, last + 1);
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
    <Button size="xs" variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={onClick} disabled={disabled} className={classes.toggle}>
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

  // The chart's code downloads and its worker starts (ECharts ready in it) while the data loads;
  // a worker no chart took ends with the page.
  useEffect(() => {
    const surface = loadSurface();
    surface.then((loaded) => loaded.prepare(), () => undefined);
    return () => void surface.then((loaded) => loaded.release(), () => undefined);
  }, []);

  useEffect(() => {
    // docs/rules.md#errors: a failed chart load also shows a notification with the same text.
    if (state.status === 'error') notifications.show({ color: 'red', title: CHART_ERROR, message: 'Please try again.' });
  }, [state.status]);

  const points = useMemo(
    () => (state.status === 'loaded' ? groupIntoCandles(state.data.data.prices, state.data.data.total_volumes) : []),
    [state],
  );
  const summary = useMemo(() => summarise(points), [points]);
  const shown = useMemo(() => shownPoints(points, zoom), [points, zoom]);
  const drawing = useMemo(() => ({ points: shown, type, days, volume }), [shown, type, days, volume]);
  const [hover, setHover] = useState<ChartHover | null>(null);
  const hovered = hover ? shown[hover.index] : undefined;
  const rangeLabel = RANGES.find((r) => r.days === days)!.description;
  const typeLabel = TYPES.find((t) => t.value === type)!.label.toLowerCase();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="chart-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" align="center">
            <Title order={2} size="h3" id="chart-heading">
              Price Chart
            </Title>
            {/* Beside the heading, out of the plot, and within the heading's line: nothing moves. */}
            {state.status === 'loaded' && state.data.stale && (
              <Badge color="accent" variant="light">
                Delayed data<VisuallyHidden>: the market-data provider is not answering.</VisuallyHidden>
              </Badge>
            )}
          </Group>
          {/* Its lines are held while the data loads: appearing, it pushed the page below down. */}
          <Text size="sm" c="dark.5" className={classes.summary}>
            {summary && `${rangeLabel}: ${formatPercent(summary.changePercent)} · High ${formatPrice(summary.high)} · Low ${formatPrice(summary.low)}`}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm" className={classes.controls}>
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
                  <ChartSurface drawing={drawing} height={CHART_HEIGHT} onHover={setHover} />
                </Suspense>
              </div>
              {hovered && hover && <ChartTooltip point={hovered} x={hover.x} flip={hover.flip} />}
            </figure>
          )}
        </div>
      </Stack>
    </Card>
  );
}
