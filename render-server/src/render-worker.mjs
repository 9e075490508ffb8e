// The file each render worker starts (render-pool.ts gives it to Piscina): render-thread.ts does
// the work. Plain JavaScript: Node 20 refuses a worker whose file ends in .ts before any loader
// hook could run. From the sources (tests, `npm start`) the thread registers tsx itself, since a
// worker does not inherit the main thread's loader; in production site/build.mjs bundles this
// file with render-thread.ts into site/dist/render-worker.mjs.
import { existsSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

if (existsSync(new URL('./render-thread.ts', import.meta.url))) {
  // A specifier in a variable: the production bundle leaves it out.
  const loader = 'tsx/esm/api';
  /** @type {{ register: () => void }} */ (await import(loader)).register();
}
const { startRenderThread } = await import('./render-thread.ts');

export default await startRenderThread(workerData);
