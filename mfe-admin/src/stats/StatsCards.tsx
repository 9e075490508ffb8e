import { FigureCard, SimpleGrid } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { errorMessage, fetchStats } from '../api';
import { currentIssueMonth } from '../model';

/**
 * Total, active, distinct recipients and issued this month, counted by the server. A change
 * (refreshKey) counts again, keeping the last figures on screen until the new ones arrive.
 */
export function StatsCards({ refreshKey }: { refreshKey: number }) {
  const month = currentIssueMonth(new Date());
  const counters = useData(['admin/stats', month, refreshKey], () => fetchStats(month), { keepPrevious: true });
  if (counters.state.status === 'error') {
    return (
      <section aria-label="Counters">
        <LoadError title="The counters could not be loaded" onRetry={counters.retry}>
          {errorMessage(counters.state.error)}
        </LoadError>
      </section>
    );
  }
  const stats = counters.data;
  const cards = [
    { label: 'Total Certificates', value: stats?.total },
    { label: 'Active Certificates', value: stats?.active },
    { label: 'Recipients', value: stats?.recipients },
    { label: 'Issued This Month', value: stats?.issued_this_month },
  ];
  return (
    <section aria-label="Counters">
      {/* Two by two on a phone, so the counters take two short rows before the sections. */}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {cards.map((card) => (
          <FigureCard key={card.label} label={card.label} value={card.value} padding="md" />
        ))}
      </SimpleGrid>
    </section>
  );
}
