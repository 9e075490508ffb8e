/**
 * The USDT ⇄ coin converter's arithmetic. USDT is taken at 1 US dollar (the desk quotes the real
 * rate; this is an estimate at the current price).
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return null;
  return Number(cleaned);
}

export function usdtToCoin(usdt: number, price: number): number {
  if (!(price > 0)) return 0;
  return usdt / price;
}

export function coinToUsdt(coins: number, price: number): number {
  if (!(price > 0)) return 0;
  return coins * price;
}
