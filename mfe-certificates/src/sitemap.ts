import type { SitemapModule } from 'shared-ui';

/**
 * The certificates' public page for sitemap.xml (exposed as `./sitemap`): the verification form.
 * Certificate pages name a person (noindex) and the dashboard is private (robots.txt).
 */
const paths: SitemapModule['default'] = () => ['/verify'];

export default paths;
