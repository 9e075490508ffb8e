import { useParams } from 'shared-ui';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { ACADEMY_BOOKING_LINK, findAcademyProgramme, findAcademyService } from '../../content/academy';
import { FixedPage, type FixedPageLabels } from '../shared/FixedPage';
import { DataDrivenServicePage } from '../shared/DataDrivenServicePage';

const catalogue = { label: 'Back to GX Academy', to: '/gx-academy' };

const programmeLabels: FixedPageLabels = {
  section: 'GX Academy',
  back: catalogue,
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
  const { slug = '' } = useParams();
  const programme = findAcademyProgramme(slug);
  if (programme) return <FixedPage key={slug} offering={programme} labels={programmeLabels} />;
  const service = findAcademyService(slug);
  if (service) {
    return <DataDrivenServicePage key={slug} service={service} section="GX Academy" catalogue={{ label: 'View All Services', to: '/gx-academy' }} booking={ACADEMY_BOOKING_LINK} />;
  }
  return (
    <NotFoundMessage
      title="Service Not Found"
      text="We could not find that GX Academy programme. It may have been renamed or retired."
      back={catalogue}
    />
  );
}
