import { useEffect } from 'react';
import { Footer, useLocation, usePageMeta } from 'shared-ui';
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

/** /gx-exchange: the USDT OTC landing page (spec §2 "Exchange"). */
export default function ExchangeLandingPage() {
  usePageMeta({
    title: 'GX Exchange: USDT OTC Desk',
    description: 'Buy and sell USDT over the counter with instant settlement, better market prices and 24/7 liquidity.',
    keywords: ['USDT', 'OTC', 'crypto exchange', 'GX Exchange'],
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
