/**
 * The render server reads the remotes' manifests and server builds at the URLs the browser uses,
 * which in production are paths of the public origin (`https://gx.example/remotes/<name>/…`). From
 * the host itself that origin may not resolve (a test domain), may not be reachable (no hairpin
 * NAT), or may present a certificate from the proxy's own CA. This routes those requests of this
 * process to the remotes' file servers (and the release store's) on loopback instead; every other URL is fetched as is.
 */
export function routePublicRemotesToLoopback(siteUrl: string, remotePorts: Record<string, number>, storePort?: number): void {
  const original = globalThis.fetch;
  const prefixes: Array<readonly [string, string]> = Object.entries(remotePorts).map(([key, port]) => [`${siteUrl}/remotes/${key}/`, `http://127.0.0.1:${port}/`]);
  // The release store, `<site>/releases/`, when the site follows a release channel.
  if (storePort !== undefined) prefixes.push([`${siteUrl}/releases/`, `http://127.0.0.1:${storePort}/`]);
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
