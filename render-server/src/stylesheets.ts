/**
 * Which stylesheets a rendered page needs beyond the shell's entry stylesheet, which index.html
 * links for every page:
 * - the drawn remote's route tree stylesheets (its manifest's `exposes[./routes].assets.css.sync`),
 *   linked from every page of the remote;
 * - the stylesheets of the shell's lazy chunks (its layout, shared-ui's forms and overlays) and of
 *   the remote's lazy pages, each included when the page's HTML uses a class it styles. In the
 *   browser they arrive with their chunks, which would leave the server's HTML unstyled (shifting)
 *   until the scripts run; linked from every page, the forms' and overlays' were 5.4 KB gzip and
 *   two requests ahead of the first paint on pages that have neither.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './remotes';

/** A stylesheet and the class names it styles. */
export interface Stylesheet {
  /** Where the browser gets it (a shell stylesheet, linked). */
  href: string;
  classes: string[];
  /** Its text (a remote's lazy page stylesheet, written into the page). */
  css?: string;
}

export interface RemoteStylesheets {
  /** The route tree's stylesheets: linked from every page of the remote. */
  linked: string[];
  /** The lazy pages' stylesheets, with their text: written into the page when used. */
  pages: Stylesheet[];
}

const FETCH_TIMEOUT_MS = 2000;

/** Class names a stylesheet styles (CSS module names are hashed, so they name their file). */
export function classesOfStylesheet(css: string): string[] {
  const withoutNoise = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return [...new Set([...withoutNoise.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!))];
}

/** The class names the elements of rendered HTML carry. */
export function classNamesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) used.add(name);
  return used;
}

/** Of the given stylesheets, each that styles a class the HTML uses, and each that names none. */
export function stylesheetsUsed<Sheet extends { classes: string[] }>(sheets: readonly Sheet[], used: ReadonlySet<string>): Sheet[] {
  return sheets.filter((sheet) => !sheet.classes.length || sheet.classes.some((name) => used.has(name)));
}

/**
 * The stylesheets of the shell's lazy chunks, each content once (one CSS module in several chunks
 * has one content hash), without those index.html links already.
 */
export function shellStylesheets(shellDist: string, index: string): Stylesheet[] {
  const byContent = new Map<string, Stylesheet>();
  for (const file of readdirSync(shellDist).filter((name) => name.endsWith('.css')).sort()) {
    const href = `/${file}`;
    const content = /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
    if (byContent.has(content) || index.includes(`"${href}"`)) continue;
    byContent.set(content, { href, classes: classesOfStylesheet(readFileSync(join(shellDist, file), 'utf8')) });
  }
  return [...byContent.values()];
}

/** The remote's exposed route tree in its web manifest, and where the manifest's files are. */
function routesOf(manifest: Manifest, manifestUrl: string) {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  return {
    at: (file: string) => new URL(file, base).href,
    routes: manifest.exposes?.find((expose) => expose.path === './routes' || expose.name === 'routes'),
  };
}

/** The remote's entry script (remoteEntry.js), as an absolute URL. */
export function remoteEntryOf(manifest: Manifest, manifestUrl: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? routesOf(manifest, manifestUrl).at(`${entry.path ?? ''}${entry.name}`) : undefined;
}

/** A remote's stylesheets from its web manifest; the lazy pages' texts are fetched (once per deploy). */
export async function remoteStylesheets(manifest: Manifest, manifestUrl: string): Promise<RemoteStylesheets> {
  const { at, routes } = routesOf(manifest, manifestUrl);
  const linked = (routes?.assets?.css?.sync ?? []).map(at);
  const hrefs = (routes?.assets?.css?.async ?? []).map(at).filter((href) => !linked.includes(href));
  const pages = await Promise.all(
    hrefs.map(async (href): Promise<Stylesheet | undefined> => {
      try {
        const response = await fetch(href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!response.ok) return undefined;
        const css = await response.text();
        return { href, classes: classesOfStylesheet(css), css };
      } catch {
        return undefined;
      }
    }),
  );
  return { linked, pages: pages.filter((sheet): sheet is Stylesheet => sheet !== undefined) };
}
