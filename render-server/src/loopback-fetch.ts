/**
 * The render server reads the remotes' manifests and server builds at the URLs the browser uses,
 * which in production are paths of the public origin (`https://gx.example/releases/…`,
 * `/remotes/<name>/…`). From the host itself that origin may not resolve (a test domain), may not
 * be reachable (no hairpin NAT), or may present a certificate from the proxy's own CA. This sends
 * those requests of the calling thread (the render server applies it in each render worker too) to
 * Caddy's loopback file address instead, which serves the same files; every other URL is fetched as is.
 */
export function routePublicFilesToLoopback(siteUrl: string, filesOrigin: string): void {
  const original = globalThis.fetch;
  const prefixes = ['/releases/', '/remotes/'].map((path) => [`${siteUrl}${path}`, `${filesOrigin}${path}`] as const);
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    for (const [publicPrefix, loopback] of prefixes) {
      if (url.startsWith(publicPrefix)) {
        const target = loopback + url.slice(publicPrefix.length);
        return original(input instanceof Request ? new Request(target, input) : target, init);
      }
    }
    return original(input, init);
  };
}
