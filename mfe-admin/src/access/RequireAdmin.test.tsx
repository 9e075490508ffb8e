import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
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
  afterEach(() => useSession.setState({ user: null, session: null, role: null, roleLookupFailed: false, loading: true }));

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
    useSession.setState({ user, session: { token: 't' }, role: null, roleLookupFailed: false, loading: false });
    renderAdminRoute();
    expect(screen.getByLabelText('Checking your access')).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
  });

  it('says a failed role lookup failed and offers Retry, instead of waiting for ever', async () => {
    useSession.setState({ user, session: { token: 't' }, role: null, roleLookupFailed: true, loading: false });
    renderAdminRoute();
    expect(screen.getByText('Your access could not be checked')).toBeTruthy();
    expect(screen.queryByLabelText('Checking your access')).toBeNull();
    expect(screen.queryByText('Admin content')).toBeNull();
    expect(screen.queryByText('Dashboard page')).toBeNull();

    // Retry asks the server again: the page waits for the answer, which here fails once more.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByLabelText('Checking your access')).toBeTruthy();
    expect(await screen.findByText('Your access could not be checked')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Role lookup failed', expect.anything());
  });
});
