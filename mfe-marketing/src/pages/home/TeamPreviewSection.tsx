import { SimpleGrid } from 'shared-ui';
import { teamPreview } from '../../content/home-sections';
import { team } from '../../content/team';
import { MemberCard } from '../team/MemberCard';
import { PreviewSection } from './PreviewSection';

export default function TeamPreviewSection() {
  const featured = team.filter((member) => member.featured);
  return (
    <PreviewSection id="team-preview-heading" content={teamPreview} band>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {featured.map((member) => (
          <MemberCard key={member.slug} member={member} />
        ))}
      </SimpleGrid>
    </PreviewSection>
  );
}
