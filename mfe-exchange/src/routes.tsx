import { Suspense, lazy } from 'react';
import { Route, Routes, NotFoundPage } from 'shared-ui';
import { ExchangeLandingPage } from './landing/ExchangeLandingPage';
import { CurrencySkeleton } from './currency/CurrencySkeleton';

// The currency page carries the chart library (ECharts): a chunk of its own, so the landing page
// never downloads it.
const CurrencyPage = lazy(() => import('./currency/CurrencyPage'));

/** The exchange's route tree, mounted by the shell for /gx-exchange/*. */
export default function ExchangeRoutes() {
  return (
    <Routes>
      <Route path="/gx-exchange" element={<ExchangeLandingPage />} />
      <Route
        path="/gx-exchange/currency/:id"
        element={
          <Suspense fallback={<CurrencySkeleton />}>
            <CurrencyPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
