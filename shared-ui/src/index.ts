/**
 * shared-ui: the one library every app shares as a singleton (docs/architecture.md#shared-singletons). Import it by its
 * package name only; a relative import would make a second copy. Form inputs, validation and the
 * auth calls live in 'shared-ui/forms' (see forms.ts), so that pages without a form skip them;
 * what only the render server uses lives in 'shared-ui/server' (see server.ts).
 */
export * from './design-system';
export * from './router';
export { theme } from './theme';
export { DesignSystemProvider } from './DesignSystemProvider';
export { configureBackend, backend, backendUrl } from './backend';
export { configureSiteOrigin, siteOrigin } from './site-origin';
export type { RuntimeConfig } from './runtime-config';
export {
  useSession,
  selectIsAdmin,
  startSession,
  signOut,
  refreshSession,
  lookupRole,
  retryRoleLookup,
  AUTH_LOADING_FALLBACK_MS,
  type Role,
  type SessionState,
  type SessionUser,
} from './session';
export { ErrorScreen } from './ErrorScreen';
export { ErrorBoundary } from './ErrorBoundary';
export { NotFoundPage } from './NotFoundPage';
export { usePageMeta, PageMetaContext, SITE_NAME, type PageMeta, type PageMetaRecorder } from './page-meta';
export type { SitemapContext, SitemapModule } from './sitemap';
export type { Course, FAQPage, Organization, WithContext } from 'schema-dts';
export { Form } from './Form';
export { useServerData, useHydrated, ServerDataContext, createHydrationDataStore, isApiNotFound, isApiUnavailable, type ApiNotFound, type ApiUnavailable, type ServerDataStore } from './server-data';
export { RequireSession } from './RequireSession';
export { lazyPage, preloadPages, RenderedPagesContext, type RenderedParts } from './lazy-page';
export { company } from './company';
export { Banner, ClosingBand } from './Banner';
export { BrandLogo } from './BrandLogo';
export { Footer, WithFooter } from './Footer';
export { PageSkeleton } from './PageSkeleton';
export { Eyebrow, SectionHeading } from './SectionHeading';
export { FigureCard } from './FigureCard';
export { FigureList, type Figure } from './FigureList';
export { HighlightGrid, type Highlight } from './HighlightGrid';
export { StepList, type Step } from './StepList';
