/**
 * What the render server (scripts/lib/render-server.ts) hands the shell's server bundle for each
 * request, and what it gets back: types only, shared by both sides.
 */
import type { RuntimeConfig } from 'shared-ui';
import type { RemoteContainer } from '../remotes/ownership';
import type { RemoteAssets, ShellStylesheet } from './document';

export type { RemoteAssets, ShellStylesheet };

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The shell's built index.html. */
  template: string;
  /**
   * The stylesheets of the shell's lazy chunks: the page links those its HTML uses. Linked from
   * every page, the forms' and the overlays' stylesheets were 5.4 KB gzip and two requests in the
   * way of the first paint on pages that have neither (in the browser they come with their chunks).
   */
  shellStylesheets: readonly ShellStylesheet[];
  /** The runtime configuration the remotes were registered with (travels to the browser). */
  config: RuntimeConfig;
  /** Public origin of the site, for canonical and preview URLs. */
  siteUrl: string;
  /** Remotes whose manifest names a server build; the others render in the browser. */
  serverBuilds: ReadonlySet<string>;
  remoteAssets: Readonly<Record<string, RemoteAssets | undefined>>;
  /** Budget for loading a remote's route tree (REFERENCE.md: about a second). */
  loadTimeoutMs: number;
  /** Budget for the whole render; what is not ready by then renders in the browser. */
  renderTimeoutMs: number;
  /**
   * Budget for each public API answer a page asks for (useServerData: a currency page's coin);
   * one that is later renders as the browser would draw it without, and is loaded there.
   */
  dataTimeoutMs: number;
  /** Where the render server reaches PocketBase (default: the runtime configuration's URL). */
  apiUrl?: string;
  /** Sent as X-Forwarded-For with the API calls made for this visitor (its address last). */
  forwardedFor?: string;
  log: (message: string) => void;
}

/**
 * A page being rendered. `start` is known at once (the shell's part of the head) and goes out before
 * the page has rendered; `rest` completes it. When `rest` fails, `staticRest` completes `start` as
 * the static index.html would have, and the browser renders the page.
 */
export interface RenderedPage {
  status: number;
  start: string;
  rest: Promise<RenderedRest>;
  staticRest: string;
}

export interface RenderedRest {
  /** The remote drawn on the server, or null when the browser draws it. */
  remote: RemoteContainer | null;
  /** The page's head, the body and the rendered page: the document after `start`. */
  html: string;
}
