/**
 * A small host for running one remote alone (`pnpm --filter mfe-… dev`): the same providers and
 * session the shell gives it, without the shell. Not part of the shared singleton.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Container,
  DesignSystemProvider,
  Group,
  Text,
  configureBackend,
  startSession,
} from 'shared-ui';

export function startStandalone(Routes: ComponentType, pocketbaseUrl: string | undefined) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Failed to find the root element');
  if (pocketbaseUrl) configureBackend(pocketbaseUrl);
  startSession();
  createRoot(container).render(
    <StrictMode>
      <DesignSystemProvider>
        <BrowserRouter>
          <Container size="xl" py="xs">
            <Group gap="md">
              <Text size="xs" c="dimmed">
                Standalone development host
              </Text>
              <Link to="/">Home</Link>
            </Group>
          </Container>
          <Routes />
        </BrowserRouter>
      </DesignSystemProvider>
    </StrictMode>,
  );
}
