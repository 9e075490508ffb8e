import { Suspense } from 'react';
import { Center, Loader, Route, Routes, useLocation, NotFoundPage, lazyPage } from 'shared-ui';
import { Layout } from './layout/Layout';
import { RemoteRoutes } from './remotes/RemoteRoutes';
import { ownerOf } from './remotes/ownership';

// Its own chunk: the auth forms (and shared-ui/forms with them) load only when /auth is visited.
const AuthPage = lazyPage('shell/auth', () => import(/* webpackChunkName: "shell/auth" */ './auth/AuthPage').then((module) => ({ default: module.AuthPage })));

/** Hands every path to the remote that owns it, or shows the not-found page. */
function OwnedRoute() {
  const { pathname } = useLocation();
  const container = ownerOf(pathname);
  return container ? <RemoteRoutes container={container} /> : <NotFoundPage />;
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="/auth"
          element={
            <Suspense
              fallback={
                <Center mih="50vh">
                  <Loader role="status" aria-label="Loading" />
                </Center>
              }
            >
              <AuthPage />
            </Suspense>
          }
        />
        <Route path="*" element={<OwnedRoute />} />
      </Route>
    </Routes>
  );
}
