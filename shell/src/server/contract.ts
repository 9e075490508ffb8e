/**
 * The contract between the render server (the render-server package) and the shell's server
 * bundle (src/server/render.tsx, built to dist-server/main.cjs): what the server asks for each
 * request, what it gets back, and the boot data the browser reads (src/index.ts). Types, two
 * constants and the route ownership; the render server imports them as `shell/server`.
 */
import type { RuntimeConfig } from 'shared-ui';
import type { RemoteContainer } from '../remotes/ownership';

export type { RemoteContainer };
/** Which remote a path belongs to, and each remote's first page (where a preview opens). */
export { firstPageOf, ownerOf } from '../remotes/ownership';

/**
 * A release this visitor previews instead of the channel's (render-server/src/preview.ts): every
 * page shows a banner naming it, drawn from here on the server and in the browser alike.
 */
export interface PreviewInfo {
  /** The remote's short name (`exchange`). */
  remote: string;
  release: string;
}

/** The id of the `<script type="application/json">` that carries the boot data. */
export const BOOT_ELEMENT_ID = 'gx-boot';
/**
 * The chunk of the shell's application (src/index.ts imports ./bootstrap under this name): its
 * layout, drawn on every page, so its stylesheet is one the page needs.
 */
export const APP_PART = 'shell/app';
/** Marks the remote entry script that a rendered page starts early (public/start-after-paint.js). */
export const EARLY_ENTRY_ATTRIBUTE = 'data-gx-early-entry';

export interface RenderRequest {
  /** Path and query of the page (the render server's normalised URL). */
  url: string;
  /** Public origin of the site, for canonical, preview and structured-data URLs. */
  siteUrl: string;
  /** The runtime configuration the remotes were registered with (it travels to the browser). */
  config: RuntimeConfig;
  /** Remotes whose manifest names a server build; the others render in the browser. */
  serverBuilds: ReadonlySet<string>;
  /** Budget for loading a remote's route tree (about a second); past it the browser renders. */
  loadTimeoutMs: number;
  /** Budget for the whole render; what is not ready by then renders in the browser. */
  renderTimeoutMs: number;
  /** Budget for each public API answer a page asks for (useServerData: a currency page's coin). */
  dataTimeoutMs: number;
  /** Where the render server reaches PocketBase (default: the runtime configuration's URL). */
  apiUrl?: string;
  /** Sent as X-Forwarded-For with the API calls made for this visitor (its address last). */
  forwardedFor?: string;
  /** W3C trace context sent with the API calls made for this request (the render server's span as parent). */
  traceparent?: string | undefined;
  /** The release this visitor previews: the page carries the preview banner. */
  preview?: PreviewInfo;
  log: (message: string) => void;
}

/** A rendered page: the render server puts each part into its placeholder of index.html. */
export interface RenderedPage {
  /**
   * The HTTP status the page declared (usePageMeta's `status`): 404 for a not-found page, 503 for
   * one that could not get its data.
   */
  status: number;
  /** With 503: the Retry-After the page declared, in seconds. */
  retryAfterSeconds?: number;
  /** The page's head tags: title, description, canonical, link previews, structured data. */
  head: string;
  /** The page itself, the content of #root. */
  html: string;
  /** The remote drawn on the server; null when the browser draws it (it failed or has no server build). */
  remote: RemoteContainer | null;
  /** The lazy parts drawn (lazyPage ids): the browser loads their chunks before hydrating. */
  pages: string[];
  /**
   * Every chunk drawn, by its name in the build's chunk-assets.json: the shell's application and
   * each lazy part, deferred ones too. The page is sent with exactly their stylesheets.
   */
  parts: string[];
  /** Public API answers the page was rendered with (useServerData), by path. */
  data: Record<string, unknown>;
}

/** What the shell's server bundle exports, once its async boundary has resolved. */
export interface ServerBundle {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Rejects only when nothing of the page could be rendered (the static page is served then). */
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

/** dist-server/main.cjs: `default` resolves the bundle's async boundary. */
export interface ServerBundleModule {
  default: () => Promise<ServerBundle>;
}

/** Read by src/index.ts from a rendered page's `#gx-boot`. */
export interface BootData {
  /** The runtime configuration with the exact manifest URLs the server rendered with. */
  config: RuntimeConfig;
  /** The remote whose route tree is in the HTML, if any: the browser loads it before hydrating. */
  remote: RemoteContainer | null;
  /** Public API answers the page was rendered with (useServerData), by path. */
  data?: Record<string, unknown>;
  /** The lazy parts drawn: the browser loads their chunks before hydrating. */
  pages?: string[];
  /**
   * The drawn remote's web manifest, as the server read it: the browser's federation runtime
   * takes it from here instead of fetching it, a round trip fewer before hydration
   * (src/remotes/boot-manifest.ts).
   */
  manifest?: unknown;
  /** The release this visitor previews (its banner); the configuration above names its manifest. */
  preview?: PreviewInfo;
}
