import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from './DesignSystemProvider';
import { RequireSession } from './RequireSession';
import { useSession } from './session';

function AuthProbe() {
  const location = useLocation();
  return <p>auth page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string) {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<AuthProbe />} />
          <Route
            path="/dashboard"
            element={
              <RequireSession>
                <p>certificates</p>
              </RequireSession>
            }
          />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ user: null, session: null, loading: false, role: null });
});

describe('RequireSession (docs/rules.md#roles)', () => {
  it('waits while the session is being checked', () => {
    useSession.setState({ loading: true });
    renderAt('/dashboard');
    expect(screen.getByLabelText('Checking your session')).toBeTruthy();
    expect(screen.queryByText('certificates')).toBeNull();
  });

  it('sends a visitor to /auth, remembering where they were going', () => {
    renderAt('/dashboard?tab=all');
    expect(screen.getByText('auth page, from /dashboard?tab=all')).toBeTruthy();
  });

  it('shows a signed-in user the page', () => {
    useSession.setState({ user: { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', verified: true }, session: { token: 't' } });
    renderAt('/dashboard');
    expect(screen.getByText('certificates')).toBeTruthy();
  });
});
