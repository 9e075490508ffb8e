import { Container, SimpleGrid, Stack, Text, SectionHeading, HighlightGrid } from 'shared-ui';
import { about } from '../../content/home';
import classes from './AboutSection.module.css';

/** Why-us: id="about" is the target of the navigation's About entry (/#about). */
export function AboutSection() {
  return (
    <section id="about" className={classes.section} aria-labelledby="about-heading">
      <Container size="lg" py={80}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={48}>
          <Stack gap={0}>
            <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.title} align="left" />
            <Text c="dimmed" mt={-8}>
              {about.text}
            </Text>
          </Stack>
          <div className={classes.reasons}>
            <HighlightGrid items={about.reasons} columns={2} />
          </div>
        </SimpleGrid>
      </Container>
    </section>
  );
}
