import type { SitemapModule } from 'shared-ui';
import { tickerPath, type MarketAnswer, type TickerEntry } from './market/api';

/**
 * The exchange's pages for sitemap.xml (exposed as `./sitemap`, read by the render server): the
 * landing page and the currency page of each configured coin that the market data knows (the
 * ticker's coins, as the market cache answers them; none when it cannot answer).
 */
const paths: SitemapModule['default'] = async ({ fetchJson }) => {
  const coins = await fetchJson(tickerPath).then(
    (answer) => (answer as MarketAnswer<TickerEntry[]>).data ?? [],
    () => [],
  );
  return ['/gx-exchange', ...coins.map((coin) => `/gx-exchange/currency/${encodeURIComponent(coin.id)}`)];
};

export default paths;
