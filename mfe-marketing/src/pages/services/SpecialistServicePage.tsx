import { IconClock, IconPhone, IconUsers } from '@tabler/icons-react';
import {
  Link,
  useParams,
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  company,
  usePageMeta,
} from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { CallToAction } from '../../components/CallToAction';
import { CheckList } from '../../components/CheckList';
import { FactList } from '../../components/FactList';
import { IllustrationImage } from '../../components/IllustrationImage';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { practiceTrail } from '../../content/practices';
import { findSpecialistService, type PracticeRef, type SpecialistService } from '../../content/specialist-services';

const telephoneLink = `tel:${company.phone.replace(/\s+/g, '')}`;

function CallNow({ variant }: { variant: 'white' | 'outline' }) {
  return (
    <Button component="a" href={telephoneLink} size="md" variant={variant} leftSection={<IconPhone size={18} aria-hidden />}>
      Call Now
    </Button>
  );
}

function ServiceDetail({ service, practice }: { service: SpecialistService; practice: PracticeRef }) {
  usePageMeta({
    title: `${service.title} | ${practice.name}`,
    description: service.shortDescription,
    keywords: service.keywords,
    breadcrumbs: [...practiceTrail(practice), { name: service.title, path: `/services/${service.slug}` }],
  });
  return (
    <>
      <Container size="lg" pt={40} pb={48} component="section" aria-labelledby="service-title">
        <BackLink to={practice.to} label={`Back to ${practice.name}`} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} mt="lg">
          <Stack gap="md">
            <Badge variant="light" color="accent" size="lg" tt="none">
              {service.category}
            </Badge>
            <Title order={1} id="service-title">
              {service.title}
            </Title>
            <Text size="lg" fw={500}>
              {service.shortDescription}
            </Text>
            <FactList
              facts={[
                { icon: IconClock, label: 'Duration', value: service.duration },
                { icon: IconUsers, label: 'Audience', value: service.audience },
              ]}
            />
            <Group gap="sm" mt="sm">
              <Button component={Link} to="/contact" size="md">
                Book Consultation
              </Button>
              <CallNow variant="outline" />
            </Group>
          </Stack>
          <IllustrationImage image={service.bannerImage} priority />
        </SimpleGrid>
      </Container>
      <Container size="lg" pb={48} component="section" aria-labelledby="overview-heading">
        <Title order={2} id="overview-heading" mb="sm">
          Overview
        </Title>
        <Stack gap="sm" maw={820}>
          {service.fullDescription.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Container>
      <Container size="lg" pb={48} component="section" aria-labelledby="features-heading">
        <Title order={2} id="features-heading" mb="lg">
          Key Features
        </Title>
        <CheckList items={service.keyFeatures} columns={3} />
      </Container>
      <Container size="lg" pb={16} component="section" aria-labelledby="outcomes-heading">
        <Title order={2} id="outcomes-heading" mb="lg">
          Outcomes
        </Title>
        <CheckList items={service.outcomes} columns={3} />
      </Container>
      <CallToAction
        title={`Interested in ${service.title}?`}
        text="Book a free consultation or call us to talk it through with a specialist."
        primary={{ label: service.ctaButtonText, to: service.ctaLink }}
        extra={<CallNow variant="white" />}
      />
    </>
  );
}

/** /services/{slug} (spec §2): a blockchain or Salesforce service; 'Service not found.' otherwise. */
export default function SpecialistServicePage() {
  const { slug = '' } = useParams();
  const found = findSpecialistService(slug);
  if (!found) {
    return (
      <NotFoundMessage
        title="Service not found."
        text="The service you are looking for does not exist or has moved."
        back={{ label: 'See All Services', to: '/services' }}
      />
    );
  }
  return <ServiceDetail key={slug} service={found.service} practice={found.practice} />;
}
