import { Button, Center, Container, Link, SimpleGrid, SectionHeading } from 'shared-ui';
import { teamPreview } from '../../content/home-sections';
import { team } from '../../content/team';
import { MemberCard } from '../team/MemberCard';
import classes from './HomeSections.module.css';

export default function TeamPreviewSection() {
  const featured = team.filter((member) => member.featured);
  return (
    <section className={classes.band} aria-labelledby="team-preview-heading">
      <Container size="lg" py={64}>
        <SectionHeading id="team-preview-heading" eyebrow={teamPreview.eyebrow} title={teamPreview.title} subtitle={teamPreview.subtitle} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {featured.map((member) => (
            <MemberCard key={member.slug} member={member} />
          ))}
        </SimpleGrid>
        <Center mt="xl">
          <Button component={Link} to={teamPreview.more.to} variant="outline" size="md">
            {teamPreview.more.label}
          </Button>
        </Center>
      </Container>
    </section>
  );
}
