import { IconClock, IconPhone, IconUsers } from '@tabler/icons-react';
import { Link, Button, Group, company, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import { practiceTrail } from '../../content/practices';
import { findSpecialistService, serviceNotFound, type PracticeRef, type SpecialistService } from '../../content/specialist-services';
import { BySlug } from '../shared/BySlug';
import { ServiceDetails, ServiceHero } from '../shared/ServiceLayout';

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
      <ServiceDetails
        overview={service.fullDescription}
        features={{ id: 'features-heading', title: 'Key Features', items: service.keyFeatures }}
        outcomes={{ title: 'Outcomes', items: service.outcomes }}
      />
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
  return (
    <BySlug find={findSpecialistService} notFound={serviceNotFound}>
      {({ service, practice }) => <ServiceDetail service={service} practice={practice} />}
    </BySlug>
  );
}
