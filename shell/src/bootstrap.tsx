import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  DesignSystemProvider,
  ErrorBoundary,
  configureBackend,
  startSession,
  type RuntimeConfig,
} from 'shared-ui';
import { App } from './App';

export function start(config: RuntimeConfig) {
  const container = document.getElementById('root');
  // Spec §8: startup fails with this message when the page has no root container.
  if (!container) throw new Error('Failed to find the root element');

  configureBackend(config.pocketbaseUrl);
  startSession();

  createRoot(container).render(
    <StrictMode>
      <DesignSystemProvider>
        <ErrorBoundary>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ErrorBoundary>
      </DesignSystemProvider>
    </StrictMode>,
  );
}
