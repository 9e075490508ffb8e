import type { SitemapModule } from 'shared-ui';
import { academyProgrammes, academyServices } from './content/academy';
import { blockchainServices } from './content/blockchain';
import { itDataServices, itServices } from './content/it-solutions';
import { roadmaps } from './content/roadmaps';
import { salesforceServices } from './content/salesforce';
import { team } from './content/team';

/**
 * The marketing pages for sitemap.xml (exposed as `./sitemap`, read by the render server): the
 * fixed pages and one per programme, IT service, specialist service, roadmap and team member of
 * the content, the same entries the slug pages find.
 */
const paths: SitemapModule['default'] = () => [
  '/',
  '/contact',
  '/privacy',
  '/terms',
  '/gx-academy',
  ...[...academyProgrammes, ...academyServices].map(({ slug }) => `/gx-academy/${slug}`),
  '/gxit-solutions',
  ...[...itServices, ...itDataServices].map(({ slug }) => `/gxit-solutions/${slug}`),
  '/services',
  '/services/blockchain',
  '/services/salesforce',
  ...[...blockchainServices, ...salesforceServices].map(({ slug }) => `/services/${slug}`),
  '/roadmaps',
  ...roadmaps.map(({ slug }) => `/roadmaps/${slug}`),
  '/team',
  ...team.map(({ slug }) => `/team/${slug}`),
];

export default paths;
