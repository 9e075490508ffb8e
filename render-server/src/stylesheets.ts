/**
 * Which stylesheets a rendered page needs beyond the shell's entry stylesheet (index.html links it
 * for every page), read from the bundler's own record of each build's chunks (chunk-assets.json,
 * written by shared-ui/build/chunk-assets.ts): exactly those of the chunks the page drew.
 *
 * In the browser those stylesheets arrive with their chunks, which would leave the server's HTML
 * unstyled (shifting) until the scripts run. The server names the chunks it drew (`parts`: the
 * shell's application and each lazy part, deferred home sections too); the remote's route tree is
 * drawn whenever the remote is. Each chunk brings its own stylesheets and those of the shared
 * modules it consumes (`shared-ui/forms`, `shared-ui/overlays`), which the shell provides.
 *
 * - The shell's (its application, its lazy parts, the shared modules): linked.
 * - The remote's route tree's: linked (every page of the remote uses them).
 * - The remote's lazy parts': written into the page; the home page used a dozen small
 *   stylesheets, each a request ahead of the first paint.
 */
import type { ChunkAssets, GroupAssets } from 'shared-ui/build/chunk-assets';
import type { Manifest } from './manifest';

export type { ChunkAssets };

/** The name the federation plugin gives the chunk group of the `./routes` expose. */
export const ROUTE_TREE_PART = '__federation_expose_routes';

const FETCH_TIMEOUT_MS = 2000;

/** A build's chunk-assets.json, and where its files are served. */
export interface BuildAssets {
  assets: ChunkAssets;
  /** The URL of one of its files. */
  at(file: string): string;
  /** Its chunk-assets.json could not be read: worth reading again on the next page. */
  partial?: boolean;
}

export interface PageStylesheets {
  /** To link, in order. */
  linked: string[];
  /** The remote's lazy parts' stylesheets, whose rules are written into the page. */
  inlined: string[];
  /** Parts drawn that neither build names: their stylesheets are unknown (a build from before chunk-assets.json). */
  unknown: string[];
}

/**
 * The stylesheets of the parts drawn, each once: a part is looked up in the shell's build, then in
 * the drawn remote's; its shared modules in the shell's (the shell provides every singleton, and
 * its copy is the one the browser loads). Stylesheets in `alreadyLinked` (index.html's) are left out.
 */
export function stylesheetsOfParts(
  parts: readonly string[],
  builds: { shell: BuildAssets; remote?: BuildAssets },
  alreadyLinked: ReadonlySet<string>,
): PageStylesheets {
  const linked = new Set<string>();
  const inlined = new Set<string>();
  const unknown: string[] = [];
  const sharedKeys = new Set<string>();
  const add = (into: Set<string>, build: BuildAssets, files: GroupAssets | undefined) => {
    for (const file of files?.css ?? []) {
      const href = build.at(file);
      if (!alreadyLinked.has(href)) into.add(href);
    }
  };
  for (const id of parts) {
    const inShell = builds.shell.assets.parts[id];
    const inRemote = builds.remote?.assets.parts[id];
    const part = inShell ?? inRemote;
    if (!part) {
      unknown.push(id);
      continue;
    }
    for (const key of part.shared) sharedKeys.add(key);
    if (inShell) add(linked, builds.shell, inShell);
    else if (builds.remote) add(id === ROUTE_TREE_PART ? linked : inlined, builds.remote, inRemote);
  }
  for (const key of sharedKeys) add(linked, builds.shell, builds.shell.assets.shared[key]);
  return { linked: [...linked], inlined: [...inlined].filter((href) => !linked.has(href)), unknown };
}

/** Where a remote's files are: its manifest's public path, or beside the manifest ('auto'). */
export function remoteBase(manifest: Manifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
}

/** The remote's entry script (remoteEntry.js), as an absolute URL. */
export function remoteEntryOf(manifest: Manifest, manifestUrl: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? new URL(`${entry.path ?? ''}${entry.name}`, remoteBase(manifest, manifestUrl)).href : undefined;
}

async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A remote's chunk-assets.json, beside its manifest (once per deploy). A build without one (from
 * before it was written) gets its route tree's stylesheets from the manifest, and no lazy part's.
 */
export async function remoteBuildAssets(manifest: Manifest, manifestUrl: string): Promise<BuildAssets> {
  const base = remoteBase(manifest, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const text = await fetchText(at('chunk-assets.json'));
  if (text) {
    try {
      return { assets: JSON.parse(text) as ChunkAssets, at };
    } catch {
      // As without the file.
    }
  }
  const routes = manifest.exposes?.find((expose) => expose.path === './routes' || expose.name === 'routes');
  return { assets: { parts: { [ROUTE_TREE_PART]: { js: [], css: routes?.assets?.css?.sync ?? [], shared: [] } }, shared: {} }, at, partial: true };
}

/** The text of a remote's stylesheets, each fetched once (until `clear`); an unreadable one is left out. */
export class StylesheetTexts {
  private readonly texts = new Map<string, Promise<string | undefined>>();

  async of(hrefs: readonly string[]): Promise<string[]> {
    const texts = await Promise.all(
      hrefs.map((href) => {
        let text = this.texts.get(href);
        if (!text) {
          this.texts.set(href, (text = fetchText(href)));
          // A failed read is tried again with the next page.
          void text.then((read) => read === undefined && this.texts.delete(href));
        }
        return text;
      }),
    );
    // Each text once: a CSS module imported by two parts is in both chunks' stylesheets.
    return [...new Set(texts.filter((text): text is string => text !== undefined))];
  }

  clear() {
    this.texts.clear();
  }
}
