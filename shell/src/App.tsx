import { Route, Routes, useLocation, NotFoundPage } from 'shared-ui';
import { Layout } from './layout/Layout';
import { AuthPage } from './auth/AuthPage';
import { RemoteRoutes } from './remotes/RemoteRoutes';
import { ownerOf } from './remotes/ownership';

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
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<OwnedRoute />} />
      </Route>
    </Routes>
  );
}
