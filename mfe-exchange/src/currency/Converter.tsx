import { useId, useState } from 'react';
import { Card, Stack, Text, Title, useHydrated } from 'shared-ui';
import { coinToUsdt, parseAmount, usdtToCoin } from '../market/converter';
import { formatAmount } from '../market/format';
import classes from './Converter.module.css';

/** USDT ⇄ coin at the current price: typing in either field fills the other. */
export function Converter({ symbol, price }: { symbol: string; price: number | null }) {
  const [usdt, setUsdt] = useState('');
  const [coins, setCoins] = useState('');
  const usdtId = useId();
  const coinId = useId();
  const upper = symbol.toUpperCase();
  // Not before hydration: what a visitor typed into the server's HTML would never reach the state.
  const hydrated = useHydrated();
  const usable = hydrated && price !== null && price > 0;

  const fromUsdt = (text: string) => {
    setUsdt(text);
    const amount = parseAmount(text);
    setCoins(amount === null || !usable ? '' : formatAmount(usdtToCoin(amount, price)));
  };
  const fromCoins = (text: string) => {
    setCoins(text);
    const amount = parseAmount(text);
    setUsdt(amount === null || !usable ? '' : formatAmount(coinToUsdt(amount, price)));
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="converter-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="converter-heading">
          USDT ⇄ {upper} Converter
        </Title>
        <div className={classes.field}>
          <label htmlFor={usdtId}>USDT</label>
          <input id={usdtId} className={classes.input} inputMode="decimal" autoComplete="off" value={usdt} onChange={(e) => fromUsdt(e.target.value)} disabled={!usable} />
        </div>
        <div className={classes.field}>
          <label htmlFor={coinId}>{upper}</label>
          <input id={coinId} className={classes.input} inputMode="decimal" autoComplete="off" value={coins} onChange={(e) => fromCoins(e.target.value)} disabled={!usable} />
        </div>
        <Text size="xs" c="dark.4">
          An estimate at the current price, taking 1 USDT as 1 US dollar. The desk quotes the final rate.
        </Text>
      </Stack>
    </Card>
  );
}
