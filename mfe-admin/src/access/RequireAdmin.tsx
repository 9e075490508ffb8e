import { useEffect, type ReactNode } from 'react';
import { Navigate, Center, Loader, notifications, useSession } from 'shared-ui';

/**
 * Spec §6: a signed-in user who is not an admin is sent to /dashboard with 'Access Denied'. The
 * server refuses every admin call on its own; this is the user's convenience.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useSession((state) => state.role);
  const roleKnown = useSession((state) => state.role !== null || state.user === null);
  const denied = roleKnown && role !== 'admin';

  useEffect(() => {
    if (denied) {
      notifications.show({ id: 'admin-access-denied', color: 'red', title: 'Access Denied', message: 'You do not have admin privileges.' });
    }
  }, [denied]);

  if (!roleKnown) {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label="Checking your access" />
      </Center>
    );
  }
  if (denied) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
