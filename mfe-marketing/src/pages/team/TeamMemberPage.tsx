import { IconBrandLinkedin, IconBrandX, IconMail, type TablerIcon } from '@tabler/icons-react';
import {
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  usePageMeta,
} from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { BadgeList } from '../../components/BadgeList';
import { MemberAvatar } from '../../components/MemberAvatar';
import { RETIRED_TEAM_SLUGS, findTeamMember, otherMembers, profileNotFound, type TeamMember } from '../../content/team';
import { BySlug } from '../shared/BySlug';
import { MemberCard } from './MemberCard';
import classes from './TeamMemberPage.module.css';

/** A link to the member's profile on a social network, opened in a new tab. */
function ProfileLink({ href, icon: Icon, label }: { href: string; icon: TablerIcon; label: string }) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="default" leftSection={<Icon size={18} aria-hidden />}>
      {label}
    </Button>
  );
}

function Profile({ member }: { member: TeamMember }) {
  usePageMeta({
    title: `${member.name}, ${member.role}`,
    description: member.shortBio,
    keywords: [member.name, member.role, ...member.expertise.slice(0, 3)],
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Our Team', path: '/team' },
      { name: member.name, path: `/team/${member.slug}` },
    ],
  });
  const others = otherMembers(member.slug);
  return (
    <>
      <section className={classes.header}>
        <Container size="lg" py={48}>
          <BackLink to="/team" label="Back to Team" />
          <Group gap="xl" mt="lg" align="flex-start" className={classes.profile}>
            <MemberAvatar member={member} size="lg" />
            <Stack gap="sm" className={classes.text}>
              <Title order={1}>{member.name}</Title>
              <Text size="lg" c="brand.7" fw={600}>
                {member.role}
              </Text>
              <Text size="lg">{member.shortBio}</Text>
              <Group gap="sm" mt="xs">
                <ProfileLink href={member.linkedin} icon={IconBrandLinkedin} label="LinkedIn" />
                {member.twitter && <ProfileLink href={member.twitter} icon={IconBrandX} label="X (Twitter)" />}
                {member.email && (
                  <Button component="a" href={`mailto:${member.email}`} variant="default" leftSection={<IconMail size={18} aria-hidden />}>
                    Email
                  </Button>
                )}
              </Group>
            </Stack>
          </Group>
        </Container>
      </section>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={48}>
          <section aria-labelledby="about-member" className={classes.bio}>
            <Title order={2} id="about-member" mb="sm">
              About {member.name.split(' ')[0]}
            </Title>
            <Stack gap="sm">
              {member.fullBio.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
          <section aria-labelledby="expertise-heading">
            <Title order={2} size="h3" id="expertise-heading" mb="sm">
              Expertise
            </Title>
            <BadgeList items={member.expertise} gap="xs" badge={{ variant: 'light', size: 'lg', tt: 'none', fw: 500 }} />
          </section>
        </SimpleGrid>
      </Container>
      <section className={classes.others} aria-labelledby="others-heading">
        <Container size="lg" py={64}>
          <Title order={2} id="others-heading" mb="xl">
            Meet the Rest of the Team
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {others.map((other) => (
              <MemberCard key={other.slug} member={other} />
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}

/** /team/{slug} (docs/rules.md#team): a profile; a missing or retired slug reads 'Profile not available'. */
export default function TeamMemberPage() {
  return (
    <BySlug
      find={findTeamMember}
      // A retired profile is gone for good: search engines drop it sooner on a 410.
      notFound={(slug) => ({ ...profileNotFound, status: RETIRED_TEAM_SLUGS.includes(slug) ? 410 : 404 })}
    >
      {(member) => <Profile member={member} />}
    </BySlug>
  );
}
