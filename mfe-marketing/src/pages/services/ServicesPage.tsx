import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link, Button, Card, Container, List, SimpleGrid, Text, ThemeIcon, Title, usePageMeta, SectionHeading } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { LinkCard } from '../../components/LinkCard';
import { PageHeader } from '../../components/PageHeader';
import { divisions, practices, servicesPage } from '../../content/services';
import classes from './ServicesPage.module.css';

/** /services: the three division cards (docs/rules.md#services) and the two specialist practices. */
export default function ServicesPage() {
  usePageMeta(servicesPage.meta);
  return (
    <>
      <PageHeader eyebrow={servicesPage.eyebrow} title={servicesPage.title} subtitle={servicesPage.subtitle} />
      <Container size="lg" py={64} component="section" aria-labelledby="divisions-heading">
        <SectionHeading id="divisions-heading" eyebrow="Our divisions" title="Choose Where to Start" />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {divisions.map(({ icon: Icon, ...division }) => (
            <Card key={division.name} component="article" withBorder radius="lg" padding="xl" className={classes.division}>
              <ThemeIcon size={56} radius="md">
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Title order={3} mt="md">
                {division.name}
              </Title>
              <Text c="dimmed" mt={6}>
                {division.description}
              </Text>
              <List
                mt="md"
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={12} aria-hidden />
                  </ThemeIcon>
                }
                className={classes.highlights}
              >
                {division.highlights.map((highlight) => (
                  <List.Item key={highlight}>{highlight}</List.Item>
                ))}
              </List>
              <Button component={Link} to={division.to} mt="xl" fullWidth rightSection={<IconArrowRight size={16} aria-hidden />}>
                {division.ctaLabel}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <section className={classes.band} aria-labelledby="practices-heading">
        <Container size="lg" py={64}>
          <SectionHeading
            id="practices-heading"
            eyebrow="Specialist practices"
            title="Blockchain and Salesforce"
            subtitle="Dedicated teams within GXIT Solutions for Web3 products and the Salesforce platform."
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {practices.map((practice) => (
              <LinkCard
                key={practice.to}
                title={practice.name}
                description={practice.description}
                to={practice.to}
                image={practice.image}
                actionLabel="Explore"
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <CallToAction
        title="Not sure which service you need?"
        text="Tell us what you are trying to achieve and we will point you to the right team."
        primary={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
