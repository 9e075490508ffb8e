/**
 * How many provider calls the market-data routes let through, against a real PocketBase and the
 * local fixture provider (with a provider-like latency), each scenario on its own fresh server
 * (free ports, fresh data directory), from loopback source addresses (all of 127.0.0.0/8 reaches
 * the host on Linux, and PocketBase keys its limits on the client's address). A report, not a test.
 *   1. 1,000 requests for one coin and range: the cache's work (one call per period);
 *   2. 1,000 requests for random valid-looking coin ids from one address: a hostile visitor;
 *   3. the same from 100 addresses (10 each): a hostile visitor with many addresses.
 *   npx tsx bench/market-cache.ts [--requests=1000] [--concurrency=50] [--latency=300]
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startMarketFixture, startPocketBase } from 'gx-pocketbase';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}

const requests = option('requests', 1000);
const concurrency = option('concurrency', 50);
const latencyMs = option('latency', 300);

/** One GET from `localAddress`; resolves with the status (0 for a network error). */
function get(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(url, { agent: false, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

interface Scenario {
  title: string;
  /** The path (under /api/gx/market) and the source address of request n. */
  request(n: number): { path: string; address: string };
}

async function run(scenario: Scenario) {
  const fixture = await startMarketFixture({ latencyMs });
  const dataDir = await mkdtemp(join(tmpdir(), 'gx-bench-market-'));
  const pocketbase = await startPocketBase({ dataDir, port: await freePort(), appUrl: 'http://localhost:3000', marketData: { url: fixture.url } });
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  async function worker() {
    while (sent < requests) {
      const { path, address } = scenario.request(sent);
      sent += 1;
      const status = await get(`${pocketbase.url}/api/gx/market${path}`, address);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(`${scenario.title}`);
    console.log(`  provider calls  ${fixture.calls.length}`);
    console.log(`  answers         ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`  wall time       ${seconds.toFixed(2)} s`);
  } finally {
    await pocketbase.stop();
    await fixture.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const randomId = () => `coin-${randomBytes(6).toString('hex')}`;

console.log(`market data: ${requests} requests per scenario, ${concurrency} at a time, provider latency ${latencyMs} ms\n`);
await run({
  title: `one coin and range (/coins/bitcoin/chart?days=7), one address`,
  request: () => ({ path: '/coins/bitcoin/chart?days=7', address: '127.0.0.1' }),
});
await run({
  title: `random coin ids (/coins/{random}), one address`,
  request: () => ({ path: `/coins/${randomId()}`, address: '127.0.0.1' }),
});
await run({
  title: `random coin ids (/coins/{random}), 100 addresses (127.3.0.1-100)`,
  request: (n) => ({ path: `/coins/${randomId()}`, address: `127.3.0.${(n % 100) + 1}` }),
});
