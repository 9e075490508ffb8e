import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'GX';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  /** e.g. 'noindex' for pages that name a person; removed again when the page is left. */
  robots?: string;
  /** The link-preview image (Open Graph, Twitter card): absolute, or a path on the site. */
  image?: string;
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

/** Sets the document title, description and keywords of a page for search engines. */
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
