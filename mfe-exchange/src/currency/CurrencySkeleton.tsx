import { Container, Group, SimpleGrid, Skeleton, Stack } from 'shared-ui';

/** docs/rules.md#states: the currency page's loading state, shaped like the page so nothing jumps. */
export function CurrencySkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading currency details">
      <Stack gap="lg">
        <Group gap="md">
          <Skeleton height={64} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={32} width="40%" />
            <Skeleton height={18} width="25%" />
          </Stack>
        </Group>
        <Skeleton height={48} width="35%" />
        <Skeleton height={420} />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Skeleton height={200} />
          <Skeleton height={200} />
          <Skeleton height={200} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
