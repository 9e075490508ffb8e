/**
 * Load for `npm run bench:render`, generated on a thread of its own so that its work does not
 * share the render server's event loop: `connections` keep-alive connections, each asking for one
 * URL after another for `seconds`, as the visitor `from` (an X-Forwarded-For address; the bench
 * trusts 127.0.0.1 as a proxy). Resolves with the answers' latencies, sorted, and their statuses.
 */
import { Worker } from 'node:worker_threads';

export interface FloodOptions {
  origin: string;
  /** The path of the nth request: a fresh one each time, or always the same. */
  path: { fresh: string } | { same: string };
  connections: number;
  seconds: number;
  from: string;
  /** Each connection waits this long between its requests (a paced visitor, not a load of its own). */
  pauseMs?: number;
}

export interface FloodResult {
  latencies: number[];
  statuses: Record<string, number>;
  /** Answers that were server-rendered (hold the boot data), not the static page. */
  rendered: number;
}

const WORKER = `
const http = require('node:http');
const { parentPort, workerData: o } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
const until = Date.now() + o.seconds * 1000;
const latencies = [];
const statuses = {};
let rendered = 0;
let n = 0;
function one() {
  return new Promise((resolve) => {
    const path = o.path.fresh ? o.path.fresh + '-' + (n++) + '-' + Math.random().toString(36).slice(2) : o.path.same;
    const started = performance.now();
    const req = http.get(o.origin + path, { agent, headers: { 'x-forwarded-for': o.from } }, (res) => {
      let boot = false;
      res.on('data', (chunk) => { if (!boot && chunk.includes('id="gx-boot"')) boot = true; });
      res.on('end', () => {
        latencies.push(performance.now() - started);
        statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
        if (boot) rendered += 1;
        resolve();
      });
    });
    req.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
  });
}
async function loop() {
  while (Date.now() < until) {
    await one();
    if (o.pauseMs) await new Promise((resolve) => setTimeout(resolve, o.pauseMs));
  }
}
Promise.all(Array.from({ length: o.connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies: latencies.sort((a, b) => a - b), statuses, rendered });
});
`;

export function flood(options: FloodOptions): Promise<FloodResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: options });
    worker.once('message', (result: FloodResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
