/**
 * Starts a worker of a remote. A worker's script must come from the page's origin, and a remote's
 * bundles are served from its own (docs/architecture.md#manifests), so the page starts a script of its own, a
 * blob: URL (allowed by the `worker-src` of the site's policy), which imports the worker's bundle
 * from the remote. The bundle is built on its own (`workers` in shared-ui/build/rspack.ts).
 *
 * An error thrown while that bundle starts reaches the page as "failed to load" (a cross-origin
 * script's errors are muted): to see it, load the bundle from the page's origin.
 */
export function startRemoteWorker(script: URL, options: { name: string }): Worker {
  if (script.origin === location.origin) return new Worker(script, options);
  const bootstrap = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' }));
  try {
    return new Worker(bootstrap, options);
  } finally {
    // The worker has read its blob's URL when it was made: the URL can be let go at once.
    URL.revokeObjectURL(bootstrap);
  }
}
