import { useState } from 'react';
import {
  Anchor, Badge, Button, Card, Container, Footer, Group, Link, Stack, Text, Title, isApiNotFound, isApiUnavailable, useHydrated, useParams, usePageMeta, useServerData,
  type ApiNotFound, type ApiUnavailable,
} from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { CoinIcon } from '../components/CoinIcon';
import { ChangeText } from '../components/ChangeText';
import { exchangeMessage, whatsappLink } from '../content/exchange';
import { ExchangeHeader } from '../landing/ExchangeHeader';
import { MarketError, currencyPath, fetchCurrency, providerCoinPage, type Currency, type MarketAnswer } from '../market/api';
import { formatDate, formatLargeNumber, formatPercent, formatPrice, formatSupply, dateAndTime } from '../market/format';
import { About } from './About';
import { Converter } from './Converter';
import { CurrencySkeleton } from './CurrencySkeleton';
import { PriceChart } from './PriceChart';
import classes from './CurrencyPage.module.css';

/** The price refreshes every 60 s while the tab is visible. */
const REFRESH_MS = 60_000;
const COIN_ID = /^[a-z0-9-]{1,64}$/;

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className={classes.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A card of label-value facts under its own heading. */
function FactsCard({ headingId, title, children }: { headingId: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <dl className={classes.list}>{children}</dl>
    </Card>
  );
}

/** The 24 h low-high range as a bar with the current price marked. */
function DayRange({ coin }: { coin: Currency }) {
  const { low_24h: low, high_24h: high, current_price: price } = coin;
  if (low === null || high === null || price === null || high <= low) return null;
  const at = Math.min(100, Math.max(0, ((price - low) / (high - low)) * 100));
  return (
    <Stack gap={4} className={classes.range}>
      <div className={classes.bar} aria-hidden>
        <span className={classes.marker} style={{ left: `${at}%` }} />
      </div>
      <Group justify="space-between">
        <Text size="sm">24h Low {formatPrice(low)}</Text>
        <Text size="sm">24h High {formatPrice(high)}</Text>
      </Group>
    </Stack>
  );
}

function CoinDetails({ coin, stale, ageSeconds }: { coin: Currency; stale: boolean; ageSeconds: number }) {
  const symbol = coin.symbol.toUpperCase();
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <CoinIcon src={coin.image} symbol={coin.symbol} name={coin.name} size={64} />
        <Stack gap={4}>
          <Group gap="sm" align="baseline">
            <Title order={1}>{coin.name}</Title>
            <Text fw={700} c="dark.4" size="lg">
              {symbol}
            </Text>
            {coin.market_cap_rank !== null && <Badge color="dark" variant="filled">
                Rank #{coin.market_cap_rank}
              </Badge>}
          </Group>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} data-testid="current-price">
              {formatPrice(coin.current_price)}
            </Text>
            {stale && (
              <Badge color="orange.9" variant="filled">
                Delayed {Math.max(1, Math.round(ageSeconds / 60))} min
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xl" component="dl" className={classes.changes}>
        {(
          [
            ['24h', coin.price_change_percentage_24h],
            ['7d', coin.price_change_percentage_7d],
            ['30d', coin.price_change_percentage_30d],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label} change</dt>
            <dd>
              <ChangeText value={value} />
            </dd>
          </div>
        ))}
      </Group>
      <DayRange coin={coin} />
      <Text size="sm" c="dark.4">
        Last updated <UpdatedAt iso={coin.last_updated} />
        {' · '}
        <Anchor href="https://www.coingecko.com/" target="_blank" rel="noopener noreferrer" underline="always">
          Data provided by CoinGecko
        </Anchor>
      </Text>

      <PriceChart coinId={coin.id} coinName={coin.name} />

      {/* Two balanced columns (a column layout, not a grid of rows): a short card does not
          stretch to the height of the long one beside it. */}
      <div className={classes.details}>
        <About name={coin.name} description={coin.description} />
        <FactsCard headingId="stats-heading" title="Market Statistics">
          <Row label="Market Cap" value={formatLargeNumber(coin.market_cap)} />
          <Row label="24h Volume" value={formatLargeNumber(coin.total_volume)} />
          <Row label="Circulating Supply" value={formatSupply(coin.circulating_supply, coin.symbol)} />
          <Row label="Total Supply" value={formatSupply(coin.total_supply, coin.symbol)} />
          <Row label="Max Supply" value={formatSupply(coin.max_supply, coin.symbol)} />
        </FactsCard>
        <FactsCard headingId="levels-heading" title="Price Levels">
          <Row label="All-Time High" value={formatPrice(coin.ath)} />
          <Row label="ATH date" value={`${formatDate(coin.ath_date)} (${formatPercent(coin.ath_change_percentage)} from ATH)`} />
          <Row label="All-Time Low" value={formatPrice(coin.atl)} />
          <Row label="ATL date" value={`${formatDate(coin.atl_date)} (${formatPercent(coin.atl_change_percentage)} from ATL)`} />
        </FactsCard>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="actions-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="actions-heading">
              Quick Actions
            </Title>
            <Button component="a" href={whatsappLink(exchangeMessage(coin.name, coin.symbol))} target="_blank" rel="noopener noreferrer">
              Exchange {symbol}
            </Button>
            <Button component="a" href={providerCoinPage(coin.id)} target="_blank" rel="noopener noreferrer" variant="default">
              View on CoinGecko
            </Button>
          </Stack>
        </Card>
        {convertsToUsdt(coin.symbol) && <Converter symbol={coin.symbol} price={coin.current_price} />}
      </div>
    </Stack>
  );
}

/** The converter turns USDT into the coin and back: for USDT itself there is nothing to convert. */
const convertsToUsdt = (symbol: string) => symbol.toLowerCase() !== 'usdt';

function NotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <Title order={1}>Currency not found</Title>
      <Text c="dark.4">We could not find a currency with this id. It may have been renamed or delisted.</Text>
      <Button component={Link} to="/gx-exchange">
        Back to GX Exchange
      </Button>
    </Stack>
  );
}

/**
 * The provider's update time: in UTC in the server's HTML and while hydrating (the server cannot
 * know the visitor's time zone, and hydration must draw what the server drew), then in the
 * visitor's local time.
 */
function UpdatedAt({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return dateAndTime(date, hydrated ? 'local' : 'utc');
}

/** /gx-exchange/currency/{id} (docs/rules.md#currency, #states, #errors). */
export default function CurrencyPage() {
  const id = useParams()['id'] ?? '';
  const valid = COIN_ID.test(id);
  // On the server, the market cache's answer within the render server's budget; in the browser,
  // the answer the server rendered with (docs/rules.md#chart: the chart still fills in in the browser).
  const rendered = useServerData<MarketAnswer<Currency> | ApiNotFound | ApiUnavailable>(valid ? currencyPath(id) : null);
  const unknownCoin = isApiNotFound(rendered);
  const unavailable = isApiUnavailable(rendered) ? rendered : undefined;
  const renderedCoin = unknownCoin || isApiUnavailable(rendered) ? undefined : rendered;
  // When the server could not get the coin, its error state stands until the visitor asks again:
  // the page does not call the provider behind the visitor's back right after it failed.
  const [retried, setRetried] = useState(false);
  const failedOnServer = unavailable !== undefined && !retried;
  const { state, retry } = useData(valid && !failedOnServer ? currencyPath(id) : null, () => fetchCurrency(id), {
    initial: renderedCoin,
    refreshMs: REFRESH_MS,
  });
  const coin = state.status === 'loaded' ? state.data.data : null;
  const notFound =
    !valid || (state.status === 'error' ? state.error instanceof MarketError && state.error.notFound : state.status === 'loading' && unknownCoin);
  const failed = failedOnServer || (state.status === 'error' && !notFound);
  usePageMeta({
    status: notFound ? 404 : failed ? 503 : undefined,
    retryAfterSeconds: failedOnServer ? unavailable.retryAfterSeconds : undefined,
    breadcrumbs: coin
      ? [
          { name: 'Home', path: '/' },
          { name: 'GX Exchange', path: '/gx-exchange' },
          { name: coin.name, path: `/gx-exchange/currency/${encodeURIComponent(id)}` },
        ]
      : undefined,
    image: coin?.image || undefined,
    title: coin ? `${coin.name} (${coin.symbol.toUpperCase()}) Live Price & Trading Chart` : 'Live Price & Trading Chart',
    description: coin
      ? `${coin.name} (${coin.symbol.toUpperCase()}) Live Price & Trading Chart: price, market statistics and price levels${convertsToUsdt(coin.symbol) ? ', with a USDT converter' : ''}.`
      : 'Live cryptocurrency price and trading chart on GX Exchange.',
  });

  let body: React.ReactNode;
  if (notFound) body = <NotFound />;
  else if (failed)
    body = (
      <LoadError title="Failed to load currency details" order={1} onRetry={failedOnServer ? () => setRetried(true) : retry}>
        The market data could not be loaded. Please try again.
      </LoadError>
    );
  else if (state.status !== 'loaded') body = <CurrencySkeleton />;
  else body = <CoinDetails coin={state.data.data} stale={state.data.stale} ageSeconds={state.data.age_seconds} />;

  return (
    <>
      <ExchangeHeader back />
      <Container size="lg" py="xl">
        {body}
      </Container>
      <Footer />
    </>
  );
}
