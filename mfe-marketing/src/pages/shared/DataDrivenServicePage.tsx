import { IconClock, IconUsers } from '@tabler/icons-react';
import { useLocation, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import type { ServiceEntry } from '../../content/offerings';
import type { SiteLink } from '../../content/types';
import { ServiceDetails, ServiceHero } from './ServiceLayout';

interface DataDrivenServicePageProps {
  service: ServiceEntry;
  section: string;
  /** The catalogue page: the back link and 'View All Services'. */
  catalogue: SiteLink;
  booking: string;
}

/**
 * The data-driven service page (docs/rules.md#it-solutions): title, icon, full description, Duration, Target
 * Audience, an image, 'Our Service Includes', 'Expected Outcomes' and 'Ready to Get Started?'.
 */
export function DataDrivenServicePage({ service, section, catalogue, booking }: DataDrivenServicePageProps) {
  const { pathname } = useLocation();
  usePageMeta({
    ...service.meta,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: section, path: catalogue.to },
      { name: service.title, path: pathname },
    ],
  });
  return (
    <>
      <ServiceHero
        back={{ label: `Back to ${section}`, to: catalogue.to }}
        eyebrow={section}
        icon={service.icon}
        title={service.title}
        summary={service.description}
        image={service.image}
        facts={[
          { icon: IconClock, label: 'Duration', value: service.duration },
          { icon: IconUsers, label: 'Target Audience', value: service.targetAudience },
        ]}
      />
      <ServiceDetails
        overview={service.fullDescription}
        features={{ id: 'includes-heading', title: 'Our Service Includes', items: service.features }}
        outcomes={{ title: 'Expected Outcomes', items: service.outcomes }}
      />
      <CallToAction
        title="Ready to Get Started?"
        text={`Tell us about your goals and we will shape ${service.title} around them.`}
        primary={{ label: 'Book Now Today', to: booking }}
        secondary={{ label: 'View All Services', to: catalogue.to }}
      />
    </>
  );
}
