import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from './page-meta';

const quickLinks = [
  { to: '/services', label: 'Services' },
  { to: '/roadmaps', label: 'Career Roadmaps' },
  { to: '/team', label: 'Our Team' },
];

/** docs/rules.md#not-found: the page for unknown paths, shown by the shell and by remotes for unknown sub-paths. */
export function NotFoundPage() {
  const navigate = useNavigate();
  usePageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.', status: 404 });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={800} c="brand.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page Not Found</Title>
        <Text c="dimmed">The page you are looking for may have been moved, renamed or never existed.</Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Go to Homepage
          </Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="lg">
          Or try one of these:
        </Text>
        <Group justify="center" gap="lg">
          {quickLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
