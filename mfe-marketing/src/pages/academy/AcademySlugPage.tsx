import { findAcademyProgramme, findAcademyService, programmeLabels } from '../../content/academy';
import { DivisionSlugPage } from '../shared/DivisionSlugPage';

/**
 * /gx-academy/{slug} (docs/rules.md#academy): the ten programme slugs have fixed pages; any other slug goes to
 * the data-driven academy page; an unknown slug reads 'Service Not Found'.
 */
export default function AcademySlugPage() {
  return <DivisionSlugPage labels={programmeLabels} findOffering={findAcademyProgramme} findEntry={findAcademyService} />;
}
