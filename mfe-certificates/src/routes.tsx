import { Route, Routes, NotFoundPage, RequireSession } from 'shared-ui';
import { VerifyCertificatePage } from './verify/VerifyCertificatePage';
import { CertificateDashboard } from './dashboard/CertificateDashboard';

/** The certificates remote's route tree, mounted by the shell for /dashboard and /verify/*. */
export default function CertificateRoutes() {
  return (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireSession>
            <CertificateDashboard />
          </RequireSession>
        }
      />
      <Route path="/verify" element={<VerifyCertificatePage />} />
      <Route path="/verify/:certificateId" element={<VerifyCertificatePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
