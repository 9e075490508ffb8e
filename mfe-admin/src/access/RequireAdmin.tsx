import { useEffect, type ReactNode } from 'react';
import { Button, Center, Loader, Navigate, Stack, Text, notifications, retryRoleLookup, useSession } from 'shared-ui';

/**
 * docs/rules.md#roles: a signed-in user who is not an admin is sent to /dashboard with 'Access Denied'. The
 * server refuses every admin call on its own; this is the user's convenience. A role lookup that
 * failed (docs/rules.md#errors: logged, role none) is neither admin nor not: it says so and offers Retry.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useSession((state) => state.role);
  const lookupFailed = useSession((state) => state.roleLookupFailed && state.user !== null);
  const roleKnown = useSession((state) => state.role !== null || state.user === null);
  const denied = roleKnown && role !== 'admin';

  useEffect(() => {
    if (denied) {
      notifications.show({ id: 'admin-access-denied', color: 'red', title: 'Access Denied', message: 'You do not have admin privileges.' });
    }
  }, [denied]);

  if (lookupFailed) {
    return (
      <Center mih="40vh">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={600}>Your access could not be checked</Text>
          <Text size="sm">The connection to the server failed. Please try again.</Text>
          <Button onClick={retryRoleLookup}>Retry</Button>
        </Stack>
      </Center>
    );
  }
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
