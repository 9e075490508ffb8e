import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session';

/**
 * Shows its children to a signed-in user; sends a visitor to /auth, remembering where they were
 * going so that sign-in can bring them back (docs/rules.md#roles).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label="Checking your session" />
      </Center>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
