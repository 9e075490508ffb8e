import { IconBook, IconBriefcase, IconChartBar, IconCategory, IconTool, IconUserStar } from '@tabler/icons-react';
import { useParams, Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, usePageMeta, StepList } from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { CallToAction } from '../../components/CallToAction';
import { FactList } from '../../components/FactList';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { PageHeader } from '../../components/PageHeader';
import { findRoadmap, type Roadmap } from '../../content/roadmaps';
import { initialsOf } from '../../lib/initials';
import classes from './RoadmapDetailPage.module.css';

function TagList({ items }: { items: string[] }) {
  return (
    <Group component="ul" gap="xs" className={classes.tags}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="light" size="lg" radius="sm" tt="none" fw={500}>
            {item}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

function RoadmapDetail({ roadmap }: { roadmap: Roadmap }) {
  usePageMeta({
    title: `${roadmap.title} Roadmap`,
    description: roadmap.introSummary,
    keywords: [`${roadmap.title} roadmap`, roadmap.category, ...roadmap.careerRoles.slice(0, 3)],
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Career Roadmaps', path: '/roadmaps' },
      { name: roadmap.title, path: `/roadmaps/${roadmap.slug}` },
    ],
  });
  return (
    <>
      <PageHeader
        back={<BackLink to="/roadmaps" label="Back to Roadmaps" inverted />}
        eyebrow={`${roadmap.category} roadmap`}
        title={roadmap.title}
        subtitle={roadmap.introSummary}
        image={roadmap.bannerImage}
      >
        <FactList
          inverted
          facts={[
            { icon: IconChartBar, label: 'Level', value: roadmap.level },
            { icon: IconCategory, label: 'Category', value: roadmap.category },
          ]}
        />
      </PageHeader>
      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={48}>
          <section aria-labelledby="steps-heading" className={classes.main}>
            <Title order={2} id="steps-heading" mb="lg">
              Roadmap Steps
            </Title>
            <StepList layout="timeline" steps={roadmap.steps.map((step) => ({ ...step, note: step.duration }))} />
            <Title order={2} mt="xl" mb="md" id="resources-heading">
              Learning Resources
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.tags} aria-labelledby="resources-heading">
              {roadmap.learningResources.map((resource) => (
                <Card key={resource.name} component="li" withBorder radius="md" padding="md">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconBook size={18} aria-hidden className={`${classes.icon} ${classes.firstLine}`} />
                    <Text fw={600}>{resource.name}</Text>
                  </Group>
                  <Text size="xs" c="accent.8" fw={600} mt={4}>
                    {resource.kind}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {resource.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Title order={2} mt="xl" mb="md">
              Freelancing Path
            </Title>
            <ol className={classes.freelancing}>
              {roadmap.freelancingPath.map((step) => (
                <li key={step}>
                  <Text>{step}</Text>
                </li>
              ))}
            </ol>
          </section>
          <Stack gap="lg" component="aside" aria-label="Roadmap summary">
            <Card withBorder radius="lg" padding="lg">
              <Group gap="xs" mb="sm">
                <IconTool size={20} aria-hidden className={classes.icon} />
                <Title order={2} size="h4">
                  Tools and Software
                </Title>
              </Group>
              <TagList items={roadmap.tools} />
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Group gap="xs" mb="sm">
                <IconBriefcase size={20} aria-hidden className={classes.icon} />
                <Title order={2} size="h4">
                  Career Roles
                </Title>
              </Group>
              <TagList items={roadmap.careerRoles} />
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Group gap="xs" mb="sm">
                <IconUserStar size={20} aria-hidden className={classes.icon} />
                <Title order={2} size="h4">
                  Mentors to Follow
                </Title>
              </Group>
              <Stack gap="sm" component="ul" className={classes.tags}>
                {roadmap.mentors.map((mentor) => (
                  <Group key={mentor.name} component="li" gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" radius="xl" size={32}>
                      <Text span fw={700} size="xs">
                        {initialsOf(mentor.name)}
                      </Text>
                    </ThemeIcon>
                    <div>
                      <Text fw={600} size="sm">
                        {mentor.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {mentor.knownFor}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Card>
          </Stack>
        </SimpleGrid>
      </Container>
      <CallToAction
        title="Want help following this roadmap?"
        text="Our mentors can turn it into a weekly plan, review your projects and prepare you for interviews."
        primary={{ label: 'Get in Touch', to: '/contact' }}
        secondary={{ label: 'All Roadmaps', to: '/roadmaps' }}
      />
    </>
  );
}

/** /roadmaps/{slug} (docs/rules.md#roadmaps): every field of a roadmap; 'Roadmap not found.' for unknown slugs. */
export default function RoadmapDetailPage() {
  const { slug = '' } = useParams();
  const roadmap = findRoadmap(slug);
  if (!roadmap) {
    return (
      <NotFoundMessage
        title="Roadmap not found."
        text="We could not find that career roadmap. Browse all roadmaps or ask us for guidance."
        back={{ label: 'Back to Roadmaps', to: '/roadmaps' }}
      />
    );
  }
  return <RoadmapDetail key={slug} roadmap={roadmap} />;
}
