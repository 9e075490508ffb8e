import { academyPage, academyProgrammes } from '../../content/academy';
import { illustrations } from '../../content/illustrations';
import { DivisionPage } from '../shared/DivisionPage';

/** /gx-academy: the ten programme cards (docs/rules.md#academy). */
export default function AcademyPage() {
  return <DivisionPage content={academyPage} offerings={academyProgrammes} basePath="/gx-academy" image={illustrations.academy} />;
}
