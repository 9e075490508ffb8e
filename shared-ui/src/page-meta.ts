import { useEffect } from 'react';

const SITE_NAME = 'GX';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  /** e.g. 'noindex' for pages that name a person; removed again when the page is left. */
  robots?: string;
}

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
export function usePageMeta({ title, description, keywords, robots }: PageMeta) {
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
