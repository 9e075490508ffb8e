import { Suspense } from 'react';
import { Link, Button, Container, Group, SimpleGrid, Skeleton, lazyPage, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { roadmapsPage } from '../../content/roadmaps';

const RoadmapGrid = lazyPage('marketing/roadmap-grid', () => import(/* webpackChunkName: "marketing/roadmap-grid" */ './RoadmapGrid'));

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true" aria-label="Loading roadmaps" role="status">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={460} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** /roadmaps: the grid of career roadmaps (docs/rules.md#roadmaps). */
export default function RoadmapsPage() {
  usePageMeta(roadmapsPage.meta);
  return (
    <>
      <PageHeader eyebrow={roadmapsPage.eyebrow} title={roadmapsPage.title} subtitle={roadmapsPage.subtitle}>
        <Group gap="sm">
          <Button component={Link} to="/contact" color="accent" size="md">
            Get in Touch
          </Button>
          <Button component={Link} to="/services" variant="white" size="md">
            Explore Our Services
          </Button>
        </Group>
      </PageHeader>
      <Container size="lg" py={64} component="section" aria-label="All roadmaps">
        <Suspense fallback={<GridSkeleton />}>
          <RoadmapGrid headingOrder={2} />
        </Suspense>
      </Container>
      <CallToAction
        title="Want a roadmap made for you?"
        text="A counsellor can turn any of these paths into a personal plan that fits your class, college and goals."
        primary={{ label: 'Get in Touch', to: '/contact' }}
        secondary={{ label: 'Explore Our Services', to: '/services' }}
      />
    </>
  );
}
