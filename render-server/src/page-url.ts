/**
 * The URL a page is rendered and cached under. Every visitor gets the same HTML for a URL, but a
 * query string is free to vary: `?x=<random>` must not cost a render each. Only the parameters a
 * page draws from are kept (`source` on the contact form, `tab` on /auth, `name` on the thank-you
 * page), in a fixed order; every other one is dropped before rendering, so the page never sees it
 * (`via=qr` on a QR code's /verify link is one: only the browser reads it, to report the scan).
 *
 * The e-mail links to /auth carry a token that the page draws from and that no two visitors share:
 * such a URL is not rendered at all (the static page answers and the browser draws it), since a
 * render per token would be a render per request, and a page without it would not hydrate.
 */
export const PAGE_PARAMETERS = ['name', 'source', 'tab'] as const;
export const BROWSER_ONLY_PARAMETERS = ['verify_token', 'reset_token', 'verified'] as const;

/** The normalised path and query, or null for a URL the browser draws. */
export function normalisePageUrl(rawUrl: string): string | null {
  const url = new URL(rawUrl, 'http://page.local');
  if (BROWSER_ONLY_PARAMETERS.some((name) => url.searchParams.has(name))) return null;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
