/**
 * One page, from the shell's server bundle to the bytes sent: renderPage, then the document
 * (document.ts) with the stylesheets of the chunks drawn (stylesheets.ts), then gzip. The same code
 * runs on the main thread (`workers: 0`) and in each render worker (render-thread.ts), so a page
 * is drawn the same way wherever it is drawn.
 *
 * What a page is rendered with is a `Configuration`: the runtime configuration and every remote's
 * manifest, as remotes.ts has settled them, numbered. A page is rendered whole with one of them,
 * and names the releases it used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'shared-ui';
import { parseTraceparent, type LogFields } from 'shared-ui/trace';
import type { PreviewInfo, RenderedPage, RenderRequest, ServerBundle } from 'shell/server';
import { renderDocument } from './document';
import type { Manifest } from './manifest';
import { ROUTE_TREE_PART, StylesheetTexts, remoteBuildAssets, remoteEntryOf, stylesheetsOfParts, type BuildAssets, type ChunkAssets } from './stylesheets';

/** A remote as a page is rendered with it (remotes.ts's RemoteState, as it travels to a worker). */
export interface RemoteView {
  entry: string;
  digest: string;
  serverBuild: boolean;
  manifest?: Manifest;
  release?: string;
}

/** The remotes a page is rendered with; `generation` grows with every change. */
export interface Configuration {
  generation: number;
  config: RuntimeConfig & { releases?: Record<string, string> };
  remotes: Record<string, RemoteView>;
}

/** What a render yields: the page's status and its document, plain and gzipped. */
export interface RenderedDocument {
  status: number;
  retryAfterSeconds?: number;
  html: Uint8Array;
  gzipped: Uint8Array;
  /** The container that drew the page, when one did. */
  remote?: string;
  /** Container to release id of the configuration the page was rendered with. */
  releases: Record<string, string>;
}

/** The shell's build as every page uses it: index.html and the bundler's records of its chunks. */
export interface ShellFiles {
  template: string;
  shellScripts: string[];
  shellAssets: { assets: ChunkAssets };
  linkedByTemplate: string[];
}

export function readShellFiles(shellDist: string): ShellFiles {
  const entryAssets = JSON.parse(readFileSync(join(shellDist, 'entry-assets.json'), 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  return {
    template: readFileSync(join(shellDist, 'index.html'), 'utf8'),
    shellScripts: entryAssets['main']?.js ?? [],
    shellAssets: { assets: JSON.parse(readFileSync(join(shellDist, 'chunk-assets.json'), 'utf8')) as ChunkAssets },
    linkedByTemplate: entryAssets['main']?.css ?? [],
  };
}

/** The budgets and addresses every render request carries. */
export interface RenderSettings {
  siteUrl: string;
  loadTimeoutMs: number;
  renderTimeoutMs: number;
  dataTimeoutMs: number;
  apiUrl?: string;
}

/** What a page is rendered with beyond its configuration: a previewed candidate in place of its remote's release. */
export interface DrawnWith {
  config: Configuration['config'];
  serverBuilds: string[];
  preview?: PreviewInfo;
}

export interface PageRenderer {
  /** Renders `url` with `configuration` (registered in this thread's bundle) into a whole document. */
  /** `traceparent`: the page request's trace, sent on with the page's API calls. */
  render(url: string, forwardedFor: string, configuration: Configuration, traceparent?: string): Promise<RenderedDocument>;
  /** The document of a page rendered elsewhere (a preview's own renderer), with that remote's build assets. */
  document(url: string, page: RenderedPage, drawn: DrawnWith, remote: { state?: RemoteView; assets?: BuildAssets }): Promise<RenderedDocument>;
  /** A remote's build assets (its chunk-assets.json), read once per build. */
  remoteAssets(state: RemoteView | undefined): Promise<BuildAssets> | undefined;
  /** Forgets what was read of the remotes' builds (a new configuration). */
  forget(): void;
}

export interface PageRendererOptions {
  bundle: Pick<ServerBundle, 'renderPage'>;
  shell: ShellFiles;
  settings: RenderSettings;
  /** `fields` name the trace of the page the line was written for, wherever the page is drawn. */
  log: (line: string, fields?: LogFields) => void;
}

function releasesOf(config: Configuration['config']): Record<string, string> {
  return { ...config.releases };
}

/** The request renderPage gets for `url` (without its log). */
export function renderRequest(url: string, forwardedFor: string, drawn: DrawnWith, settings: RenderSettings, traceparent?: string): Omit<RenderRequest, 'log'> {
  return {
    url,
    siteUrl: settings.siteUrl,
    config: drawn.config,
    serverBuilds: new Set(drawn.serverBuilds),
    loadTimeoutMs: settings.loadTimeoutMs,
    renderTimeoutMs: settings.renderTimeoutMs,
    dataTimeoutMs: settings.dataTimeoutMs,
    apiUrl: settings.apiUrl,
    forwardedFor,
    ...(traceparent ? { traceparent } : {}),
    ...(drawn.preview ? { preview: drawn.preview } : {}),
  };
}

/** The configuration as renderPage takes it: which remotes have a server build. */
export function drawnWith(configuration: Configuration): DrawnWith {
  return {
    config: configuration.config,
    serverBuilds: Object.entries(configuration.remotes)
      .filter(([, state]) => state.serverBuild)
      .map(([name]) => name),
  };
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { shell, settings, log } = options;
  const shellAssets: BuildAssets = { assets: shell.shellAssets.assets, at: (file) => `/${file}` };
  const linkedByTemplate = new Set(shell.linkedByTemplate);
  /** By manifest URL and digest: a rebuild at the same address is another build. */
  const assetsByBuild = new Map<string, Promise<BuildAssets>>();
  const remoteCss = new StylesheetTexts();

  function remoteAssets(state: RemoteView | undefined): Promise<BuildAssets> | undefined {
    if (!state?.manifest) return undefined;
    const key = `${state.entry} ${state.digest}`;
    let assets = assetsByBuild.get(key);
    if (!assets) {
      assetsByBuild.set(key, (assets = remoteBuildAssets(state.manifest, state.entry)));
      void assets.then((read) => read.partial && assetsByBuild.get(key) === assets && assetsByBuild.delete(key));
    }
    return assets;
  }

  async function document(url: string, page: RenderedPage, drawn: DrawnWith, remote: { state?: RemoteView; assets?: BuildAssets }): Promise<RenderedDocument> {
    const parts = remote.assets ? [...page.parts, ROUTE_TREE_PART] : page.parts;
    const sheets = stylesheetsOfParts(parts, { shell: shellAssets, remote: remote.assets }, linkedByTemplate);
    if (sheets.unknown.length) log(`render server: ${url} drew parts no build names, sent without their stylesheets: ${sheets.unknown.join(', ')}`);
    const { state } = remote;
    const html = renderDocument(shell.template, {
      head: page.head,
      html: page.html,
      shellScripts: shell.shellScripts,
      stylesheets: sheets.linked,
      pageCss: await remoteCss.of(sheets.inlined),
      remoteEntry: state?.manifest ? remoteEntryOf(state.manifest, state.entry) : undefined,
      boot: {
        // The site URL the browser builds absolute links from: the configuration's, else this server's.
        config: { siteUrl: settings.siteUrl, ...drawn.config },
        remote: page.remote,
        data: page.data,
        pages: page.pages,
        manifest: state?.manifest,
        ...(drawn.preview ? { preview: drawn.preview } : {}),
      },
    });
    const bytes = Buffer.from(html);
    return {
      status: page.status,
      ...(page.retryAfterSeconds !== undefined ? { retryAfterSeconds: page.retryAfterSeconds } : {}),
      html: bytes,
      gzipped: gzipSync(bytes),
      ...(page.remote ? { remote: page.remote } : {}),
      releases: releasesOf(drawn.config),
    };
  }

  return {
    async render(url, forwardedFor, configuration, traceparent) {
      const drawn = drawnWith(configuration);
      const traceId = parseTraceparent(traceparent)?.traceId;
      const pageLog = traceId ? (line: string) => log(line, { trace_id: traceId }) : log;
      const page = await options.bundle.renderPage({ ...renderRequest(url, forwardedFor, drawn, settings, traceparent), log: pageLog });
      const state = page.remote ? configuration.remotes[page.remote] : undefined;
      return document(url, page, drawn, { state, assets: await remoteAssets(state) });
    },
    document,
    remoteAssets,
    forget() {
      assetsByBuild.clear();
      remoteCss.clear();
    },
  };
}
