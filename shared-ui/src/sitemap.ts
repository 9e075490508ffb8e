/**
 * What a remote's `./sitemap` expose exports: the paths of its public pages that exist, for the
 * render server's sitemap.xml. `fetchJson` is a GET of PocketBase's public API, for pages that
 * follow data (the currency pages of the coins the market data knows).
 */
export interface SitemapContext {
  fetchJson(path: string): Promise<unknown>;
}

export interface SitemapModule {
  default: (context: SitemapContext) => Promise<string[]> | string[];
}
