import { Container, usePageMeta } from 'shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { team, teamPage } from '../../content/team';
import { MemberCard } from './MemberCard';

/** /team: the five members in their `order` (docs/rules.md#team). */
export default function TeamPage() {
  usePageMeta(teamPage.meta);
  return (
    <>
      <PageHeader eyebrow={teamPage.eyebrow} title={teamPage.title} subtitle={teamPage.subtitle} />
      <Container size="lg" py={64} component="section" aria-label="Team members">
        <CardGrid>
          {team.map((member) => (
            <MemberCard key={member.slug} member={member} headingOrder={2} />
          ))}
        </CardGrid>
      </Container>
      <CallToAction
        title="Learn from people who do the work"
        text="Book a session with one of our counsellors or mentors."
        primary={{ label: 'Book a Session', to: '/contact' }}
      />
    </>
  );
}
