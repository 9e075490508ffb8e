import { Suspense } from 'react';
import { Container, Route, Routes, NotFoundPage, Skeleton, Stack, lazyPage } from 'shared-ui';
import { CurrencySkeleton } from './currency/CurrencySkeleton';

// Each page is a chunk of its own: the currency page carries the chart library (ECharts), so the
// landing page never downloads it, and a currency page (weight budget 380 KB) skips the landing
// page's sections.
const ExchangeLandingPage = lazyPage('exchange/landing', () => import(/* webpackChunkName: "exchange/landing" */ './landing/ExchangeLandingPage'));
const CurrencyPage = lazyPage('exchange/currency', () => import(/* webpackChunkName: "exchange/currency" */ './currency/CurrencyPage'));

function LandingSkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading page">
      <Stack gap="md">
        <Skeleton height={46} />
        <Skeleton height={320} />
        <Skeleton height={200} />
      </Stack>
    </Container>
  );
}

/** The exchange's route tree, mounted by the shell for /gx-exchange/*. */
export default function ExchangeRoutes() {
  return (
    <Routes>
      <Route
        path="/gx-exchange"
        element={
          <Suspense fallback={<LandingSkeleton />}>
            <ExchangeLandingPage />
          </Suspense>
        }
      />
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
