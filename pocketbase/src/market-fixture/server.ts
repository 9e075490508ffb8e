/**
 * A local stand-in for the CoinGecko v3 API: the three endpoints the
 * market routes call, with the provider's shapes, its refusal of `interval=hourly`, its 404 for an
 * unknown coin and its 429 with `retry-after`. Used by the server tests, the e2e suite, the cache
 * bench and, on request (`MARKET_DATA_URL=fixture`), by `npm start` / `npm run dev`.
 *
 * Control (for tests that need a provider that breaks and heals):
 *   POST /__fixture/fail/{id}   that coin's endpoints answer 500 from now on
 *   POST /__fixture/heal/{id}   they answer normally again (also ends a rate limit set below)
 *   POST /__fixture/limit/{id}?retryAfter=30   that coin's endpoints answer 429 with retry-after
 *   GET  /__fixture/calls       { total, byPath } provider calls counted since start or reset
 *   POST /__fixture/reset       counters back to zero, failures back to the initial ones
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureCoins, initiallyFailing, rateLimited, type FixtureCoin } from './coins.ts';

export interface MarketFixtureOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Delay before each answer, to make concurrent requests overlap as they do over the internet. */
  latencyMs?: number;
  /** The provider's clock (ms since the epoch); a fixed one makes every chart and update time the same on every run. */
  now?: () => number;
}

export interface ProviderCall {
  path: string;
  query: Record<string, string>;
  /** The demo-key header the provider reads, if sent. */
  apiKey: string | undefined;
}

export interface RunningMarketFixture {
  /** Base URL, the equivalent of https://api.coingecko.com/api/v3. */
  url: string;
  port: number;
  /** Every provider call received (not the control calls), oldest first. */
  calls: ProviderCall[];
  fail(id: string): void;
  /** Answers 429 with `retry-after: retryAfterSeconds` for that coin until healed. */
  limit(id: string, retryAfterSeconds: number): void;
  heal(id: string): void;
  reset(): void;
  stop(): Promise<void>;
}

const VALID_DAYS = new Set(['1', '7', '14', '30', '90', '180', '365']);
const HOUR = 3_600_000;

function imageUrl(coin: FixtureCoin, size: 'thumb' | 'small' | 'large'): string {
  return `https://${coin.imageHost}/coins/images/${coin.imageId}/${size}/${coin.id}.png`;
}

/** A small deterministic generator (mulberry32), so a coin's chart is the same on every run. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Step and count of points as the provider picks them without `interval`. */
function granularity(days: number): { stepMs: number; points: number } {
  if (days <= 1) return { stepMs: 5 * 60_000, points: 288 };
  if (days <= 90) return { stepMs: HOUR, points: days * 24 };
  return { stepMs: 24 * HOUR, points: days };
}

function marketChart(coin: FixtureCoin, days: number, now: number) {
  const { stepMs, points } = granularity(days);
  const next = random(`${coin.id}:${days}`);
  // A random walk taken backwards from the current price, so the last point is "now".
  const volatility = days <= 1 ? 0.002 : days <= 90 ? 0.006 : 0.025;
  const prices: Array<[number, number]> = [];
  const volumes: Array<[number, number]> = [];
  const caps: Array<[number, number]> = [];
  let price = coin.price;
  const first = Math.floor((now - points * stepMs) / stepMs) * stepMs;
  for (let i = points; i >= 0; i -= 1) {
    const at = i === points ? now : first + i * stepMs;
    prices.unshift([at, Number(price.toPrecision(10))]);
    volumes.unshift([at, Math.round(coin.volume * (0.8 + next() * 0.4))]);
    caps.unshift([at, Math.round(price * coin.circulating)]);
    price = Math.max(price * (1 + (next() - 0.5) * 2 * volatility), coin.price * 0.05);
  }
  return { prices, market_caps: caps, total_volumes: volumes };
}

function coinDetails(coin: FixtureCoin, now: number) {
  const usd = (value: number | null) => ({ usd: value, eur: value === null ? null : Number((value * 0.92).toPrecision(10)) });
  const fromAth = ((coin.price - coin.ath) / coin.ath) * 100;
  const fromAtl = ((coin.price - coin.atl) / coin.atl) * 100;
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    web_slug: coin.id,
    categories: ['Cryptocurrency'],
    description: { en: coin.description, de: '' },
    links: { homepage: [`https://example.org/${coin.id}`] },
    image: { thumb: imageUrl(coin, 'thumb'), small: imageUrl(coin, 'small'), large: imageUrl(coin, 'large') },
    market_cap_rank: coin.rank,
    market_data: {
      current_price: usd(coin.price),
      ath: usd(coin.ath),
      ath_change_percentage: usd(fromAth),
      ath_date: { usd: coin.athDate },
      atl: usd(coin.atl),
      atl_change_percentage: usd(fromAtl),
      atl_date: { usd: coin.atlDate },
      market_cap: usd(coin.marketCap),
      market_cap_rank: coin.rank,
      total_volume: usd(coin.volume),
      high_24h: usd(Number((coin.price * 1.021).toPrecision(10))),
      low_24h: usd(Number((coin.price * 0.974).toPrecision(10))),
      price_change_24h: coin.price * (coin.change24h / 100),
      price_change_percentage_24h: coin.change24h,
      price_change_percentage_7d: coin.change7d,
      price_change_percentage_30d: coin.change30d,
      total_supply: coin.total,
      max_supply: coin.max,
      circulating_supply: coin.circulating,
      last_updated: new Date(now).toISOString(),
    },
    last_updated: new Date(now).toISOString(),
  };
}

function marketsEntry(coin: FixtureCoin, now: number) {
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    image: imageUrl(coin, 'large'),
    current_price: coin.price,
    market_cap: coin.marketCap,
    market_cap_rank: coin.rank,
    total_volume: coin.volume,
    price_change_percentage_24h: coin.change24h,
    circulating_supply: coin.circulating,
    last_updated: new Date(now).toISOString(),
  };
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export async function startMarketFixture(options: MarketFixtureOptions = {}): Promise<RunningMarketFixture> {
  const coins = new Map(fixtureCoins.map((coin) => [coin.id, coin]));
  const failing = new Set(initiallyFailing);
  const limited = new Map(rateLimited);
  const calls: ProviderCall[] = [];
  const latency = options.latencyMs ?? 0;
  const clock = options.now ?? Date.now;

  function answerProvider(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const query = Object.fromEntries(url.searchParams);
    const apiKey = request.headers['x-cg-demo-api-key'];
    calls.push({ path, query, apiKey: typeof apiKey === 'string' ? apiKey : undefined });
    const now = clock();

    if (path === '/coins/markets') {
      if (query['vs_currency'] !== 'usd') return send(response, 400, { error: 'invalid vs_currency' });
      const ids = (query['ids'] ?? '').split(',').filter(Boolean);
      const list = (ids.length ? ids.map((id) => coins.get(id)) : [...coins.values()])
        .filter((coin): coin is FixtureCoin => coin !== undefined && !failing.has(coin.id) && !limited.has(coin.id))
        .sort((a, b) => a.rank - b.rank);
      return send(response, 200, list.map((coin) => marketsEntry(coin, now)));
    }

    const match = /^\/coins\/([^/]+)(\/market_chart)?$/.exec(path);
    if (!match) return send(response, 404, { error: 'Not found' });
    const id = decodeURIComponent(match[1]!);
    const coin = coins.get(id);
    if (!coin) return send(response, 404, { error: 'coin not found' });
    const retryAfter = limited.get(id);
    if (retryAfter !== undefined) {
      return send(response, 429, { status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } }, { 'retry-after': String(retryAfter) });
    }
    if (failing.has(id)) return send(response, 500, { error: 'Internal server error' });

    if (!match[2]) return send(response, 200, coinDetails(coin, now));
    if (query['interval'] === 'hourly') {
      // The public tier refuses it (paid plans only).
      return send(response, 401, { status: { error_code: 10005, error_message: 'This request is limited to paid plan subscribers.' } });
    }
    if (query['vs_currency'] !== 'usd' || !VALID_DAYS.has(query['days'] ?? '')) return send(response, 400, { error: 'invalid parameters' });
    return send(response, 200, marketChart(coin, Number(query['days']), now));
  }

  function answerControl(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , action, id] = url.pathname.split('/');
    if (request.method === 'GET' && action === 'calls') {
      const byPath: Record<string, number> = {};
      for (const call of calls) byPath[call.path] = (byPath[call.path] ?? 0) + 1;
      return send(response, 200, { total: calls.length, byPath });
    }
    if (request.method !== 'POST') return send(response, 405, { error: 'POST only' });
    if (action === 'fail' && id) failing.add(id);
    else if (action === 'heal' && id) heal(id);
    else if (action === 'limit' && id) limited.set(id, Number(url.searchParams.get('retryAfter') ?? 30) || 30);
    else if (action === 'reset') reset();
    else return send(response, 404, { error: 'unknown control' });
    return send(response, 200, { ok: true, failing: [...failing] });
  }

  function heal(id: string) {
    failing.delete(id);
    limited.delete(id);
  }

  function reset() {
    calls.length = 0;
    failing.clear();
    for (const id of initiallyFailing) failing.add(id);
    limited.clear();
    for (const [id, seconds] of rateLimited) limited.set(id, seconds);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (url.pathname.startsWith('/__fixture/')) return answerControl(request, response, url);
    if (request.method !== 'GET') return send(response, 405, { error: 'GET only' });
    if (latency > 0) setTimeout(() => answerProvider(request, response, url), latency);
    else answerProvider(request, response, url);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/api/v3`,
    port,
    calls,
    fail: (id) => void failing.add(id),
    limit: (id, retryAfterSeconds) => void limited.set(id, retryAfterSeconds),
    heal,
    reset,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
