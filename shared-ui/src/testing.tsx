/**
 * Test helper for every package's component tests: renders inside the providers the shell gives
 * a remote (design system and router). Not part of the shared singleton.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DesignSystemProvider } from './DesignSystemProvider';

/**
 * The router of component tests that render their own routes. Not in 'shared-ui': the singleton
 * reaches every visitor whole, and no page uses a memory router.
 */
export { MemoryRouter };

/**
 * Each render gets a data cache of its own (`shared-ui/data`): on the site one cache is shared on
 * purpose, but a test must not be handed the answer an earlier test loaded under the same key.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </DesignSystemProvider>
    </SWRConfig>,
  );
}
