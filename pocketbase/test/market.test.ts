// /api/gx/market/*: the caching proxy to the market-data provider (docs/rules.md#calls, #errors), against a
// real PocketBase and the local fixture provider (src/market-fixture). Two servers: one with the
// default 60 s period (a second request must never reach the provider) and one with a 1 s period
// whose answers expire during a test (stale answers when the provider fails), both with the
// visitor limits and the refresh timer out of the way (so that every provider call the fixture sees
// is a test's); the limits and the timer are proved on servers of their own, with the defaults,
// from clients with source addresses of their own in 127.0.0.0/8.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { startMarketFixture, startPocketBase, type RunningMarketFixture, type RunningPocketBase } from '../src/index.ts';
import { APP_URL, freePort, http } from './support.ts';

const API_KEY = 'demo-key-for-tests';
const DETAIL_FIELDS = [
  'id', 'symbol', 'name', 'image', 'market_cap_rank', 'current_price', 'market_cap', 'total_volume', 'high_24h', 'low_24h',
  'price_change_percentage_24h', 'price_change_percentage_7d', 'price_change_percentage_30d', 'circulating_supply',
  'total_supply', 'max_supply', 'ath', 'ath_date', 'ath_change_percentage', 'atl', 'atl_date', 'atl_change_percentage',
  'last_updated', 'description',
].sort();

interface MarketServer {
  url: string;
  fixture: RunningMarketFixture;
  stop(): Promise<void>;
}

interface MarketServerOptions {
  cacheSeconds?: number;
  apiKey?: string;
  maxEntries?: number;
  latencyMs?: number;
  /** false: the default visitor limits (10 calls a minute per client, a third of the site's 30). */
  unlimited?: boolean;
  /** true: the timer keeps the listed coins (off elsewhere: its calls would mix with the tests'). */
  refresh?: boolean;
  coins?: string[];
}

async function startMarketServer(options: MarketServerOptions): Promise<MarketServer> {
  const fixture = await startMarketFixture({ latencyMs: options.latencyMs ?? 0 });
  const dataDir = await mkdtemp(join(tmpdir(), 'gx-pb-market-'));
  let server: RunningPocketBase;
  try {
    server = await startPocketBase({
      dataDir,
      port: await freePort(),
      appUrl: APP_URL,
      marketData: {
        url: fixture.url,
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        ...(options.cacheSeconds ? { cacheSeconds: options.cacheSeconds } : {}),
        ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
        ...(options.unlimited === false ? {} : { clientMissesPerMinute: 100_000, providerCallsPerMinute: 100_000 }),
        ...(options.coins ? { coins: options.coins } : {}),
        refresh: options.refresh ?? false,
        timeoutSeconds: 3,
      },
    });
  } catch (error) {
    await fixture.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    fixture,
    async stop() {
      await server.stop();
      await fixture.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function get(server: MarketServer, path: string) {
  const response = await fetch(`${server.url}/api/gx/market${path}`);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body };
}

const callsTo = (server: MarketServer, path: string) => server.fixture.calls.filter((call) => call.path === path).length;
const randomIds = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}-${Math.random().toString(36).slice(2, 10)}`);

let cached: MarketServer;
let shortLived: MarketServer;

beforeAll(async () => {
  // Latency makes simultaneous requests really overlap while the first provider call is in flight.
  cached = await startMarketServer({ apiKey: API_KEY, latencyMs: 300, maxEntries: 12 });
  shortLived = await startMarketServer({ cacheSeconds: 1 });
});
afterAll(async () => {
  await cached?.stop();
  await shortLived?.stop();
});
beforeEach(() => {
  cached.fixture.reset();
  shortLived.fixture.reset();
});

describe('answers', () => {
  test('coin details are trimmed to the fields the page uses', async () => {
    const { status, body } = await get(cached, '/coins/bitcoin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ stale: false });
    const data = body['data'] as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(DETAIL_FIELDS);
    expect(data).toMatchObject({ id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', market_cap_rank: 1, current_price: 97_412.35, max_supply: 21_000_000 });
    expect(String(data['image'])).toMatch(/^https:\/\/coin-images\.coingecko\.com\//);
    expect(String(data['description'])).toContain('<a href="https://bitcoin.org/bitcoin.pdf">');
  });

  test('a chart is the price and volume series, asked for without interval=hourly', async () => {
    const { status, body } = await get(cached, '/coins/ethereum/chart?days=1');
    expect(status).toBe(200);
    const data = body['data'] as { prices: number[][]; total_volumes: number[][] };
    expect(Object.keys(data).sort()).toEqual(['prices', 'total_volumes']);
    expect(data.prices.length).toBeGreaterThan(200);
    expect(data.total_volumes).toHaveLength(data.prices.length);
    const call = cached.fixture.calls.find((c) => c.path === '/coins/ethereum/market_chart');
    expect(call?.query).toEqual({ vs_currency: 'usd', days: '1' });
  });

  test('the ticker lists the configured coins with price and 24 h change', async () => {
    const { status, body } = await get(cached, '/ticker');
    expect(status).toBe(200);
    const list = body['data'] as Array<Record<string, unknown>>;
    expect(list.map((coin) => coin['symbol'])).toEqual(expect.arrayContaining(['btc', 'eth', 'usdt', 'bnb', 'sol', 'xrp', 'usdc']));
    for (const coin of list) expect(Object.keys(coin).sort()).toEqual(['current_price', 'id', 'image', 'name', 'price_change_percentage_24h', 'symbol']);
  });

  test('an unknown coin is a 404 (remembered like any answer)', async () => {
    const first = await get(cached, '/coins/no-such-coin');
    const second = await get(cached, '/coins/no-such-coin');
    expect(first.status).toBe(404);
    expect(first.body).toMatchObject({ error: 'coin_not_found' });
    expect(second.status).toBe(404);
    expect(callsTo(cached, '/coins/no-such-coin')).toBe(1);
  });

  test('the API key is passed in the provider header', async () => {
    await get(cached, '/coins/solana');
    const call = cached.fixture.calls.find((c) => c.path === '/coins/solana');
    expect(call?.apiKey).toBe(API_KEY);
    await get(shortLived, '/coins/solana');
    expect(shortLived.fixture.calls.find((c) => c.path === '/coins/solana')?.apiKey).toBeUndefined();
  });
});

describe('validation', () => {
  test.each(['Bitcoin', 'bit_coin', 'bit%20coin', 'a'.repeat(65), '..%2Fx', 'btc%3Bdrop'])('the coin id %s is refused with 400', async (id) => {
    const details = await get(cached, `/coins/${id}`);
    const chart = await get(cached, `/coins/${id}/chart?days=7`);
    expect(details.status).toBe(400);
    expect(details.body).toMatchObject({ error: 'invalid_coin_id' });
    expect(chart.status).toBe(400);
    expect(cached.fixture.calls).toHaveLength(0);
  });

  test.each(['2', '0', '366', '14', 'max', '', '7.0', '7%26interval%3Dhourly'])('the range days=%s is refused with 400', async (days) => {
    const { status, body } = await get(cached, `/coins/bitcoin/chart?days=${days}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_range' });
    expect(cached.fixture.calls).toHaveLength(0);
  });

  test('a missing range is refused with 400', async () => {
    expect((await get(cached, '/coins/bitcoin/chart')).status).toBe(400);
  });
});

describe('the cache', () => {
  test('a second request within the period makes no provider call', async () => {
    const first = await get(cached, '/coins/ripple/chart?days=30');
    const second = await get(cached, '/coins/ripple/chart?days=30');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body['data']).toEqual(first.body['data']);
    expect(second.body['fetched_at']).toBe(first.body['fetched_at']);
    expect(callsTo(cached, '/coins/ripple/market_chart')).toBe(1);
  });

  test('100 concurrent requests for a cold key make one provider call', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(cached, '/coins/binancecoin/chart?days=90')));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.body['fetched_at'])).size).toBe(1);
    expect(callsTo(cached, '/coins/binancecoin/market_chart')).toBe(1);
  });

  test('each range of a coin is its own key', async () => {
    await get(cached, '/coins/dogecoin/chart?days=7');
    await get(cached, '/coins/dogecoin/chart?days=365');
    expect(cached.fixture.calls.filter((c) => c.path === '/coins/dogecoin/market_chart').map((c) => c.query['days'])).toEqual(['7', '365']);
  });

  test('the cache is bounded: beyond its size the oldest answers are dropped', async () => {
    await get(cached, '/coins/tether');
    for (let i = 0; i < 13; i += 1) await get(cached, `/coins/unknown-coin-${i}`);
    await get(cached, '/coins/tether');
    // tether was dropped to make room and had to be asked for again.
    expect(callsTo(cached, '/coins/tether')).toBe(2);
  });
});

describe('when the provider fails', () => {
  test('the last good answer is served marked stale with its age on a provider failure', async () => {
    const good = await get(shortLived, '/coins/bitcoin');
    expect(good.body['stale']).toBe(false);
    shortLived.fixture.fail('bitcoin');
    await expect.poll(async () => (await get(shortLived, '/coins/bitcoin')).body['stale'], { timeout: 10_000 }).toBe(true);
    const stale = await get(shortLived, '/coins/bitcoin');
    expect(stale.status).toBe(200);
    expect(stale.body['data']).toEqual(good.body['data']);
    expect(stale.body['fetched_at']).toBe(good.body['fetched_at']);
    expect(Number(stale.body['age_seconds'])).toBeGreaterThanOrEqual(1);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    shortLived.fixture.heal('bitcoin');
    await expect.poll(async () => (await get(shortLived, '/coins/bitcoin')).body['stale'], { timeout: 10_000 }).toBe(false);
  });

  test('with nothing cached a failure is a 502', async () => {
    const { status, body } = await get(shortLived, '/coins/failing-coin');
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: 'market_data_unavailable', title: 'Market data unavailable' });
  });

  test('a failed coin recovers as soon as the provider heals (failures are not cached)', async () => {
    expect((await get(shortLived, '/coins/failing-coin/chart?days=7')).status).toBe(502);
    shortLived.fixture.heal('failing-coin');
    const healed = await get(shortLived, '/coins/failing-coin/chart?days=7');
    expect(healed.status).toBe(200);
    expect(healed.body['stale']).toBe(false);
  });

  // The provider's 429 holds every key back until its Retry-After: each of these starts a server.
  test('on 429 the last good answer is served stale and Retry-After is honoured', async () => {
    const fresh = await startMarketServer({ cacheSeconds: 1 });
    onTestFinished(() => fresh.stop());
    const good = await get(fresh, '/coins/ethereum/chart?days=7');
    fresh.fixture.limit('ethereum', 30);
    await expect.poll(async () => (await get(fresh, '/coins/ethereum/chart?days=7')).body['stale'], { timeout: 10_000 }).toBe(true);
    const refusals = callsTo(fresh, '/coins/ethereum/market_chart');
    // Wait until the stale answer has aged past another period: still no call during Retry-After.
    await expect.poll(async () => Number((await get(fresh, '/coins/ethereum/chart?days=7')).body['age_seconds']), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(Number(good.body['age_seconds']) + 3);
    const later = await get(fresh, '/coins/ethereum/chart?days=7');
    expect(later.body['data']).toEqual(good.body['data']);
    expect(callsTo(fresh, '/coins/ethereum/market_chart')).toBe(refusals);
  });

  test('with nothing cached a 429 is a 503 with Retry-After, and the provider is left alone until then', async () => {
    const fresh = await startMarketServer({ cacheSeconds: 1 });
    onTestFinished(() => fresh.stop());
    const first = await get(fresh, '/coins/rate-limited-coin');
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ error: 'market_data_rate_limited' });
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    const second = await get(fresh, '/coins/rate-limited-coin');
    expect(second.status).toBe(503);
    expect(callsTo(fresh, '/coins/rate-limited-coin')).toBe(1);
  });
});

describe('what one visitor can make the provider do', () => {
  let limited: MarketServer;
  beforeAll(async () => {
    limited = await startMarketServer({ unlimited: false });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  const from = (server: MarketServer, address: string, path: string) =>
    http('GET', `${server.url}/api/gx/market${path}`, { localAddress: address });

  test('one address causes at most a third of the site\'s 30 provider calls a minute, however many ids it asks for at once', async () => {
    const answers = await Promise.all(randomIds(60, 'one').map((id) => from(limited, '127.4.0.1', `/coins/${id}`)));
    expect(limited.fixture.calls).toHaveLength(10);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(50);
    expect(refused[0]!.json()).toMatchObject({ error: 'rate_limited', title: 'Too many attempts' });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('a limited address is still served what is cached, and other addresses are not limited by it', async () => {
    limited.fixture.reset();
    // Cached by another client first: answering it costs no call, so the limit does not apply.
    expect((await from(limited, '127.4.0.2', '/coins/bitcoin')).status).toBe(200);
    expect((await from(limited, '127.4.0.1', '/coins/bitcoin')).status).toBe(200);
    expect((await from(limited, '127.4.0.1', '/coins/ethereum')).status).toBe(429);
    expect((await from(limited, '127.4.0.3', '/coins/ethereum')).status).toBe(200);
    expect(limited.fixture.calls.map((call) => call.path)).toEqual(['/coins/bitcoin', '/coins/ethereum']);
  });

  test('the site spends at most 30 provider calls a minute, from any number of addresses; cached answers still flow', async () => {
    // 10 (first test) + 2 (second) are spent already in this minute.
    limited.fixture.reset();
    const answers = await Promise.all(randomIds(100, 'many').map((id, i) => from(limited, `127.5.0.${i + 1}`, `/coins/${id}`)));
    expect(limited.fixture.calls).toHaveLength(30 - 12);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused).toHaveLength(100 - 18);
    expect(refused[0]!.json()).toMatchObject({ error: 'market_data_rate_limited' });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const cached = await from(limited, '127.5.1.1', '/coins/bitcoin');
    expect(cached.status).toBe(200);
    expect(cached.json()).toMatchObject({ stale: false });
    expect(limited.fixture.calls).toHaveLength(18);
  });
});

describe('the listed coins, kept by a timer', () => {
  // The default limits: 30 calls a minute for the site, 10 per address, and the timer's 17 calls a
  // round (the ticker, and each of the 8 listed coins with its 7-day chart) reserved.
  const LISTED = ['bitcoin', 'ethereum', 'tether', 'binancecoin', 'solana', 'ripple', 'usd-coin', 'dogecoin'];
  const KEPT_PATHS = ['/coins/markets', ...LISTED.flatMap((id) => [`/coins/${id}`, `/coins/${id}/market_chart`])];
  let kept: MarketServer;
  beforeAll(async () => {
    kept = await startMarketServer({ unlimited: false, refresh: true });
  });
  afterAll(async () => {
    await kept?.stop();
  });

  const from = (address: string, path: string) => http('GET', `${kept.url}/api/gx/market${path}`, { localAddress: address });
  /** The provider calls of one round: every kept path once. */
  const roundDone = () => KEPT_PATHS.every((path) => callsTo(kept, path) >= 1);

  test('every minute the ticker, each listed coin and its 7-day chart are fetched without any visitor', async () => {
    // The timer runs on the minute: its first round comes within 60 s of the start.
    await expect.poll(roundDone, { timeout: 75_000, interval: 500 }).toBe(true);
    expect(kept.fixture.calls.filter((call) => call.path.endsWith('/market_chart')).map((call) => call.query['days'])).toEqual(Array(8).fill('7'));
    const before = kept.fixture.calls.length;
    for (const id of LISTED) {
      const coin = await from('127.6.0.1', `/coins/${id}`);
      const chart = await from('127.6.0.1', `/coins/${id}/chart?days=7`);
      expect([coin.status, chart.status]).toEqual([200, 200]);
      expect(coin.json()).toMatchObject({ stale: false });
    }
    expect((await from('127.6.0.1', '/ticker')).status).toBe(200);
    expect(kept.fixture.calls).toHaveLength(before);
  }, 90_000);

  test('right after one address spends its share, another visitor still gets an uncached coin and every listed coin', async () => {
    await expect.poll(roundDone, { timeout: 75_000, interval: 500 }).toBe(true);
    kept.fixture.reset();
    const flood = await Promise.all(randomIds(60, 'flood').map((id) => from('127.6.1.1', `/coins/${id}`)));
    expect(kept.fixture.calls.filter((call) => call.path.startsWith('/coins/flood-'))).toHaveLength(10);
    expect(flood.filter((a) => a.status === 429)).toHaveLength(50);

    // hostile-coin: a coin the provider knows and no cache holds.
    const uncached = await from('127.6.1.2', '/coins/hostile-coin');
    expect(uncached.status).toBe(200);
    expect(uncached.json()).toMatchObject({ stale: false, data: { id: 'hostile-coin' } });
    for (const id of LISTED) {
      expect((await from('127.6.1.2', `/coins/${id}`)).status).toBe(200);
      expect((await from('127.6.1.2', `/coins/${id}/chart?days=7`)).status).toBe(200);
    }
    expect((await from('127.6.1.2', '/ticker')).status).toBe(200);
  }, 90_000);

  test('visitors from any number of addresses cannot spend the calls the timer needs for its round', async () => {
    // A server whose timer has not run yet: nothing of the window is the timer's.
    const crowded = await startMarketServer({ unlimited: false, refresh: true });
    onTestFinished(() => crowded.stop());
    const answers = await Promise.all(randomIds(100, 'crowd').map((id, i) => http('GET', `${crowded.url}/api/gx/market/coins/${id}`, { localAddress: `127.6.2.${i + 1}` })));
    // Of the site's 30 calls a minute, visitors together get the 13 the timer's round leaves.
    const visitorCalls = () => crowded.fixture.calls.filter((call) => call.path.startsWith('/coins/crowd-')).length;
    expect(visitorCalls()).toBe(13);
    expect(answers.filter((a) => a.status === 503)).toHaveLength(100 - 13);
    // Its first round, within the same minute, still fetches every kept key.
    await expect.poll(() => KEPT_PATHS.every((path) => callsTo(crowded, path) >= 1), { timeout: 75_000, interval: 500 }).toBe(true);
    expect(visitorCalls()).toBe(13);
  }, 90_000);
});

describe('unknown coins, the allow-list and the provider\'s back-off', () => {
  let listed: MarketServer;
  beforeAll(async () => {
    listed = await startMarketServer({ cacheSeconds: 1, coins: ['bitcoin', 'cardano'] });
  });
  afterAll(async () => {
    await listed?.stop();
  });

  test('an unknown coin is remembered for longer than a price', async () => {
    expect((await get(listed, '/coins/cardano')).status).toBe(404);
    expect((await get(listed, '/coins/bitcoin')).status).toBe(200);
    // Past the 1 s period of prices: bitcoin is asked for again, the unknown coin is not.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await get(listed, '/coins/cardano')).status).toBe(404);
    expect((await get(listed, '/coins/bitcoin')).status).toBe(200);
    expect(callsTo(listed, '/coins/cardano')).toBe(1);
    expect(callsTo(listed, '/coins/bitcoin')).toBe(2);
  });

  test('with an allow-list other coins are unknown without a provider call; the ticker\'s coins are listed', async () => {
    listed.fixture.reset();
    const details = await get(listed, '/coins/not-listed-coin');
    const chart = await get(listed, '/coins/not-listed-coin/chart?days=7');
    expect(details.status).toBe(404);
    expect(details.body).toMatchObject({ error: 'coin_not_found' });
    expect(chart.status).toBe(404);
    expect(listed.fixture.calls).toHaveLength(0);
    expect((await get(listed, '/coins/solana')).status).toBe(200);
  });

  test('after the provider\'s 429 no coin is fetched until its Retry-After has passed', async () => {
    listed.fixture.reset();
    listed.fixture.limit('bitcoin', 30);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await get(listed, '/coins/bitcoin/chart?days=30');
    expect(refused.status).toBe(503);
    const other = await get(listed, '/coins/solana/chart?days=30');
    expect(other.status).toBe(503);
    expect(other.body).toMatchObject({ error: 'market_data_rate_limited' });
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(callsTo(listed, '/coins/solana/market_chart')).toBe(0);
  });
});
