import { defineConfig } from '@rspack/cli';
import { remoteConfig } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

// Entry, output, dev server and plugins of a remote: shared-ui/build/rspack.ts.
// The price chart is drawn in a worker (src/currency/WorkerChart.tsx).
export default defineConfig(remoteConfig('exchange', federation, { workers: { 'chart-worker': './src/currency/chart.worker.ts' } }));
