import { ACADEMY_BOOKING_LINK, findAcademyProgramme, findAcademyService } from '../../content/academy';
import { DivisionSlugPage } from '../shared/DivisionSlugPage';
import type { FixedPageLabels } from '../shared/FixedPage';

const programmeLabels: FixedPageLabels = {
  section: 'GX Academy',
  back: { label: 'Back to GX Academy', to: '/gx-academy' },
  overviewTitle: 'About This Programme',
  itemsTitle: 'Programme Modules',
  outcomeTitle: 'Learning Outcome',
  closingTitle: 'Ready to take the next step?',
  closingText: 'Book a session for yourself, your child or your students. We will confirm the dates and format that suit you.',
  booking: ACADEMY_BOOKING_LINK,
  course: true,
};

/**
 * /gx-academy/{slug} (docs/rules.md#academy): the ten programme slugs have fixed pages; any other slug goes to
 * the data-driven academy page; an unknown slug reads 'Service Not Found'.
 */
export default function AcademySlugPage() {
  return (
    <DivisionSlugPage
      labels={programmeLabels}
      findOffering={findAcademyProgramme}
      findEntry={findAcademyService}
      notFoundText="We could not find that GX Academy programme. It may have been renamed or retired."
    />
  );
}
