// A previewed release's renderer (preview.ts starts one per release being previewed): the shell's
// server bundle in a worker thread of its own, with the candidate registered under its real
// container name. Plain JavaScript: Node 20 refuses a worker whose file ends in .ts before any
// loader hook could run.
//
// Messages in:  { id, request }            a RenderRequest without `log`
// Messages out: { type: 'ready' } | { type: 'failed', error }      once, after the warm-up
//               { type: 'page', id, page } | { type: 'error', id, error }
//               { type: 'log', line }
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ serverBundle: string, remote: string, entry: string }} */
const { serverBundle, remote, entry } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const log = (/** @type {string} */ line) => port.postMessage({ type: 'log', line });
const message = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

const bundle = await createRequire(import.meta.url)(serverBundle).default();
bundle.registerRemotes([{ name: remote, entry }]);
try {
  await bundle.loadRemote(`${remote}/routes`);
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: message(error) });
}

port.on('message', (/** @type {{ id: number, request: object }} */ { id, request }) => {
  bundle.renderPage({ ...request, log }).then(
    (/** @type {unknown} */ page) => port.postMessage({ type: 'page', id, page }),
    (/** @type {unknown} */ error) => port.postMessage({ type: 'error', id, error: message(error) }),
  );
});
