import { Link, Button, Container, Stack, Text, Title, usePageMeta } from 'shared-ui';
import type { NotFoundContent } from '../content/types';

/** `title`: the section's own wording ('Service Not Found', 'Roadmap not found.', …). */
interface NotFoundMessageProps extends NotFoundContent {
  /** The HTTP status of the page: 404, or 410 for what was removed for good. */
  status?: 404 | 410;
}

/** What an unknown slug shows inside its section: the message and a way back. */
export function NotFoundMessage({ title, text, back, status = 404 }: NotFoundMessageProps) {
  usePageMeta({ title, description: text, status });
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={back.to} mt="sm">
          {back.label}
        </Button>
      </Stack>
    </Container>
  );
}
