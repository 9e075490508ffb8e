import { blockchainServices } from './blockchain';
import { blockchainPractice, salesforcePractice, type PracticeRef } from './practices';
import { salesforceServices } from './salesforce';
import type { Illustration } from './types';

/**
 * Spec §3 "Static service content (blockchain/Salesforce)": Title, Slug, Category, Audience,
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

export type { PracticeRef } from './practices';

const practicesByLine: { practice: PracticeRef; services: SpecialistService[] }[] = [
  { practice: blockchainPractice, services: blockchainServices },
  { practice: salesforcePractice, services: salesforceServices },
];

/** A /services/{slug} page: the service and the practice page it belongs to. */
export function findSpecialistService(slug: string): { service: SpecialistService; practice: PracticeRef } | undefined {
  for (const { practice, services } of practicesByLine) {
    const service = services.find((candidate) => candidate.slug === slug);
    if (service) return { service, practice };
  }
  return undefined;
}
