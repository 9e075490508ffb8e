/**
 * The search engines' files. `sitemap.xml` lists every public page by absolute URL on the site:
 * each remote with a server build says which of its pages exist (its `./sitemap` expose: the
 * programme, IT, service, roadmap and team pages from its content, the currency pages of the
 * configured coins the market data knows), so the list follows the content without a copy of it
 * here. `robots.txt` points to it and keeps the signed-in areas and the auth page out.
 */
import type { SitemapModule } from 'shared-ui';
import type { ServerBundle } from 'shell/server';
import { escapeMarkup } from './document';

export const DISALLOWED_PATHS = ['/dashboard', '/admin', '/auth'] as const;

export function siteUrlOf(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrlOf('/sitemap.xml', siteUrl)}`, ''].join('\n');
}

export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeMarkup(siteUrlOf(path, siteUrl))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export interface SitemapSource {
  bundle: Pick<ServerBundle, 'loadRemote'>;
  /** The remotes whose server build the render server uses. */
  remotes: () => string[];
  /** A GET of PocketBase's public API (no session). */
  fetchJson: (path: string) => Promise<unknown>;
  log: (line: string) => void;
}

/** Every remote's public pages; a remote that fails to answer is left out and logged. */
export async function sitemapPaths(source: SitemapSource): Promise<string[]> {
  const lists = await Promise.all(
    source.remotes().map(async (name) => {
      try {
        const module = (await source.bundle.loadRemote(`${name}/sitemap`)) as SitemapModule | undefined;
        return module?.default ? await module.default({ fetchJson: source.fetchJson }) : [];
      } catch (error) {
        source.log(`render server: ${name} left out of sitemap.xml (${error instanceof Error ? error.message : String(error)})`);
        return [];
      }
    }),
  );
  return lists.flat().sort();
}
