import { useEffect } from 'react';
import { Footer, useLocation, usePageMeta, type FAQPage, type WithContext } from 'shared-ui';
import { faq } from '../content/faq';
import { ExchangeHeader } from './ExchangeHeader';
import { FaqSection } from './FaqSection';
import { ForexScreener } from './ForexScreener';
import { Benefits, ContactSection, Hero, HowItWorks } from './LandingSections';
import { TickerTape } from './TickerTape';

/** Scrolls to the section named by the URL's hash (the header's anchors, also from other pages). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [hash]);
}

/** The FAQ section's questions and answers, for search engines (JSON-LD). */
const faqData: WithContext<FAQPage> = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
};

/** /gx-exchange: the USDT OTC landing page (docs/rules.md#exchange). */
export default function ExchangeLandingPage() {
  usePageMeta({
    title: 'GX Exchange: USDT OTC Desk',
    description: 'Buy and sell USDT over the counter with instant settlement, better market prices and 24/7 liquidity.',
    keywords: ['USDT', 'OTC', 'crypto exchange', 'GX Exchange'],
    structuredData: [faqData],
  });
  useScrollToHash();
  return (
    <>
      <ExchangeHeader />
      <TickerTape />
      <Hero />
      <Benefits />
      <ForexScreener />
      <HowItWorks />
      <FaqSection />
      <ContactSection />
      <Footer />
    </>
  );
}
