import { IconClock, IconUsers } from '@tabler/icons-react';
import { LinkCard } from '../../components/LinkCard';
import type { SpecialistService } from '../../content/specialist-services';

/** A blockchain or Salesforce card: banner image, category, title, description, duration, audience. */
export function SpecialistCard({ service }: { service: SpecialistService }) {
  return (
    <LinkCard
      title={service.title}
      description={service.shortDescription}
      to={`/services/${service.slug}`}
      image={service.bannerImage}
      badge={service.category}
      facts={[
        { icon: IconClock, label: 'Duration', value: service.duration },
        { icon: IconUsers, label: 'Audience', value: service.audience },
      ]}
    />
  );
}
