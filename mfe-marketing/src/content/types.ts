import type { TablerIcon } from '@tabler/icons-react';
import type { PageMeta } from 'shared-ui';

/** An image with the text that stands in for it, and its intrinsic size (no layout shift). */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A link to another page of the site (a path the router resolves). */
export interface SiteLink {
  label: string;
  to: string;
}

/** What a section's page shows for a slug it does not know: the message and the way back. */
export interface NotFoundContent {
  title: string;
  text: string;
  back: SiteLink;
}

/** A titled point with an icon: why-us reasons, why-choose reasons, features. */
export interface Highlight {
  icon: TablerIcon;
  title: string;
  description: string;
}

/** One step of a numbered process (blockchain and Salesforce delivery). */
export interface ProcessStep {
  title: string;
  description: string;
}

/** A search-engine description of a page (docs/rules.md#screens: title, description and keywords). */
export interface PageMetaContent {
  title: string;
  description: string;
  keywords: string[];
  /** A detail page's trail from the home page (a BreadcrumbList in its JSON-LD). */
  breadcrumbs?: NonNullable<PageMeta['breadcrumbs']>;
}

/**
 * docs/rules.md#static-content "Static service content (blockchain/Salesforce)": Title, Slug, Category, Audience,
 * Banner Image, Short Description, Full Description, Duration, Key Features, Outcomes, CTA Button
 * Text, CTA Link. The HTML fields of the source are kept as plain paragraphs and lists: the site
 * renders them as markup it controls instead of injecting HTML.
 */
export interface SpecialistService {
  title: string;
  slug: string;
  category: string;
  audience: string;
  bannerImage: Illustration;
  shortDescription: string;
  fullDescription: string[];
  duration: string;
  keyFeatures: string[];
  outcomes: string[];
  ctaButtonText: string;
  ctaLink: string;
  keywords: string[];
}
