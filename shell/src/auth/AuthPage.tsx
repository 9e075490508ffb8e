import { Container, Text, Title, usePageMeta } from 'shared-ui';

/** /auth: sign in, sign up, verification and password reset (issue 4 fills this in). */
export function AuthPage() {
  usePageMeta({ title: 'Sign In', description: 'Sign in or create your GX account.' });
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Sign In</Title>
      <Text c="dimmed">Sign in to see your certificates.</Text>
    </Container>
  );
}
