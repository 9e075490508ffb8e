import { useEffect, useState } from 'react';
import { Card, SimpleGrid, Skeleton, Text } from 'shared-ui';
import { fetchStats, type CertificateStats } from '../api';
import { currentIssueMonth } from '../model';
import classes from '../Admin.module.css';

/** Total, active, distinct recipients and issued this month, counted by the server. */
export function StatsCards({ refreshKey }: { refreshKey: number }) {
  const [stats, setStats] = useState<CertificateStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchStats(currentIssueMonth(new Date())).then(
      (value) => current && (setStats(value), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);

  const cards = [
    { label: 'Total Certificates', value: stats?.total },
    { label: 'Active Certificates', value: stats?.active },
    { label: 'Recipients', value: stats?.recipients },
    { label: 'Issued This Month', value: stats?.issued_this_month },
  ];
  return (
    <section aria-label="Counters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {cards.map((card) => (
          <Card key={card.label} withBorder padding="lg" radius="md" role="group" aria-label={card.label}>
            <Text size="sm" className={classes.counterLabel}>
              {card.label}
            </Text>
            {card.value === undefined ? (
              failed ? (
                <Text className={classes.counterValue}>–</Text>
              ) : (
                <Skeleton height={28} mt="xs" aria-hidden />
              )
            ) : (
              <Text className={classes.counterValue}>{card.value}</Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
