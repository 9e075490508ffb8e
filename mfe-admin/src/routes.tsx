import { Route, Routes, NotFoundPage, RequireSession } from 'shared-ui';
import { RequireAdmin } from './access/RequireAdmin';
import { AdminDashboard } from './AdminDashboard';

/** The admin remote's route tree, mounted by the shell for /admin/*. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <RequireSession>
            <RequireAdmin>
              <AdminDashboard />
            </RequireAdmin>
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
