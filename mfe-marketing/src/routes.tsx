import { Suspense } from 'react';
import { NotFoundPage, Outlet, PageSkeleton, Route, Routes, WithFooter, lazyPage } from 'shared-ui';
import classes from './routes.module.css';
// The home page (above the fold; its lower sections load as they near the viewport) travels with
// the route tree: it is the most visited entry, and a chunk of its own cost a request in series
// before the first paint. Every other page is a chunk of its own, so / downloads none of them.
import HomePage from './pages/home/HomePage';

const ContactPage = lazyPage('marketing/contact', () => import(/* webpackChunkName: "marketing/contact" */ './pages/contact/ContactPage'));
const ThankYouPage = lazyPage('marketing/thank-you', () => import(/* webpackChunkName: "marketing/thank-you" */ './pages/ThankYouPage'));
const LegalPage = lazyPage('marketing/legal', () => import(/* webpackChunkName: "marketing/legal" */ './pages/legal/LegalPage'));
const AcademyPage = lazyPage('marketing/academy', () => import(/* webpackChunkName: "marketing/academy" */ './pages/academy/AcademyPage'));
const AcademySlugPage = lazyPage('marketing/academy-slug', () => import(/* webpackChunkName: "marketing/academy-slug" */ './pages/academy/AcademySlugPage'));
const ItSolutionsPage = lazyPage('marketing/it-solutions', () => import(/* webpackChunkName: "marketing/it-solutions" */ './pages/it-solutions/ItSolutionsPage'));
const ItSolutionsSlugPage = lazyPage('marketing/it-solutions-slug', () => import(/* webpackChunkName: "marketing/it-solutions-slug" */ './pages/it-solutions/ItSolutionsSlugPage'));
const ServicesPage = lazyPage('marketing/services', () => import(/* webpackChunkName: "marketing/services" */ './pages/services/ServicesPage'));
const BlockchainPage = lazyPage('marketing/blockchain', () => import(/* webpackChunkName: "marketing/blockchain" */ './pages/services/BlockchainPage'));
const SalesforcePage = lazyPage('marketing/salesforce', () => import(/* webpackChunkName: "marketing/salesforce" */ './pages/services/SalesforcePage'));
const SpecialistServicePage = lazyPage('marketing/specialist-service', () => import(/* webpackChunkName: "marketing/specialist-service" */ './pages/services/SpecialistServicePage'));
const RoadmapsPage = lazyPage('marketing/roadmaps', () => import(/* webpackChunkName: "marketing/roadmaps" */ './pages/roadmaps/RoadmapsPage'));
const RoadmapDetailPage = lazyPage('marketing/roadmap-detail', () => import(/* webpackChunkName: "marketing/roadmap-detail" */ './pages/roadmaps/RoadmapDetailPage'));
const TeamPage = lazyPage('marketing/team', () => import(/* webpackChunkName: "marketing/team" */ './pages/team/TeamPage'));
const TeamMemberPage = lazyPage('marketing/team-member', () => import(/* webpackChunkName: "marketing/team-member" */ './pages/team/TeamMemberPage'));

/** Every marketing page ends with the shared footer (docs/rules.md#footer). */
function MarketingLayout() {
  return (
    <WithFooter className={classes.content}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </WithFooter>
  );
}

/**
 * The marketing route tree (docs/architecture.md#route-ownership). The shell mounts it on a catch-all
 * route, so the paths here are absolute. Static segments outrank `:slug`, so /services/blockchain
 * and /services/salesforce reach their fixed pages; each slug page resolves its own slugs and
 * shows its section's "not found" message.
 */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route element={<MarketingLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/thank-you" element={<ThankYouPage />} />
        <Route path="/privacy" element={<LegalPage document="privacy" />} />
        <Route path="/terms" element={<LegalPage document="terms" />} />
        <Route path="/gx-academy" element={<AcademyPage />} />
        <Route path="/gx-academy/:slug" element={<AcademySlugPage />} />
        <Route path="/gxit-solutions" element={<ItSolutionsPage />} />
        <Route path="/gxit-solutions/:slug" element={<ItSolutionsSlugPage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/services/blockchain" element={<BlockchainPage />} />
        <Route path="/services/salesforce" element={<SalesforcePage />} />
        <Route path="/services/:slug" element={<SpecialistServicePage />} />
        <Route path="/roadmaps" element={<RoadmapsPage />} />
        <Route path="/roadmaps/:slug" element={<RoadmapDetailPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/team/:slug" element={<TeamMemberPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
