import { createContext, useContext, useEffect } from 'react';
import type { Thing, WithContext } from 'schema-dts';

export const SITE_NAME = 'GX';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  /** e.g. 'noindex' for pages that name a person; removed again when the page is left. */
  robots?: string;
  /** The link-preview image (Open Graph, Twitter card): absolute, or a path on the site. */
  image?: string;
  /**
   * The HTTP status the server answers with: 404 for a page that shows "not found" (an unknown
   * path, slug, coin, roadmap or team member), 410 for one that is gone for good, 503 for one
   * that shows it could not get its data (with `retryAfterSeconds`). 200 when unset.
   */
  status?: 200 | 404 | 410 | 503;
  /** With status 503: when the data may be there again (the answer's Retry-After). */
  retryAfterSeconds?: number;
  /**
   * schema.org data for search engines, written as JSON-LD into the server-rendered head. A `url`,
   * `item` or `logo` given as a path on the site ('/gx-academy') is made absolute there.
   */
  structuredData?: ReadonlyArray<WithContext<Thing>>;
  /** The trail of a detail page, from the home page to itself: a BreadcrumbList for search engines. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
}

/**
 * What the page being rendered on the server asked for. The render server provides one per
 * request and writes it into the document's <head> once the page has rendered: so each remote
 * keeps owning the head of its pages through the same `usePageMeta` call that sets it in the
 * browser. Effects do not run on the server, hence this second channel.
 */
export interface PageMetaRecorder {
  record(meta: PageMeta): void;
}
export const PageMetaContext = createContext<PageMetaRecorder | null>(null);

function setMetaTag(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title, description and keywords of a page for search engines; on the server
 * also its HTTP status and structured data.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description, keywords, robots } = meta;
  const recorder = useContext(PageMetaContext);
  // Server rendering only (no recorder in the browser); the innermost page renders last and wins.
  recorder?.record(meta);
  const keywordList = keywords?.join(', ');
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    if (description) setMetaTag('description', description);
    if (keywordList) setMetaTag('keywords', keywordList);
  }, [title, description, keywordList]);
  useEffect(() => {
    if (!robots) return;
    setMetaTag('robots', robots);
    // The next page of this single-page site must not inherit it.
    return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, [robots]);
}
