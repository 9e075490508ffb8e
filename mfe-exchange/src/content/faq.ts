/** docs/rules.md#market-data: an FAQ entry. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const faq: FaqEntry[] = [
  {
    question: 'What is USDT OTC trading?',
    answer:
      'Over-the-counter (OTC) trading means you buy or sell USDT directly with our desk instead of on a public order book. You get one agreed price for the whole amount, with no slippage and no waiting for buyers or sellers to match.',
  },
  {
    question: 'How fast is settlement?',
    answer:
      'Most trades settle in under 5 minutes once the price is agreed and your payment is confirmed. Larger trades may be settled in parts, and we tell you the schedule before you commit.',
  },
  {
    question: 'Is there a minimum or maximum trade size?',
    answer:
      'We handle everything from first-time trades to large desk orders. Tell us the amount you have in mind and we will quote a price and explain the steps; there is no fixed upper limit for verified clients.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Message us on WhatsApp or send us an e-mail with the amount and direction of your trade. We verify your identity once, quote a price, and settle as soon as both sides have confirmed.',
  },
];
