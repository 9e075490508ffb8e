import { Button, Container, Group, Stack, Text, Title, signOut, usePageMeta, useSession } from 'shared-ui';

/** /admin: certificates, issuing and user roles. */
export function AdminDashboard() {
  const email = useSession((state) => state.user?.email ?? '');
  usePageMeta({ title: 'Admin Dashboard', description: 'Manage certificates and user roles.' });
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>Admin Dashboard</Title>
          <Text c="dimmed">Signed in as {email}</Text>
        </Stack>
        <Button variant="default" onClick={signOut}>
          Sign Out
        </Button>
      </Group>
    </Container>
  );
}
