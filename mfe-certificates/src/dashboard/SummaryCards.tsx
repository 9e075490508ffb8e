import { Card, SimpleGrid, Text } from 'shared-ui';
import { formatLongDate, type CertificateSummary } from '../certificates/model';
import classes from './CertificateDashboard.module.css';

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
          <Card key={card.label} withBorder padding="lg" radius="md" role="group" aria-label={card.label}>
            <Text size="sm" className={classes.cardLabel}>
              {card.label}
            </Text>
            <Text className={classes.cardValue}>{card.value}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
