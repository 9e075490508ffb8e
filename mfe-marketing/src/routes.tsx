import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { HomePage } from './pages/HomePage';

/** The marketing route tree, mounted by the shell for every marketing prefix. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
