// /api/gx/market/*: the caching proxy to the market-data provider (issue 8; spec §7, §8), against a
// real PocketBase and the local fixture provider (src/market-fixture). Two servers: one with the
// default 60 s period (a second request must never reach the provider) and one with a 1 s period
// whose answers expire during a test (stale answers when the provider fails).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startMarketFixture, startPocketBase, type RunningMarketFixture, type RunningPocketBase } from '../src/index.ts';
import { APP_URL, freePort } from './support.ts';

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

async function startMarketServer(options: { cacheSeconds?: number; apiKey?: string; maxEntries?: number; latencyMs?: number }): Promise<MarketServer> {
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

  test('on 429 the last good answer is served stale and Retry-After is honoured', async () => {
    const good = await get(shortLived, '/coins/ethereum/chart?days=7');
    shortLived.fixture.limit('ethereum', 30);
    await expect.poll(async () => (await get(shortLived, '/coins/ethereum/chart?days=7')).body['stale'], { timeout: 10_000 }).toBe(true);
    const refusals = callsTo(shortLived, '/coins/ethereum/market_chart');
    // Wait until the stale answer has aged past another period: still no call during Retry-After.
    await expect.poll(async () => Number((await get(shortLived, '/coins/ethereum/chart?days=7')).body['age_seconds']), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(Number(good.body['age_seconds']) + 3);
    const later = await get(shortLived, '/coins/ethereum/chart?days=7');
    expect(later.body['data']).toEqual(good.body['data']);
    expect(callsTo(shortLived, '/coins/ethereum/market_chart')).toBe(refusals);
  });

  test('with nothing cached a failure is a 502', async () => {
    const { status, body } = await get(shortLived, '/coins/failing-coin');
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: 'market_data_unavailable', title: 'Market data unavailable' });
  });

  test('with nothing cached a 429 is a 503 with Retry-After, and the provider is left alone until then', async () => {
    const first = await get(shortLived, '/coins/rate-limited-coin');
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ error: 'market_data_rate_limited' });
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    const second = await get(shortLived, '/coins/rate-limited-coin');
    expect(second.status).toBe(503);
    expect(callsTo(shortLived, '/coins/rate-limited-coin')).toBe(1);
  });

  test('a failed coin recovers as soon as the provider heals (failures are not cached)', async () => {
    expect((await get(shortLived, '/coins/failing-coin/chart?days=7')).status).toBe(502);
    shortLived.fixture.heal('failing-coin');
    const healed = await get(shortLived, '/coins/failing-coin/chart?days=7');
    expect(healed.status).toBe(200);
    expect(healed.body['stale']).toBe(false);
  });
});
