import {
  IconArrowsExchange,
  IconCloud,
  IconCube,
  IconDeviceLaptop,
  IconSchool,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { illustrations } from './illustrations';
import type { Illustration, PageMetaContent } from './types';

/** A division of the company, on the services overview. */
export interface Division {
  name: string;
  icon: TablerIcon;
  description: string;
  highlights: string[];
  to: string;
  ctaLabel: string;
}

export const servicesPage: { meta: PageMetaContent; eyebrow: string; title: string; subtitle: string } = {
  meta: {
    title: 'Our Services: Academy, IT Solutions and Exchange',
    description:
      'Explore the three GX divisions: GX Academy for students and schools, GXIT Solutions for businesses, and GX Exchange for USDT over-the-counter trading, plus blockchain and Salesforce practices.',
    keywords: ['GX services', 'GX Academy', 'GXIT Solutions', 'GX Exchange', 'blockchain development', 'Salesforce consulting'],
  },
  eyebrow: 'What we do',
  title: 'Three Divisions, One Team',
  subtitle: 'Whether you are a student planning a career, a business going digital or a trader moving funds, there is a GX team for you.',
};

/** docs/rules.md#services: the three division cards of /services. */
export const divisions: Division[] = [
  {
    name: 'GX Academy',
    icon: IconSchool,
    description: 'Career guidance and future-skills programmes for students, schools and colleges.',
    highlights: ['Career guidance and counselling', 'AI, coding and digital skills', 'Placement and interview training'],
    to: '/gx-academy',
    ctaLabel: 'Explore GX Academy',
  },
  {
    name: 'GXIT Solutions',
    icon: IconDeviceLaptop,
    description: 'Software, AI, infrastructure and digital marketing services for growing businesses.',
    highlights: ['Web applications and system architecture', 'AI services and automation', 'Video, social media and digital marketing'],
    to: '/gxit-solutions',
    ctaLabel: 'Explore GXIT Solutions',
  },
  {
    name: 'GX Exchange',
    icon: IconArrowsExchange,
    description: 'A USDT over-the-counter desk with instant settlement and 24/7 liquidity.',
    highlights: ['Settlement in under 5 minutes', 'Better market prices', '24/7 support'],
    to: '/gx-exchange',
    ctaLabel: 'Visit GX Exchange',
  },
];

/** A specialist practice with its own fixed page under /services. */
export interface Practice {
  name: string;
  icon: TablerIcon;
  description: string;
  to: string;
  image: Illustration;
}

/** Blockchain and Salesforce: reached from the services overview (their pages are fixed routes). */
export const practices: Practice[] = [
  {
    name: 'Blockchain Development',
    icon: IconCube,
    description: 'Smart contracts, NFT marketplaces, tokens, DEXs, wallets and metaverse platforms built and audited by specialists.',
    to: '/services/blockchain',
    image: illustrations.blockchain,
  },
  {
    name: 'Salesforce Solutions',
    icon: IconCloud,
    description: 'Implementation, customisation, integration and support across Sales, Service and Marketing Cloud.',
    to: '/services/salesforce',
    image: illustrations.salesforce,
  },
];
