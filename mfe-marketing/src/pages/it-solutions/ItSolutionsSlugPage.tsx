import { useParams } from 'shared-ui';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { IT_BOOKING_LINK, findItDataService, findItService } from '../../content/it-solutions';
import { FixedPage, type FixedPageLabels } from '../shared/FixedPage';
import { DataDrivenServicePage } from '../shared/DataDrivenServicePage';

const catalogue = { label: 'Back to GXIT Solutions', to: '/gxit-solutions' };

const serviceLabels: FixedPageLabels = {
  section: 'GXIT Solutions',
  back: catalogue,
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
  const { slug = '' } = useParams();
  const service = findItService(slug);
  if (service) return <FixedPage key={slug} offering={service} labels={serviceLabels} />;
  const entry = findItDataService(slug);
  if (entry) {
    return <DataDrivenServicePage key={slug} service={entry} section="GXIT Solutions" catalogue={{ label: 'View All Services', to: '/gxit-solutions' }} booking={IT_BOOKING_LINK} />;
  }
  return (
    <NotFoundMessage
      title="Service Not Found"
      text="We could not find that GXIT Solutions service. It may have been renamed or retired."
      back={catalogue}
    />
  );
}
