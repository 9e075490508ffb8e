/** The chart's worker (./chart.worker), started ahead while the chart's data loads. */
import { startRemoteWorker } from 'shared-ui/remote-worker';

let spare: Worker | null = null;

/** Starts a worker for the next chart, so that ECharts is ready in it when the data arrives. */
export function prepareChartWorker(): void {
  if (spare) return;
  // The worker's own bundle (rspack.config.ts), emitted by this build under a hashed name.
  const worker = startRemoteWorker(new URL('../../dist-workers/chart-worker.js', import.meta.url), { name: 'price-chart' });
  // A worker whose bundle failed to load before a chart took it is dropped, and the chart starts
  // another: nobody would hear of that failure.
  worker.addEventListener('error', () => {
    if (spare === worker) spare = null;
  });
  spare = worker;
}

/** Ends the prepared worker if no chart took it (the page with the chart has gone). */
export function releaseChartWorker(): void {
  spare?.terminate();
  spare = null;
}

/** The prepared worker, or a new one; the caller terminates it. */
export function takeChartWorker(): Worker {
  prepareChartWorker();
  const worker = spare!;
  spare = null;
  return worker;
}
