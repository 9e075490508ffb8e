import { roadmapsPreview } from '../../content/home-sections';
import RoadmapGrid from '../roadmaps/RoadmapGrid';
import { PreviewSection } from './PreviewSection';

export default function RoadmapsPreviewSection() {
  return (
    <PreviewSection id="roadmaps-preview-heading" content={roadmapsPreview} band>
      <RoadmapGrid limit={roadmapsPreview.count} />
    </PreviewSection>
  );
}
