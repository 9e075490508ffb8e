import { Container, Title } from 'shared-ui';

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>GX Academy</Title>
    </Container>
  );
}
