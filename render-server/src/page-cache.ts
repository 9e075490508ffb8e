/**
 * Rendered pages, kept a few seconds by normalised URL (page-url.ts), bounded by entries and by
 * bytes. Every visitor gets the same HTML for a URL (the server holds no visitor state), so a short
 * cache serves bursts without rendering each request again: the home page renders in tens of
 * milliseconds, and 50 at once queued for seconds on two cores. A page being rendered is shared
 * by the requests that ask for it meanwhile (`inFlight`), so a burst renders it once. Only good
 * pages (200) are kept: a not-found page or one that could not get its data depends on what the
 * API answered at that instant, and is rendered again for the next request.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  /** With 503: the Retry-After the page declared, in seconds. */
  retryAfterSeconds?: number;
  html: Buffer;
  gzipped: Buffer;
  /** The container that drew the page (e.g. `mfe_marketing`); absent when the browser draws it. */
  remote?: string;
  /** Container → release id of the configuration the page was rendered with (`{}` when no channel names releases). */
  releases: Record<string, string>;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = { ttlMs: 5000, maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage | undefined>>();
  /** Bumped by clear(): a page whose render began before is not kept. */
  private generation = 0;

  constructor(options: PageCacheOptions = DEFAULT_PAGE_CACHE) {
    this.pages = new LRUCache<string, CachedPage>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.html.length + page.gzipped.length,
      ttl: options.ttlMs,
    });
  }

  get(url: string): CachedPage | undefined {
    return this.pages.get(url);
  }

  /**
   * The page being rendered for `url`, or `render()` started for it; what it resolves to is kept
   * when it is a good page (undefined, a page that could not be rendered, and a page with another
   * status than 200 are not: the next request tries again).
   */
  shared(url: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
    let pending = this.inFlight.get(url);
    if (!pending) {
      const generation = this.generation;
      pending = render()
        .then((page) => {
          if (page?.status === 200 && generation === this.generation) this.pages.set(url, page);
          return page;
        })
        .finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  /** Whether `url` is cached or being rendered: a request for it costs no new render. */
  has(url: string): boolean {
    return this.pages.has(url) || this.inFlight.has(url);
  }

  /** Everything rendered before a redeploy is out of date. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
