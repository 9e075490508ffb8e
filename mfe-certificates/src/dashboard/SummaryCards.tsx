import { FigureCard, SimpleGrid } from 'shared-ui';
import { formatLongDate, type CertificateSummary } from '../certificates/model';

/** docs/rules.md#dashboard: Total Certificates, Active Certificates, Latest Certificate. */
export function SummaryCards({ summary }: { summary: CertificateSummary }) {
  const cards = [
    { label: 'Total Certificates', value: String(summary.total) },
    { label: 'Active Certificates', value: String(summary.active) },
    { label: 'Latest Certificate', value: summary.latestIssueDate ? formatLongDate(summary.latestIssueDate) : 'None' },
  ];
  return (
    <section aria-label="Summary">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {cards.map((card) => (
          <FigureCard key={card.label} label={card.label} value={card.value} />
        ))}
      </SimpleGrid>
    </section>
  );
}
