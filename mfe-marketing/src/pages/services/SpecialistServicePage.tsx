import { IconClock, IconPhone, IconUsers } from '@tabler/icons-react';
import { Link, useParams, Button, Group, company, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { practiceTrail } from '../../content/practices';
import { findSpecialistService, type PracticeRef, type SpecialistService } from '../../content/specialist-services';
import { Checks, Prose, ServiceHero, ServiceSection } from '../shared/ServiceLayout';

const telephoneLink = `tel:${company.phone.replace(/\s+/g, '')}`;

/** On the dark banner and on the closing band alike: a white button. */
function CallNow() {
  return (
    <Button component="a" href={telephoneLink} size="md" variant="white" leftSection={<IconPhone size={18} aria-hidden />}>
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
      <ServiceHero
        back={{ label: `Back to ${practice.name}`, to: practice.to }}
        eyebrow={service.category}
        title={service.title}
        summary={service.shortDescription}
        image={service.bannerImage}
        facts={[
          { icon: IconClock, label: 'Duration', value: service.duration },
          { icon: IconUsers, label: 'Audience', value: service.audience },
        ]}
        actions={
          <Group gap="sm" mt="sm">
            <Button component={Link} to="/contact" size="md" color="accent">
              Book Consultation
            </Button>
            <CallNow />
          </Group>
        }
      />
      <ServiceSection id="overview-heading" title="Overview">
        <Prose paragraphs={service.fullDescription} />
      </ServiceSection>
      <ServiceSection id="features-heading" title="Key Features" band>
        <Checks items={service.keyFeatures} onTint />
      </ServiceSection>
      <ServiceSection id="outcomes-heading" title="Outcomes">
        <Checks items={service.outcomes} />
      </ServiceSection>
      <CallToAction
        title={`Interested in ${service.title}?`}
        text="Book a free consultation or call us to talk it through with a specialist."
        primary={{ label: service.ctaButtonText, to: service.ctaLink }}
        extra={<CallNow />}
      />
    </>
  );
}

/** /services/{slug} (docs/rules.md#services): a blockchain or Salesforce service; 'Service not found.' otherwise. */
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
