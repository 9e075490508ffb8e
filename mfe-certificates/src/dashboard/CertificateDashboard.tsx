import { Button, Container, Group, Stack, Text, Title, signOut, usePageMeta, useSession } from 'shared-ui';

/** /dashboard: the signed-in user's certificates. */
export function CertificateDashboard() {
  const email = useSession((state) => state.user?.email ?? '');
  usePageMeta({ title: 'Certificate Dashboard', description: 'Your GX Academy certificates.' });
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>Certificate Dashboard</Title>
          <Text c="dimmed">Welcome back, {email}</Text>
        </Stack>
        <Button variant="default" onClick={signOut}>
          Sign Out
        </Button>
      </Group>
    </Container>
  );
}
