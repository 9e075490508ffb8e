import { createContext, type ComponentType } from 'react';
import type { RemoteContainer } from './ownership';

export type RouteTreeModule = { default: ComponentType };

/**
 * Route trees already loaded before React renders: on the server, the one the render server
 * loaded for the request; in the browser, the same remote loaded before hydration, so that the
 * first render in the browser draws the tree the server drew instead of suspending on it.
 */
export const PreloadedRouteTrees = createContext<Partial<Record<RemoteContainer, RouteTreeModule>>>({});

/**
 * Thrown on the server where a remote has no route tree for this request (no server build, too
 * slow, failed to load). React sends its Suspense boundary to the browser to render, with the
 * page skeleton as the server's HTML; the digest lets the browser tell this planned hand-over
 * from a real error.
 */
export const RENDER_IN_BROWSER_DIGEST = 'gx-render-in-browser';

export class RenderInBrowser extends Error {
  readonly digest = RENDER_IN_BROWSER_DIGEST;
  constructor(container: RemoteContainer) {
    super(`${container} renders in the browser for this request`);
  }
}
