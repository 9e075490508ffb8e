/**
 * How many provider calls the market-data routes let through, against a real PocketBase and the
 * local fixture provider (with a provider-like latency), each scenario on its own fresh server
 * (free ports, fresh data directory), from loopback source addresses (all of 127.0.0.0/8 reaches
 * the host on Linux, and PocketBase keys its limits on the client's address). A report, not a test.
 *   1. 1,000 requests for one coin and range: the cache's work (one call per period);
 *   2. 1,000 requests for random valid-looking coin ids from one address: a hostile visitor;
 *   3. the same from 100 addresses (10 each): a hostile visitor with many addresses;
 *   4. one address asking for random ids for 13 s (the concurrency at once), on a site that has
 *      run for a minute (its timer's first round done, when it has one), then another visitor
 *      asking for a coin no cache holds and for the listed coins' pages (details and 7-day chart)
 *      and the ticker: how many provider calls the one address caused, and whether the other was served.
 *   npx tsx bench/market-cache.ts [--requests=1000] [--concurrency=50] [--latency=300] [--flood-seconds=13]
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startMarketFixture, startPocketBase, type ProviderCall } from 'gx-pocketbase';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}

const requests = option('requests', 1000);
const concurrency = option('concurrency', 50);
const latencyMs = option('latency', 300);
const floodSeconds = option('flood-seconds', 13);
/** The coins the site lists (the ticker's: pocketbase/pb_hooks/lib/market.js). */
const LISTED = ['bitcoin', 'ethereum', 'tether', 'binancecoin', 'solana', 'ripple', 'usd-coin', 'dogecoin'];

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

/** A call the timer that keeps the listed coins makes: the ticker, a listed coin, its 7-day chart. */
function byTimer(call: ProviderCall): boolean {
  if (call.path === '/coins/markets') return true;
  const [, id, chart] = /^\/coins\/([^/]+)(\/market_chart)?$/.exec(call.path) ?? [];
  return LISTED.includes(id ?? '') && (!chart || call.query['days'] === '7');
}

interface Scenario {
  title: string;
  /** The path (under /api/gx/market) and the source address of request n. */
  request(n: number): { path: string; address: string };
}

async function startSite() {
  const fixture = await startMarketFixture({ latencyMs });
  const dataDir = await mkdtemp(join(tmpdir(), 'gx-bench-market-'));
  const pocketbase = await startPocketBase({ dataDir, port: await freePort(), appUrl: 'http://localhost:3000', marketData: { url: fixture.url } });
  return {
    fixture,
    pocketbase,
    async stop() {
      await pocketbase.stop();
      await fixture.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(scenario: Scenario) {
  const { fixture, pocketbase, stop } = await startSite();
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
    const timers = fixture.calls.filter(byTimer).length;
    console.log(`${scenario.title}`);
    console.log(`  provider calls  ${fixture.calls.length - timers}${timers ? ` (and ${timers} by the timer, whose minute came)` : ''}`);
    console.log(`  answers         ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`  wall time       ${seconds.toFixed(2)} s`);
  } finally {
    await stop();
  }
}

/** Scenario 4: one address's flood, then another visitor. */
async function floodThenVisitor() {
  const { fixture, pocketbase, stop } = await startSite();
  const api = (path: string, address: string) => get(`${pocketbase.url}/api/gx/market${path}`, address);
  try {
    // A site that has run for a minute: the timer, when there is one, has done its first round
    // (the last coin's chart is its last call).
    const deadline = Date.now() + 65_000;
    const lastKept = `/coins/${LISTED.at(-1)}/market_chart`;
    while (Date.now() < deadline && !fixture.calls.some((call) => call.path === lastKept)) await new Promise((r) => setTimeout(r, 250));
    const kept = fixture.calls.length;
    const floodStatuses = new Map<number, number>();
    const floodEnds = Date.now() + floodSeconds * 1000;
    const flooder = async () => {
      while (Date.now() < floodEnds) {
        const status = await api(`/coins/flood-${randomBytes(6).toString('hex')}`, '127.8.0.1');
        floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, flooder));
    const byFlood = fixture.calls.filter((call) => call.path.startsWith('/coins/flood-')).length;
    const paths = ['/coins/hostile-coin', ...LISTED.flatMap((id) => [`/coins/${id}`, `/coins/${id}/chart?days=7`]), '/ticker'];
    const answers = [];
    for (const path of paths) answers.push({ path, status: await api(path, '127.8.0.2') });
    const refused = answers.filter((answer) => answer.status !== 200);
    console.log(`one address for ${floodSeconds} s, then another visitor (a coin no cache holds, the ${LISTED.length} listed coins' details and 7-day charts, the ticker)`);
    console.log(`  kept before the flood   ${kept} provider calls (the timer's first round)`);
    console.log(`  the one address         ${byFlood} provider calls; answers ${[...floodStatuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`  the other visitor       ${answers.length - refused.length} of ${answers.length} served; the uncached coin: ${answers[0]!.status}`);
    if (refused.length) console.log(`  refused                 ${refused.map((answer) => `${answer.path} ${answer.status}`).join(', ')}`);
  } finally {
    await stop();
  }
}

const randomId = () => `coin-${randomBytes(6).toString('hex')}`;

console.log(`market data: ${requests} requests per scenario, ${concurrency} at a time, provider latency ${latencyMs} ms\n`);
await run({
  title: `one coin and range (/coins/bitcoin/chart?days=30), one address`,
  request: () => ({ path: '/coins/bitcoin/chart?days=30', address: '127.0.0.1' }),
});
await run({
  title: `random coin ids (/coins/{random}), one address`,
  request: () => ({ path: `/coins/${randomId()}`, address: '127.0.0.1' }),
});
await run({
  title: `random coin ids (/coins/{random}), 100 addresses (127.3.0.1-100)`,
  request: (n) => ({ path: `/coins/${randomId()}`, address: `127.3.0.${(n % 100) + 1}` }),
});
await floodThenVisitor();
