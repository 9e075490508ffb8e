/**
 * What a cache in front of the render server (a CDN, or Varnish: deploy/varnish/default.vcl) may
 * do with an answer: the Cache-Control of a public page and of everything personal, the page's
 * ETag and 304s, and the tags a purge names (docs/operations.md, "A cache in front").
 *
 * - A public page is the same for every visitor (the session lives in the browser), so shared
 *   caches keep it `s-maxage`, serve it stale while they fetch it again, and when the render tier
 *   is down; browsers revalidate it at every load (`max-age=0`), with its ETag.
 * - Anything a request's credentials could change (a `gx_preview` cookie, an Authorization
 *   header), a preview, an error or a not-found answer is `private, no-store`.
 * - A page is tagged `gx-site` and `gx-release-<id>` for every release its boot data names (not
 *   only the remote that drew it: the browser loads the other remotes from the URLs it names);
 *   a promote purges the tag of the release it replaced (purge.ts).
 * The values and why: docs/decisions.md, "HTTP cache in front".
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HttpCachePolicy {
  /** How long a shared cache serves a page without asking (s-maxage). */
  sMaxAgeS: number;
  /** How long past that it serves the page while it fetches it again in the background. */
  staleWhileRevalidateS: number;
  /** How long past s-maxage it serves the page when the render tier fails or is down. */
  staleIfErrorS: number;
}

export const DEFAULT_HTTP_CACHE: HttpCachePolicy = { sMaxAgeS: 30, staleWhileRevalidateS: 30, staleIfErrorS: 86_400 };

/** An answer no cache may keep: personal, previewed, or an error of this instant. */
export const NO_STORE = 'private, no-store';

/** On every public page: purging it purges every page. */
export const SITE_TAG = 'gx-site';

/** The tag of a release (release ids are unique digests across remotes). */
export function releaseTag(id: string): string {
  return `gx-release-${id}`;
}

export function publicCacheControl(policy: HttpCachePolicy = DEFAULT_HTTP_CACHE): string {
  return `public, max-age=0, s-maxage=${policy.sMaxAgeS}, stale-while-revalidate=${policy.staleWhileRevalidateS}, stale-if-error=${policy.staleIfErrorS}`;
}

/** `gx-site` and the tag of every release a page was rendered with. */
export function pageTags(releases: Record<string, string>): string[] {
  return [SITE_TAG, ...[...new Set(Object.values(releases))].sort().map(releaseTag)];
}

/** A request whose credentials could change the answer: what is sent to it is kept by nobody. */
export function carriesCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || /(?:^|;\s*)gx_preview=/.test(String(req.headers.cookie ?? ''));
}

const etags = new WeakMap<Buffer, string>();

/**
 * A strong ETag of exactly these bytes: the plain and the gzipped body of a page have different
 * ones (one ETag per representation, as `Vary: Accept-Encoding` requires). Kept beside the body,
 * so a cached page is digested once.
 */
export function entityTag(body: Buffer): string {
  let tag = etags.get(body);
  if (!tag) etags.set(body, (tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`));
  return tag;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 wants for it) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export interface PageAnswer {
  status: number;
  /** The bytes that would be sent (plain or gzipped). */
  body: Buffer;
  /** Sent by nobody's cache: previews, and requests whose credentials could change the answer. */
  personal: boolean;
  /** The releases the page was rendered with (container → release id). */
  releases: Record<string, string>;
}

/**
 * Sets the caching headers of a rendered page's answer. Resolves `true` when the request's
 * If-None-Match names this representation and a 304 was sent (HEAD alike); the caller sends the
 * page otherwise, with the Cache-Control returned.
 */
export function cachePage(req: IncomingMessage, res: ServerResponse, answer: PageAnswer, policy: HttpCachePolicy = DEFAULT_HTTP_CACHE): { notModified: boolean; cacheControl: string } {
  res.setHeader('Vary', 'Accept-Encoding');
  if (answer.personal || answer.status !== 200) return { notModified: false, cacheControl: NO_STORE };
  const cacheControl = publicCacheControl(policy);
  const etag = entityTag(answer.body);
  const tags = pageTags(answer.releases);
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Tag', tags.join(','));
  res.setHeader('Surrogate-Key', tags.join(' '));
  if (!matchesIfNoneMatch(req.headers['if-none-match'], etag)) return { notModified: false, cacheControl };
  res.setHeader('Cache-Control', cacheControl);
  res.writeHead(304);
  res.end();
  return { notModified: true, cacheControl };
}
