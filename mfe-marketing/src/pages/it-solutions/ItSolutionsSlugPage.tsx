import { IT_BOOKING_LINK, findItDataService, findItService } from '../../content/it-solutions';
import { DivisionSlugPage } from '../shared/DivisionSlugPage';
import type { FixedPageLabels } from '../shared/FixedPage';

const serviceLabels: FixedPageLabels = {
  section: 'GXIT Solutions',
  back: { label: 'Back to GXIT Solutions', to: '/gxit-solutions' },
  overviewTitle: 'Overview',
  itemsTitle: 'What We Offer',
  outcomeTitle: 'Outcome',
  closingTitle: 'Let’s build it together',
  closingText: 'Share your goals and timeline. A consultant will reply within one business day with an approach and an estimate.',
  booking: IT_BOOKING_LINK,
};

/**
 * /gxit-solutions/{slug} (docs/rules.md#it-solutions): the eight service slugs have fixed pages; any other slug goes
 * to the data-driven page; an unknown slug links back to /gxit-solutions.
 */
export default function ItSolutionsSlugPage() {
  return (
    <DivisionSlugPage
      labels={serviceLabels}
      findOffering={findItService}
      findEntry={findItDataService}
      notFoundText="We could not find that GXIT Solutions service. It may have been renamed or retired."
    />
  );
}
