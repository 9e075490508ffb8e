import { useParams } from 'shared-ui';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import type { FixedPageLabels, Offering, ServiceEntry } from '../../content/offerings';
import { DataDrivenServicePage } from './DataDrivenServicePage';
import { FixedPage } from './FixedPage';

interface DivisionSlugPageProps {
  labels: FixedPageLabels;
  /** The division's fixed offerings, which win over its data-driven entries. */
  findOffering: (slug: string) => Offering | undefined;
  findEntry: (slug: string) => ServiceEntry | undefined;
}

/**
 * A division's `/{division}/{slug}`: a fixed offering's page, else a data-driven entry's, else
 * 'Service Not Found' with the way back to the division.
 */
export function DivisionSlugPage({ labels, findOffering, findEntry }: DivisionSlugPageProps) {
  const { slug = '' } = useParams();
  const offering = findOffering(slug);
  if (offering) return <FixedPage key={slug} offering={offering} labels={labels} />;
  const entry = findEntry(slug);
  if (entry) {
    return (
      <DataDrivenServicePage
        key={slug}
        service={entry}
        section={labels.section}
        catalogue={{ label: 'View All Services', to: labels.back.to }}
        booking={labels.booking}
      />
    );
  }
  return <NotFoundMessage title="Service Not Found" text={labels.notFoundText} back={labels.back} />;
}
