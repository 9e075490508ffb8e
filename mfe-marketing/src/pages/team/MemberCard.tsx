import { Link, Button, Card, Stack, Text, Title } from 'shared-ui';
import { BadgeList } from '../../components/BadgeList';
import { MemberAvatar } from '../../components/MemberAvatar';
import { TEAM_CARD_TAGS, type TeamMember } from '../../content/team';
import classes from './MemberCard.module.css';

/**
 * A team card: photo or initials, name, role, short bio and the first three expertise tags (docs/rules.md#limits).
 * The name is an h2 on /team, where the grid sits right under the page's heading, and an h3 under a
 * section's heading.
 */
export function MemberCard({ member, headingOrder = 3 }: { member: TeamMember; headingOrder?: 2 | 3 }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack align="center" ta="center" gap="xs" className={classes.body}>
        <MemberAvatar member={member} />
        <Title order={headingOrder} size="h4" mt="xs">
          {member.name}
        </Title>
        <Text c="brand.7" fw={600} size="sm">
          {member.role}
        </Text>
        <Text c="dimmed" size="sm">
          {member.shortBio}
        </Text>
        <BadgeList
          items={member.expertise.slice(0, TEAM_CARD_TAGS)}
          gap={6}
          justify="center"
          mt="xs"
          aria-label="Expertise"
          badge={{ variant: 'light', tt: 'none', fw: 500 }}
        />
      </Stack>
      <Button component={Link} to={`/team/${member.slug}`} variant="light" mt="lg" aria-label={`View Profile: ${member.name}`}>
        View Profile
      </Button>
    </Card>
  );
}
