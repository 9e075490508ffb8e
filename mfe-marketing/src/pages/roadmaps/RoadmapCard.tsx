import { IconChartBar, IconListNumbers } from '@tabler/icons-react';
import { FactList } from '../../components/FactList';
import { LinkCard } from '../../components/LinkCard';
import type { Roadmap } from '../../content/roadmaps';

export function RoadmapCard({ roadmap }: { roadmap: Roadmap }) {
  return (
    <LinkCard
      title={roadmap.title}
      description={roadmap.introSummary}
      to={`/roadmaps/${roadmap.slug}`}
      image={roadmap.bannerImage}
      badge={roadmap.category}
      actionLabel="View Roadmap"
      details={
        <FactList
          compact
          facts={[
            { icon: IconChartBar, label: 'Level', value: roadmap.level },
            { icon: IconListNumbers, label: 'Steps', value: String(roadmap.steps.length) },
          ]}
        />
      }
    />
  );
}
