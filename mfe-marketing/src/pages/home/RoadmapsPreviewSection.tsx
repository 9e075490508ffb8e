import { Button, Center, Container, Link, SectionHeading } from 'shared-ui';
import { roadmapsPreview } from '../../content/home-sections';
import RoadmapGrid from '../roadmaps/RoadmapGrid';
import classes from './HomeSections.module.css';

export default function RoadmapsPreviewSection() {
  return (
    <section className={classes.band} aria-labelledby="roadmaps-preview-heading">
      <Container size="lg" py={64}>
        <SectionHeading id="roadmaps-preview-heading" eyebrow={roadmapsPreview.eyebrow} title={roadmapsPreview.title} subtitle={roadmapsPreview.subtitle} />
        <RoadmapGrid limit={roadmapsPreview.count} />
        <Center mt="xl">
          <Button component={Link} to={roadmapsPreview.more.to} variant="outline" size="md">
            {roadmapsPreview.more.label}
          </Button>
        </Center>
      </Container>
    </section>
  );
}
