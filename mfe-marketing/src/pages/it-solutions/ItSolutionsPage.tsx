import { illustrations } from '../../content/illustrations';
import { itServices, itSolutionsPage } from '../../content/it-solutions';
import { DivisionPage } from '../shared/DivisionPage';

/** /gxit-solutions: the eight service cards (docs/rules.md#it-solutions). */
export default function ItSolutionsPage() {
  return <DivisionPage content={itSolutionsPage} offerings={itServices} basePath="/gxit-solutions" image={illustrations.technology} />;
}
