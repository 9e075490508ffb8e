/**
 * How many provider calls the market cache lets through (issue 8): 1,000 requests, 50 at a time,
 * for one coin and range, against a real PocketBase and the local fixture provider (with a
 * provider-like latency), both on free ports with a fresh data directory. A report, not a test.
 *   npx tsx bench/market-cache.ts [--requests=1000] [--concurrency=50] [--latency=300]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMarketFixture, startPocketBase } from 'gx-pocketbase';
import { freePort } from 'gx-pocketbase';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}

const requests = option('requests', 1000);
const concurrency = option('concurrency', 50);
const latencyMs = option('latency', 300);

const fixture = await startMarketFixture({ latencyMs });
const dataDir = await mkdtemp(join(tmpdir(), 'gx-bench-market-'));
const pocketbase = await startPocketBase({ dataDir, port: await freePort(), appUrl: 'http://localhost:3000', marketData: { url: fixture.url } });
const url = `${pocketbase.url}/api/gx/market/coins/bitcoin/chart?days=7`;

const statuses = new Map<number, number>();
const latencies: number[] = [];
let sent = 0;
const started = Date.now();
async function worker() {
  while (sent < requests) {
    sent += 1;
    const t0 = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}
try {
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
  const providerCalls = fixture.calls.filter((call) => call.path === '/coins/bitcoin/market_chart').length;
  console.log(`market cache: ${requests} requests, ${concurrency} at a time, for /coins/bitcoin/chart?days=7 (provider latency ${latencyMs} ms)`);
  console.log(`  provider calls      ${providerCalls}`);
  console.log(`  answers             ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  console.log(`  wall time           ${seconds.toFixed(2)} s (${(requests / seconds).toFixed(0)} req/s)`);
  console.log(`  latency ms          p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${latencies[latencies.length - 1]!.toFixed(1)}`);
} finally {
  await pocketbase.stop();
  await fixture.stop();
  await rm(dataDir, { recursive: true, force: true });
}
