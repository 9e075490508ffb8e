import { blockchainServices } from './blockchain';
import { blockchainPractice, salesforcePractice, type PracticeRef } from './practices';
import { salesforceServices } from './salesforce';
import type { NotFoundContent, SpecialistService } from './types';

export type { PracticeRef } from './practices';
export type { SpecialistService } from './types';

const practicesByLine: { practice: PracticeRef; services: SpecialistService[] }[] = [
  { practice: blockchainPractice, services: blockchainServices },
  { practice: salesforcePractice, services: salesforceServices },
];

/** A /services/{slug} page: the service and the practice page it belongs to. */
/** docs/rules.md#services: a /services/{slug} that names no service. */
export const serviceNotFound: NotFoundContent = {
  title: 'Service not found.',
  text: 'The service you are looking for does not exist or has moved.',
  back: { label: 'See All Services', to: '/services' },
};

export function findSpecialistService(slug: string): { service: SpecialistService; practice: PracticeRef } | undefined {
  for (const { practice, services } of practicesByLine) {
    const service = services.find((candidate) => candidate.slug === slug);
    if (service) return { service, practice };
  }
  return undefined;
}
