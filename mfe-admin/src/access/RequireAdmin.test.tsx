import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useSession } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { RequireAdmin } from './RequireAdmin';

const user = { id: 'u1', email: 'someone@example.com', firstName: 'Some', lastName: 'One', verified: true };

function renderAdminRoute() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <p>Admin content</p>
          </RequireAdmin>
        }
      />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { route: '/admin' },
  );
}

describe('RequireAdmin', () => {
  afterEach(() => useSession.setState({ user: null, session: null, role: null, loading: true }));

  it('shows the admin area to an admin', () => {
    useSession.setState({ user, session: { token: 't' }, role: 'admin', loading: false });
    renderAdminRoute();
    expect(screen.getByText('Admin content')).toBeTruthy();
  });

  it('sends a signed-in user who is not an admin to /dashboard with Access Denied', async () => {
    useSession.setState({ user, session: { token: 't' }, role: 'user', loading: false });
    renderAdminRoute();
    expect(screen.getByText('Dashboard page')).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('You do not have admin privileges.')).toBeTruthy();
  });

  it('waits while the role is still being looked up', () => {
    useSession.setState({ user, session: { token: 't' }, role: null, loading: false });
    renderAdminRoute();
    expect(screen.getByLabelText('Checking your access')).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
  });
});
