import { CardGrid } from '../../components/CardGrid';
import { roadmaps } from '../../content/roadmaps';
import { RoadmapCard } from './RoadmapCard';

/**
 * The roadmap cards, in their own chunk (docs/rules.md#roadmaps: the grid is loaded lazily). On /roadmaps the grid
 * sits right under the page's heading, so its cards' titles are h2; in the home page's section, h3.
 */
export default function RoadmapGrid({ limit, headingOrder }: { limit?: number; headingOrder?: 2 | 3 }) {
  const shown = limit === undefined ? roadmaps : roadmaps.slice(0, limit);
  return (
    <CardGrid>
      {shown.map((roadmap) => (
        <RoadmapCard key={roadmap.slug} roadmap={roadmap} headingOrder={headingOrder} />
      ))}
    </CardGrid>
  );
}
