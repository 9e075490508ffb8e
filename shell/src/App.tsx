import { Suspense } from 'react';
import { Center, Loader, Route, Routes, useLocation, NotFoundPage, WithFooter, lazyPage } from 'shared-ui';
import { Layout } from './layout/Layout';
import { RemoteRoutes } from './remotes/RemoteRoutes';
import { drawsOwnFooter, ownerOf } from './remotes/ownership';

// Its own chunk: the auth forms (and shared-ui/forms with them) load only when /auth is visited.
const AuthPage = lazyPage('shell/auth', () => import(/* webpackChunkName: "shell/auth" */ './auth/AuthPage').then((module) => ({ default: module.AuthPage })));

/** Hands every path to the remote that owns it, or shows the not-found page; every page ends with the footer. */
function OwnedRoute() {
  const { pathname } = useLocation();
  const container = ownerOf(pathname);
  if (!container) {
    return (
      <WithFooter>
        <NotFoundPage />
      </WithFooter>
    );
  }
  return drawsOwnFooter(container) ? (
    <RemoteRoutes container={container} />
  ) : (
    <WithFooter>
      <RemoteRoutes container={container} />
    </WithFooter>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="/auth"
          element={
            <WithFooter>
              <Suspense
                fallback={
                  <Center mih="50vh">
                    <Loader role="status" aria-label="Loading" />
                  </Center>
                }
              >
                <AuthPage />
              </Suspense>
            </WithFooter>
          }
        />
        <Route path="*" element={<OwnedRoute />} />
      </Route>
    </Routes>
  );
}
