import { Suspense, type ReactNode } from 'react';
import { NotFoundPage, PageSkeleton, Route, Routes, RequireSession, lazyPage } from 'shared-ui';
// The public verification page travels with the route tree: it is what visitors open from a QR
// code or a link, and a chunk of its own would cost a request in series before it paints. The
// signed-in pages load as chunks of their own.
import { VerifyCertificatePage } from './verify/VerifyCertificatePage';

const CertificateDashboard = lazyPage('certificates/dashboard', () =>
  import(/* webpackChunkName: "certificates/dashboard" */ './dashboard/CertificateDashboard').then((module) => ({ default: module.CertificateDashboard })),
);
const PrintableCertificatePage = lazyPage('certificates/print', () =>
  import(/* webpackChunkName: "certificates/print" */ './print/PrintableCertificatePage').then((module) => ({ default: module.PrintableCertificatePage })),
);

/** docs/rules.md#roles: signed-in pages send a visitor to /auth, and sign-in brings them back. */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RequireSession>
  );
}

/** The certificates remote's route tree, mounted by the shell for /dashboard/* and /verify/*. */
export default function CertificateRoutes() {
  return (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <SignedIn>
            <CertificateDashboard />
          </SignedIn>
        }
      />
      <Route
        path="/dashboard/certificates/:certificateId/print"
        element={
          <SignedIn>
            <PrintableCertificatePage />
          </SignedIn>
        }
      />
      <Route path="/verify" element={<VerifyCertificatePage />} />
      <Route path="/verify/:certificateId" element={<VerifyCertificatePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
