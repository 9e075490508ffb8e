import { illustrations } from '../../content/illustrations';
import { itServices, itSolutionsPage } from '../../content/it-solutions';
import { CataloguePage } from '../shared/CataloguePage';

/** /gxit-solutions: the eight service cards (spec §2). */
export default function ItSolutionsPage() {
  return <CataloguePage content={itSolutionsPage} offerings={itServices} basePath="/gxit-solutions" image={illustrations.technology} />;
}
