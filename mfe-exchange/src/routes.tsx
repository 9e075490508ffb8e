import { Route, Routes, NotFoundPage } from 'shared-ui';
import { ExchangeLandingPage } from './landing/ExchangeLandingPage';

/** The exchange's route tree, mounted by the shell for /gx-exchange/*. */
export default function ExchangeRoutes() {
  return (
    <Routes>
      <Route path="/gx-exchange" element={<ExchangeLandingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
