import { useEffect } from 'react';

const SITE_NAME = 'GX';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
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
export function usePageMeta({ title, description, keywords }: PageMeta) {
  const keywordList = keywords?.join(', ');
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    if (description) setMetaTag('description', description);
    if (keywordList) setMetaTag('keywords', keywordList);
  }, [title, description, keywordList]);
}
