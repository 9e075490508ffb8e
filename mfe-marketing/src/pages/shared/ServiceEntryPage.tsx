import { IconClock, IconUsers } from '@tabler/icons-react';
import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, useLocation, usePageMeta } from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { CallToAction } from '../../components/CallToAction';
import { CheckList } from '../../components/CheckList';
import { FactList } from '../../components/FactList';
import { IllustrationImage } from '../../components/IllustrationImage';
import type { ServiceEntry } from '../../content/offerings';
import type { SiteLink } from '../../content/types';

interface ServiceEntryPageProps {
  service: ServiceEntry;
  section: string;
  /** The catalogue page: the back link and 'View All Services'. */
  catalogue: SiteLink;
  booking: string;
}

/**
 * The data-driven service page (spec §2): title, icon, full description, Duration, Target
 * Audience, an image, 'Our Service Includes', 'Expected Outcomes' and 'Ready to Get Started?'.
 */
export function ServiceEntryPage({ service, section, catalogue, booking }: ServiceEntryPageProps) {
  const { pathname } = useLocation();
  usePageMeta({
    ...service.meta,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: section, path: catalogue.to },
      { name: service.title, path: pathname },
    ],
  });
  const { icon: Icon } = service;
  return (
    <>
      <Container size="lg" pt={40} pb={64} component="section" aria-labelledby="service-title">
        <BackLink to={catalogue.to} label={`Back to ${section}`} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} mt="lg">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={56} radius="md" variant="light">
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Text fw={700} c="brand.7" tt="uppercase" size="sm">
                {section}
              </Text>
            </Group>
            <Title order={1} id="service-title">
              {service.title}
            </Title>
            <Text size="lg" fw={500}>
              {service.description}
            </Text>
            {service.fullDescription.map((paragraph) => (
              <Text key={paragraph} c="dimmed">
                {paragraph}
              </Text>
            ))}
            <FactList
              facts={[
                { icon: IconClock, label: 'Duration', value: service.duration },
                { icon: IconUsers, label: 'Target Audience', value: service.targetAudience },
              ]}
            />
          </Stack>
          <IllustrationImage image={service.image} priority />
        </SimpleGrid>
      </Container>
      <Container size="lg" pb={48} component="section" aria-labelledby="includes-heading">
        <Title order={2} id="includes-heading" mb="lg">
          Our Service Includes
        </Title>
        <CheckList items={service.features} columns={3} />
      </Container>
      <Container size="lg" pb={16} component="section" aria-labelledby="outcomes-heading">
        <Title order={2} id="outcomes-heading" mb="lg">
          Expected Outcomes
        </Title>
        <CheckList items={service.outcomes} columns={3} />
      </Container>
      <CallToAction
        title="Ready to Get Started?"
        text={`Tell us about your goals and we will shape ${service.title} around them.`}
        primary={{ label: 'Book Now Today', to: booking }}
        secondary={{ label: 'View All Services', to: catalogue.to }}
      />
    </>
  );
}
