/**
 * The market-data calls of the exchange pages. The browser never calls the provider: PocketBase
 * serves cached, trimmed answers under /api/gx/market/ (pocketbase/README.md), through the one
 * shared client.
 */
import { backend } from 'shared-ui';
import type { ChartRange, Pair } from './candles';

/** docs/rules.md#market-data "Currency", as the server trims it. */
export interface Currency {
  id: string;
  symbol: string;
  name: string;
  image: string;
  market_cap_rank: number | null;
  current_price: number | null;
  market_cap: number | null;
  total_volume: number | null;
  high_24h: number | null;
  low_24h: number | null;
  price_change_percentage_24h: number | null;
  price_change_percentage_7d: number | null;
  price_change_percentage_30d: number | null;
  circulating_supply: number | null;
  total_supply: number | null;
  max_supply: number | null;
  ath: number | null;
  ath_date: string | null;
  ath_change_percentage: number | null;
  atl: number | null;
  atl_date: string | null;
  atl_change_percentage: number | null;
  last_updated: string | null;
  description: string;
}

export interface ChartSeries {
  prices: Pair[];
  total_volumes: Pair[];
}

/** docs/rules.md#market-data "Ticker symbol", with the figures the tape shows. */
export interface TickerEntry {
  id: string;
  symbol: string;
  name: string;
  image: string;
  current_price: number | null;
  price_change_percentage_24h: number | null;
}

/** Every answer says whether it is the last good one kept while the provider fails, and its age. */
export interface MarketAnswer<T> {
  data: T;
  stale: boolean;
  age_seconds: number;
  fetched_at: string;
}

/** The error of a market call: `notFound` for an unknown coin (404), otherwise unavailable. */
export class MarketError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
  get notFound() {
    return this.status === 404;
  }
}

const MARKET_API = '/api/gx/market';

async function get<T>(path: string): Promise<MarketAnswer<T>> {
  try {
    return await (await backend()).send<MarketAnswer<T>>(`${MARKET_API}${path}`, { method: 'GET' });
  } catch (error) {
    const status = typeof error === 'object' && error && 'status' in error ? Number((error as { status: unknown }).status) : 0;
    throw new MarketError(error instanceof Error ? error.message : 'Market data unavailable', status);
  }
}

/** The API path of a coin's answer: also what the render server loads for a currency page. */
export const currencyPath = (id: string) => `${MARKET_API}/coins/${encodeURIComponent(id)}`;
export const fetchCurrency = (id: string) => get<Currency>(`/coins/${encodeURIComponent(id)}`);
export const fetchChart = (id: string, days: ChartRange) => get<ChartSeries>(`/coins/${encodeURIComponent(id)}/chart?days=${days}`);
export const fetchTicker = () => get<TickerEntry[]>('/ticker');
/** The API path of the ticker's answer: the configured coins the market data knows (sitemap.xml). */
export const tickerPath = `${MARKET_API}/ticker`;

/** The provider's page for a coin (Quick Actions). */
export const providerCoinPage = (id: string) => `https://www.coingecko.com/en/coins/${encodeURIComponent(id)}`;
