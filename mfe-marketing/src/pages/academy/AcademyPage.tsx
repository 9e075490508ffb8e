import { academyPage, academyProgrammes } from '../../content/academy';
import { illustrations } from '../../content/illustrations';
import { CataloguePage } from '../shared/CataloguePage';

/** /gx-academy: the ten programme cards (spec §2). */
export default function AcademyPage() {
  return <CataloguePage content={academyPage} offerings={academyProgrammes} basePath="/gx-academy" image={illustrations.academy} />;
}
