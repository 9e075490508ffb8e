import academy from '../assets/academy.svg';
import ai from '../assets/ai.svg';
import blockchain from '../assets/blockchain.svg';
import business from '../assets/business.svg';
import career from '../assets/career.svg';
import consulting from '../assets/consulting.svg';
import contract from '../assets/contract.svg';
import dataScience from '../assets/data-science.svg';
import design from '../assets/design.svg';
import implementation from '../assets/implementation.svg';
import industry from '../assets/industry.svg';
import marketing from '../assets/marketing.svg';
import migration from '../assets/migration.svg';
import nft from '../assets/nft.svg';
import salesforce from '../assets/salesforce.svg';
import security from '../assets/security.svg';
import support from '../assets/support.svg';
import swap from '../assets/swap.svg';
import technology from '../assets/technology.svg';
import token from '../assets/token.svg';
import wallet from '../assets/wallet.svg';
import type { Illustration } from './types';

// Drawn for this site (no stock photos ship offline); every banner shares one 5:3 size so that
// the page reserves its box before the file arrives. Each is small enough to be inlined into the
// chunk that imports it: the home page's first chunk imports none of these (its hero art is its
// own, in home.ts), so the banners travel with the pages that show them.
const banner = (src: string, alt: string): Illustration => ({ src, alt, width: 600, height: 360 });

export const illustrations = {
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
  contract: banner(contract, 'A contract of code lines with a seal of approval'),
  nft: banner(nft, 'A framed digital artwork with an NFT badge'),
  token: banner(token, 'A large token beside a stack of coins'),
  swap: banner(swap, 'Two coins with arrows swapping one for the other'),
  wallet: banner(wallet, 'A wallet holding a card, with a coin beside it'),
  consulting: banner(consulting, 'Two people talking over a chart'),
  implementation: banner(implementation, 'A cloud holding a ticked checklist, with a turning gear'),
  migration: banner(migration, 'Data moving from one database to another'),
  support: banner(support, 'A headset with a chat bubble'),
  security: banner(security, 'A shield with a padlock'),
  dataScience: banner(dataScience, 'A scatter plot with a fitted trend line'),
} satisfies Record<string, Illustration>;
