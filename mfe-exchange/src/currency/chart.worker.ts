/**
 * The price chart's worker: ECharts starts, lays out and paints here, on the OffscreenCanvas the
 * page hands over, so that none of it is a long task on the page's main thread (./WorkerChart).
 * The page posts what to draw, the canvas's size and the pointer's position; the worker answers
 * with the index of the point under the pointer, for the page's own tooltip.
 */
import { init, setPlatformAPI, use as registerEchartsParts, type EChartsType } from 'echarts/core';
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { COMPACT_WIDTH, buildOption, pointIndexAt, type ChartDrawing } from './chart-drawing';
import type { FromChartWorker, ToChartWorker } from './chart-messages';

// The worker's global scope, in the DOM's types the project compiles with (the webworker library's
// types clash with them).
const scope = self as unknown as { postMessage(message: FromChartWorker): void; onmessage: ((event: MessageEvent<ToChartWorker>) => void) | null };

registerEchartsParts([CandlestickChart, LineChart, BarChart, GridComponent, CanvasRenderer]);
// zrender measures label text on a canvas it creates with `document`, which a worker lacks; without
// one it estimates widths from a table, and the axis labels would be placed by guesswork.
setPlatformAPI({ createCanvas: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement });

let chart: EChartsType | null = null;
let shown: ChartDrawing | null = null;
let width = 0;

function draw(drawing: ChartDrawing) {
  if (!chart) return;
  shown = drawing;
  chart.setOption(buildOption(drawing, width), { notMerge: true });
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start': {
      const { canvas, height, devicePixelRatio } = data;
      width = data.width;
      // ECharts takes a canvas without a DOM for its root, sized by these options.
      chart = init(canvas as unknown as HTMLCanvasElement, null, { width, height, devicePixelRatio });
      draw(data.drawing);
      break;
    }
    case 'draw':
      draw(data.drawing);
      break;
    case 'resize': {
      const wasCompact = width < COMPACT_WIDTH;
      width = data.width;
      chart?.resize({ width, height: data.height });
      // Across the compact width the axes' labels change: the option is built again.
      if (shown && wasCompact !== width < COMPACT_WIDTH) draw(shown);
      break;
    }
    case 'pointer':
      scope.postMessage({ type: 'pointer', index: chart ? pointIndexAt(chart, data.x, data.y, shown?.points.length ?? 0) : null, x: data.x });
      break;
  }
};
