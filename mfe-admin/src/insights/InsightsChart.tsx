/**
 * The Insights tab's chart: certificates issued (bars) and verifications by others (line) per day.
 * ECharts through echarts-for-react's core build with only the parts drawn, in a chunk of its own
 * that loads with the tab (see mfe-exchange's EChart for the same trimming). The numbers are also
 * in a table beside it, for screen readers; the canvas itself is hidden from them.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { dispose, getInstanceByDom, init, use as registerEchartsParts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import classes from './Insights.module.css';

registerEchartsParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
const echarts = { init, getInstanceByDom, dispose };

export interface InsightsChartProps {
  series: { day: string; issued: number; verifiedByOthers: number }[];
}

export default function InsightsChart({ series }: InsightsChartProps) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      legend: { top: 0, data: ['Issued', 'Verified by others'] },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: series.map((point) => point.day),
        axisLabel: { formatter: (day: string) => day.slice(5) },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: 'Issued', type: 'bar', data: series.map((point) => point.issued), itemStyle: { color: '#4c6ef5' } },
        {
          name: 'Verified by others',
          type: 'line',
          data: series.map((point) => point.verifiedByOthers),
          // Points are marked while few enough to tell apart.
          showSymbol: series.length <= 14,
          itemStyle: { color: '#2f9e44' },
        },
      ],
    }),
    [series],
  );
  return (
    <div className={classes.chart} aria-hidden="true">
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate />
    </div>
  );
}
