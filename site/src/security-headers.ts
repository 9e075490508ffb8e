/**
 * The security headers every app's server sends, built from the shell's
 * `runtime-config.json`: the one place that says where the remotes and PocketBase live. The
 * reference static server (static-server.ts) uses this module; README.md ("Deploying") lists the
 * same headers for any other host.
 */
import type { RuntimeConfig } from 'shared-ui';

/**
 * Third parties the spec requires, fixed here rather than configured: adding a host to the policy
 * is a security decision that goes through review.
 */
export const thirdParties = {
  /** The forex screener on /gx-exchange (spec): TradingView's embed script… */
  screenerScripts: ['https://s3.tradingview.com'],
  /** …and the frames that script creates. */
  screenerFrames: ['https://s.tradingview.com', 'https://www.tradingview-widget.com'],
  /** Coin logos in the market data (CoinGecko). */
  marketImages: ['https://assets.coingecko.com', 'https://coin-images.coingecko.com'],
} as const;

/** The origin (scheme://host:port) of a URL; throws on a URL that is not http(s). */
export function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) URL: ${url}`);
  return parsed.origin;
}

/** The remotes' origins, from their manifest URLs, without duplicates, in config order. */
export function remoteOrigins(config: RuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes).map(originOf))];
}

/**
 * The Content-Security-Policy for the site. 'self' is the shell's origin on the shell's pages.
 *
 * Styles allow 'unsafe-inline', on purpose: Mantine writes `<style>` elements for its CSS
 * variables AND `style="…"` attributes for style props (w, mt, c, …) on many components. A nonce
 * (Mantine's `getStyleNonce`) can only cover the elements, never the attributes (CSP nonces apply
 * to elements), so a nonce policy would still need 'unsafe-inline' for attributes
 * (`style-src-attr`), and it would need the HTML rendered per request, which rules out the plain
 * static hosts and CDNs the README promises. Inline style cannot run code; what remains of its
 * risk (CSS that leaks data through url() requests) is capped by img-src/font-src/connect-src,
 * which only reach our own origins and the listed providers. Scripts get no such allowance: no
 * 'unsafe-inline', no 'unsafe-eval' (the shell's HTML has no inline script; boot data is fetched).
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = remoteOrigins(config);
  const pocketbase = originOf(config.pocketbaseUrl);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...thirdParties.screenerScripts]],
    // Remotes' CSS chunks are <link> elements on their own origins.
    ['style-src', ["'self'", ...remotes, "'unsafe-inline'"]],
    // The API's files are certificate templates' images (the printable page, the template editor);
    // blob: is an image the admin has chosen in the editor and not uploaded yet (made by the page's scripts).
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, pocketbase, ...thirdParties.marketImages]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // runtime-config.json ('self'), the remotes' mf-manifest.json, the API (and its realtime SSE).
    ['connect-src', ["'self'", ...remotes, pocketbase]],
    // The remotes' workers start from a blob: script of the page's own, which imports the worker's
    // bundle from the remote (shared-ui/src/remote-worker.ts); only the page's scripts can make one.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', [...thirdParties.screenerFrames]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Every form is handled by script and posts to the API; a native submission stays on the site.
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Browser features the site never uses, switched off for it and for any frame it embeds (the
 * screener). Fullscreen stays with the site itself (charts may offer it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
].join(', ');

/** The headers of every response of every app (documents, scripts, styles, JSON, 404s). */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The Access-Control-Allow-Origin value for a request to a remote's assets: the request's Origin
 * when it is one of the site's origins, otherwise none. The shell's own server sends none at all:
 * nothing on another origin needs to read its pages.
 */
export function allowedOrigin(requestOrigin: string | undefined, siteOrigins: readonly string[]): string | undefined {
  if (!requestOrigin) return undefined;
  return siteOrigins.includes(requestOrigin) ? requestOrigin : undefined;
}
