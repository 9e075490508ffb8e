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
import { preloadRemoteFor } from './remotes/RemoteRoutes';

export function start(config: RuntimeConfig) {
  const container = document.getElementById('root');
  // Spec §8: startup fails with this message when the page has no root container.
  if (!container) throw new Error('Failed to find the root element');

  configureBackend(config.pocketbaseUrl);
  startSession();
  // Fetch the remote of the page being entered while React starts, instead of after.
  preloadRemoteFor(window.location.pathname);

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
