import type { ReactNode } from 'react';
import type { TablerIcon } from '@tabler/icons-react';
import { IconBook, IconBriefcase, IconChartBar, IconCategory, IconTool, IconUserStar } from '@tabler/icons-react';
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, usePageMeta, StepList } from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { BadgeList } from '../../components/BadgeList';
import { CallToAction } from '../../components/CallToAction';
import { FactList } from '../../components/FactList';
import { PageHeader } from '../../components/PageHeader';
import { findRoadmap, roadmapNotFound, type Roadmap } from '../../content/roadmaps';
import { initialsOf } from '../../lib/initials';
import { BySlug } from '../shared/BySlug';
import classes from './RoadmapDetailPage.module.css';

function TagList({ items }: { items: string[] }) {
  return <BadgeList items={items} gap="xs" badge={{ variant: 'light', size: 'lg', radius: 'sm', tt: 'none', fw: 500 }} />;
}

/** A card of the summary column: an icon beside its heading, then the content. */
function SummaryCard({ icon: Icon, title, children }: { icon: TablerIcon; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="xs" mb="sm">
        <Icon size={20} aria-hidden className={classes.icon} />
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
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
            <SummaryCard icon={IconTool} title="Tools and Software">
              <TagList items={roadmap.tools} />
            </SummaryCard>
            <SummaryCard icon={IconBriefcase} title="Career Roles">
              <TagList items={roadmap.careerRoles} />
            </SummaryCard>
            <SummaryCard icon={IconUserStar} title="Mentors to Follow">
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
            </SummaryCard>
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
  return (
    <BySlug find={findRoadmap} notFound={roadmapNotFound}>
      {(roadmap) => <RoadmapDetail roadmap={roadmap} />}
    </BySlug>
  );
}
