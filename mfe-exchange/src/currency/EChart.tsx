/**
 * The chart drawn on the page's own thread, for browsers without OffscreenCanvas (the others use
 * ./WorkerChart): ECharts through echarts-for-react's core build with only the parts used
 * (`echarts/core`, so that unused chart types stay out of the bundle). A chunk of its own.
 */
// The ES module build: its tslib helpers are tree-shaken (the CommonJS build pulls all of tslib).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { dispose, getInstanceByDom, init, use as registerEchartsParts, type EChartsType } from 'echarts/core';
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { COMPACT_WIDTH, buildOption, pointIndexAt } from './chart-drawing';
import { hoverAt, type ChartSurfaceProps } from './chart-surface';

// No TooltipComponent: the tooltip is a small overlay of ours (PriceChart's ChartTooltip). ECharts'
// own, with the axis pointer it needs, added 8 KB gzip to a page at its weight budget.
registerEchartsParts([CandlestickChart, LineChart, BarChart, GridComponent, CanvasRenderer]);
// echarts-for-react calls only these three. Handing it the whole `echarts/core` namespace would keep
// every export of it in the bundle (10 KB gzip more on a page with a weight budget).
const echarts = { init, getInstanceByDom, dispose };

/** Nothing to start ahead or to end: loading this chunk is the preparation. */
export function prepare(): void {}
export function release(): void {}

/** Whether the box is narrower than the compact width, followed as it resizes. */
function useCompact() {
  const box = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  // Before the first paint: the chart is drawn once, with the labels its width needs.
  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => setCompact(element.clientWidth < COMPACT_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, compact };
}

export default function EChart({ drawing, height, onHover }: ChartSurfaceProps) {
  const { box, compact } = useCompact();
  // buildOption reads only which side of the compact width the chart is on.
  const option = useMemo(() => buildOption(drawing, compact ? 0 : COMPACT_WIDTH), [drawing, compact]);
  const latest = useRef({ onHover, count: drawing.points.length });
  useEffect(() => {
    latest.current = { onHover, count: drawing.points.length };
  });
  const onChartReady = useCallback((chart: EChartsType) => {
    const zr = chart.getZr();
    zr.on('mousemove', ({ offsetX: x = 0, offsetY: y = 0 }) => {
      latest.current.onHover(hoverAt(pointIndexAt(chart, x, y, latest.current.count), x, zr.getWidth() ?? 0));
    });
    zr.on('globalout', () => latest.current.onHover(null));
  }, []);
  return (
    <div ref={box}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height }} onChartReady={onChartReady} />
    </div>
  );
}
