import type { Course, Organization, WithContext } from 'shared-ui';
import type { Offering } from './offerings';

/**
 * schema.org descriptions of the site for search engines (JSON-LD in the server-rendered head,
 * through usePageMeta). Site paths are made absolute by the render server.
 */
export const organization: Organization = {
  '@type': 'Organization',
  name: 'GX',
  url: '/',
  logo: '/og-image.png',
  description:
    'GX Academy guides students to the right careers with future-ready skills, GXIT Solutions builds software and AI for businesses, and GX Exchange offers fast USDT trading.',
};

export const organizationData: WithContext<Organization> = { '@context': 'https://schema.org', ...organization };

/** An academy programme as a course offered by GX. */
export function courseData(programme: Offering, path: string): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: programme.heading,
    description: programme.summary,
    url: path,
    provider: organization,
  };
}
