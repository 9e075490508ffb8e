import academy from '../assets/academy.svg';
import ai from '../assets/ai.svg';
import blockchain from '../assets/blockchain.svg';
import business from '../assets/business.svg';
import career from '../assets/career.svg';
import design from '../assets/design.svg';
import hero from '../assets/hero.svg';
import industry from '../assets/industry.svg';
import marketing from '../assets/marketing.svg';
import salesforce from '../assets/salesforce.svg';
import technology from '../assets/technology.svg';
import type { Illustration } from './types';

// Drawn for this site (no stock photos ship offline); every banner shares one 5:3 size so that
// the page reserves its box before the file arrives.
const banner = (src: string, alt: string): Illustration => ({ src, alt, width: 600, height: 360 });

export const illustrations = {
  hero: { src: hero, alt: 'A laptop showing growth charts beneath a graduation cap', width: 560, height: 440 },
  academy: banner(academy, 'A graduation cap above an open path of learning'),
  technology: banner(technology, 'A code editor window with angle brackets'),
  ai: banner(ai, 'A network of connected nodes around a processor'),
  design: banner(design, 'A colour palette and a drawing pen'),
  business: banner(business, 'A bar chart with a rising trend line'),
  career: banner(career, 'A winding route leading to a flag, with a compass'),
  blockchain: banner(blockchain, 'Three linked blocks of a blockchain'),
  salesforce: banner(salesforce, 'A cloud holding a bar chart'),
  marketing: banner(marketing, 'A megaphone sending out sound waves'),
  industry: banner(industry, 'A factory with a turning gear'),
} satisfies Record<string, Illustration>;
