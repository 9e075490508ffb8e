/**
 * The chart's drawing surface: ECharts through echarts-for-react's core build with only the parts
 * used (`echarts/core`, so that unused chart types stay out of the bundle). A chunk of its own,
 * loaded while the chart's data is: a currency page is hydrated with its own code only, instead of
 * waiting for the chart library (about 150 KB of script that the server never draws anyway).
 */
// The ES module build: its tslib helpers are tree-shaken (the CommonJS build pulls all of tslib).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { dispose, getInstanceByDom, init, use as registerEchartsParts, type EChartsType } from 'echarts/core';
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ComponentProps } from 'react';

// No TooltipComponent: the tooltip is a small overlay of ours (PriceChart's ChartTooltip). ECharts'
// own, with the axis pointer it needs, added 8 KB gzip to a page at its weight budget.
registerEchartsParts([CandlestickChart, LineChart, BarChart, GridComponent, CanvasRenderer]);
// echarts-for-react calls only these three. Handing it the whole `echarts/core` namespace would keep
// every export of it in the bundle (10 KB gzip more on a page with a weight budget).
const echarts = { init, getInstanceByDom, dispose };

export type ChartOption = ComponentProps<typeof ReactEChartsCore>['option'];

interface EChartProps {
  option: ChartOption;
  height: number;
  onChartReady: (chart: EChartsType) => void;
}

export default function EChart({ option, height, onChartReady }: EChartProps) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height }} onChartReady={onChartReady} />;
}
