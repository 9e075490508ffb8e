/**
 * The <head> tags of a server-rendered page: title, description, keywords, robots, canonical URL,
 * Open Graph and Twitter card, and the page's structured data (JSON-LD). A remote's page says what
 * it is about (usePageMeta); this turns that into markup that link previews and crawlers read
 * without running any script.
 *
 * Everything a remote or a URL supplies is escaped here: a title with `"` or `<` must stay text.
 */
import type { PageMeta } from 'shared-ui';
import type { BreadcrumbList, WithContext } from 'schema-dts';

export interface HeadContext {
  /** The public origin of the site, e.g. https://gx.example (canonical and image URLs are absolute). */
  siteUrl: string;
  /** The path of the page, without query (the canonical URL drops tracking and form parameters). */
  pathname: string;
  siteName: string;
  /** The image of pages that name none. */
  defaultImage: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** An absolute URL on the site for a path, or the URL itself when it is already absolute. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** JSON that may sit inside <script>: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const SITE_PATH_KEYS = new Set(['url', 'item', 'logo']);

/** The structured data with the site paths of its `url`, `item` and `logo` made absolute. */
export function absoluteStructuredData<T>(value: T, siteUrl: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => absoluteStructuredData(item, siteUrl)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SITE_PATH_KEYS.has(key) && typeof item === 'string' && item.startsWith('/') ? absoluteUrl(item, siteUrl) : absoluteStructuredData(item, siteUrl),
    ]),
  ) as T;
}

export function breadcrumbList(trail: NonNullable<PageMeta['breadcrumbs']>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
  };
}

export function buildHead(meta: PageMeta, context: HeadContext): string {
  const title = `${meta.title} | ${context.siteName}`;
  const canonical = absoluteUrl(context.pathname, context.siteUrl);
  const image = absoluteUrl(meta.image ?? context.defaultImage, context.siteUrl);
  const named = (name: string, content: string | undefined) => (content ? `<meta name="${name}" content="${escapeHtml(content)}" />` : '');
  const property = (name: string, content: string | undefined) => (content ? `<meta property="${name}" content="${escapeHtml(content)}" />` : '');
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', meta.description),
    named('keywords', meta.keywords?.join(', ')),
    named('robots', meta.robots),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    property('og:type', 'website'),
    property('og:site_name', context.siteName),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', canonical),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    // Data, not a script: the CSP's script-src does not apply to it, and browsers never run it.
    ...[...(meta.structuredData ?? []), ...(meta.breadcrumbs ? [breadcrumbList(meta.breadcrumbs)] : [])].map(
      (thing) => `<script type="application/ld+json">${scriptSafeJson(absoluteStructuredData(thing, context.siteUrl))}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}
