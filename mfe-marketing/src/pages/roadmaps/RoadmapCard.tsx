import { IconChartBar, IconListNumbers } from '@tabler/icons-react';
import { LinkCard } from '../../components/LinkCard';
import type { Roadmap } from '../../content/roadmaps';

/** A roadmap's card; `headingOrder` as for LinkCard. */
export function RoadmapCard({ roadmap, headingOrder }: { roadmap: Roadmap; headingOrder?: 2 | 3 }) {
  return (
    <LinkCard
      title={roadmap.title}
      description={roadmap.introSummary}
      to={`/roadmaps/${roadmap.slug}`}
      image={roadmap.bannerImage}
      badge={roadmap.category}
      actionLabel="View Roadmap"
      headingOrder={headingOrder}
      facts={[
        { icon: IconChartBar, label: 'Level', value: roadmap.level },
        { icon: IconListNumbers, label: 'Steps', value: String(roadmap.steps.length) },
      ]}
    />
  );
}
