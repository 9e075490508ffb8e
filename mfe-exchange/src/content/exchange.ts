/** The exchange landing page's texts (docs/rules.md#overview, #exchange). */
import { IconBolt, IconClock24, IconScale } from '@tabler/icons-react';
import { company } from 'shared-ui';

/** docs/rules.md#overview: the exchange-page claims. */
export const claims = [
  { value: '50Cr+', label: 'Rupee Volume Traded' },
  { value: '2000+', label: 'Happy Clients' },
  { value: '24/7', label: 'Support' },
  { value: '<5 min', label: 'Settlement' },
];

/** docs/rules.md#exchange: the three benefits. */
export const benefits = [
  {
    icon: IconBolt,
    title: 'Instant Settlement',
    description: 'Most trades settle in under 5 minutes once the price is agreed and your payment is confirmed.',
  },
  {
    icon: IconScale,
    title: 'Better Market Price',
    description: 'One quoted price for the whole amount, close to the market rate, with no slippage and no hidden fees.',
  },
  {
    icon: IconClock24,
    title: '24/7 Liquidity',
    description: 'Buy or sell USDT any day, at any hour: our desk keeps liquidity ready for trades of every size.',
  },
];

/** docs/rules.md#exchange: the three-step how-it-works. */
export const steps = [
  { title: 'Contact Us', description: 'Message us on WhatsApp or e-mail us with the amount and whether you want to buy or sell USDT.' },
  { title: 'Get Your Quote', description: 'We verify your identity once and quote one price for the whole amount. Nothing moves until you agree.' },
  { title: 'Settle in Minutes', description: 'Send your payment; we release the USDT (or the rupees) as soon as it is confirmed, usually within 5 minutes.' },
];

export const whatsappLink = (message: string) => `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(message)}`;
export const emailLink = (subject: string) => `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;

export const GENERAL_MESSAGE = 'Hello GX Exchange, I would like to trade USDT.';
export const exchangeMessage = (name: string, symbol: string) =>
  `Hello GX Exchange, I would like to exchange ${name} (${symbol.toUpperCase()}).`;
