import { SimpleGrid } from 'shared-ui';
import { roadmaps } from '../../content/roadmaps';
import { RoadmapCard } from './RoadmapCard';

/** The roadmap cards, in their own chunk (spec §2: the grid is loaded lazily). */
export default function RoadmapGrid({ limit }: { limit?: number }) {
  const shown = limit === undefined ? roadmaps : roadmaps.slice(0, limit);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {shown.map((roadmap) => (
        <RoadmapCard key={roadmap.slug} roadmap={roadmap} />
      ))}
    </SimpleGrid>
  );
}
