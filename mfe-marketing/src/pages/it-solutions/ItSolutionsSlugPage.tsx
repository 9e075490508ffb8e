import { findItDataService, findItService, itServiceLabels } from '../../content/it-solutions';
import { DivisionSlugPage } from '../shared/DivisionSlugPage';

/**
 * /gxit-solutions/{slug} (docs/rules.md#it-solutions): the eight service slugs have fixed pages; any other slug goes
 * to the data-driven page; an unknown slug links back to /gxit-solutions.
 */
export default function ItSolutionsSlugPage() {
  return <DivisionSlugPage labels={itServiceLabels} findOffering={findItService} findEntry={findItDataService} />;
}
