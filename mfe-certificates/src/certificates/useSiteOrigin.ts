import { useSyncExternalStore } from 'react';
import { backendUrl, siteOrigin } from 'shared-ui';

// The origin never changes while a page lives: nothing to subscribe to.
const subscribe = () => () => undefined;
// Server rendering (and hydration) draws no absolute link: links that need the origin appear after.
const noOrigin = () => '';

/**
 * The site's public origin (GX_SITE_URL, from the runtime configuration; the page's origin when it
 * has none), for verification URLs, QR codes, share links and the print page: never a hard-coded
 * address, so the same build is served from any domain. Empty during server rendering.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(subscribe, siteOrigin, noOrigin);
}

/**
 * An address on PocketBase's API for a link: the path alone while rendering on the server and
 * hydrating (the site's proxy serves /api/ on its own origin), the backend's absolute address
 * afterwards (another port in development), so the server's HTML and the first render agree.
 */
export function useBackendUrl(path: string): string {
  return useSyncExternalStore(
    subscribe,
    () => backendUrl(path),
    () => path,
  );
}
