import { Container, Skeleton, Stack } from '@mantine/core';

/** What a page shows while its code loads: a title, two lines of text and a block, announced as loading. */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading page">
      <Stack gap="md">
        <Skeleton height={40} width="60%" />
        <Skeleton height={18} />
        <Skeleton height={18} width="90%" />
        <Skeleton height={240} mt="md" />
      </Stack>
    </Container>
  );
}
