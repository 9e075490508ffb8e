import type { TablerIcon } from '@tabler/icons-react';
import type { Illustration, PageMetaContent, SiteLink } from './types';

/** One item of a fixed offering page: an academy module or an IT service's offered item. */
export interface OfferingItem {
  title: string;
  description: string;
}

/**
 * A fixed offering page: the ten academy programmes and the eight IT services (docs/rules.md#academy). One
 * shape, drawn by one component; the two sections differ only in their labels.
 */
export interface Offering {
  slug: string;
  icon: TablerIcon;
  /** Card title. */
  title: string;
  /** Card text. */
  summary: string;
  image: Illustration;
  /** The page's main heading. */
  heading: string;
  /** The opening paragraph (the Overview of an IT service). */
  overview: string;
  /** Academy: the module list. IT: the four offered items. */
  items: OfferingItem[];
  /** Learning Outcome (academy) or Outcome (IT). */
  outcome: string;
  /** Label of the closing call to action. */
  ctaLabel: string;
  meta: PageMetaContent;
}

/**
 * A data-driven service page (docs/rules.md#static-content "Academy and IT service entries"): for the slugs that have no
 * fixed page.
 */
export interface ServiceEntry {
  slug: string;
  icon: TablerIcon;
  title: string;
  /** One-line description shown under the title. */
  description: string;
  image: Illustration;
  /** Paragraphs of the full description. */
  fullDescription: string[];
  features: string[];
  outcomes: string[];
  duration: string;
  targetAudience: string;
  meta: PageMetaContent;
}

/** What differs between an academy programme page and an IT service page. */
export interface FixedPageLabels {
  section: string;
  back: SiteLink;
  overviewTitle: string;
  itemsTitle: string;
  outcomeTitle: string;
  closingTitle: string;
  closingText: string;
  booking: string;
  /** The offering is a course (an academy programme): its page describes it as one to search engines. */
  course?: boolean;
  /** The sentence under 'Service Not Found' for a slug the division does not know. */
  notFoundText: string;
}
