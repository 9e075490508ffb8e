import { Link, VisuallyHidden } from 'shared-ui';
import { fetchTicker, type TickerEntry } from '../market/api';
import { changeDirection, formatPercent, formatPrice } from '../market/format';
import { useData } from 'shared-ui/data';
import classes from './TickerTape.module.css';

const REFRESH_MS = 60_000;

function Entry({ coin, hidden }: { coin: TickerEntry; hidden?: boolean }) {
  const direction = changeDirection(coin.price_change_percentage_24h);
  return (
    <li className={classes.entry}>
      <Link
        to={`/gx-exchange/currency/${coin.id}`}
        className={classes.link}
        // The second copy only makes the loop seamless: it is not read out or tabbed to.
        tabIndex={hidden ? -1 : undefined}
      >
        {/* The name is the visible text plus hidden words, so it starts with what is seen (WCAG 2.5.3). */}
        <span className={classes.symbol}>{coin.symbol.toUpperCase()}</span>{' '}
        <VisuallyHidden component="span">({coin.name}){' '}</VisuallyHidden>
        <span>{formatPrice(coin.current_price)}</span>{' '}
        <span className={classes[direction]}>{formatPercent(coin.price_change_percentage_24h)}</span>
        <VisuallyHidden component="span">{' '}in 24 hours</VisuallyHidden>
      </Link>
    </li>
  );
}

/**
 * The site's own ticker tape (docs/rules.md#exchange "live market ticker tape"): dark, 46 px, the
 * configured coins with price and 24 h change, fed by the market cache. It moves by CSS, pauses on
 * hover and focus, and stands still for visitors who prefer reduced motion.
 */
export function TickerTape() {
  const { state } = useData('ticker', fetchTicker, { refreshMs: REFRESH_MS });
  const coins = state.status === 'loaded' ? state.data.data : [];
  return (
    <nav className={classes.tape} aria-label="Live market prices">
      {state.status === 'loading' ? (
        <p className={classes.notice}>Loading market prices…</p>
      ) : coins.length === 0 ? (
        <p className={classes.notice}>Live prices are unavailable right now.</p>
      ) : (
        <div className={classes.track}>
          <ul className={classes.list}>
            {coins.map((coin) => (
              <Entry key={coin.id} coin={coin} />
            ))}
          </ul>
          <ul className={classes.list} aria-hidden="true">
            {coins.map((coin) => (
              <Entry key={coin.id} coin={coin} hidden />
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
