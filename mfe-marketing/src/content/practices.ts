import type { PageMeta } from 'shared-ui';

/** A practice (blockchain, Salesforce): its fixed page, and the place its services' pages link back to. */
export interface PracticeRef {
  name: string;
  to: string;
}

export type Breadcrumbs = NonNullable<PageMeta['breadcrumbs']>;

export const blockchainPractice: PracticeRef = { name: 'Blockchain Services', to: '/services/blockchain' };
export const salesforcePractice: PracticeRef = { name: 'Salesforce Services', to: '/services/salesforce' };

/** The trail to a practice's page; the trail of each of its services continues it. */
export function practiceTrail(practice: PracticeRef): Breadcrumbs {
  return [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: practice.name, path: practice.to },
  ];
}
