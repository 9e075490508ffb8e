/**
 * The server-rendered document is the shell's own built index.html (its script and stylesheet
 * tags, with their hashes) with the page's head, the remote's assets and the boot data put in,
 * and the rendered page inside #root. Plain string work, so that it stays in step with whatever
 * HtmlRspackPlugin writes.
 */
import type { RuntimeConfig } from 'shared-ui';
import type { RemoteContainer } from '../remotes/ownership';

/** Read by src/index.ts: present only in server-rendered pages. */
export const BOOT_ELEMENT_ID = 'gx-boot';
/** Marks the remote entry script that the HTML starts early (read by src/index.ts). */
export const EARLY_ENTRY_ATTRIBUTE = 'data-gx-early-entry';
/** Starts a rendered page's scripts once it has been painted (public/paint-first.js). */
export const PAINT_FIRST_SCRIPT = '/paint-first.js';

export interface BootData {
  /** The runtime configuration with the exact manifest URLs the server rendered with. */
  config: RuntimeConfig;
  /** The remote whose route tree is in the HTML, if any: the browser loads it before hydrating. */
  remote: RemoteContainer | null;
  /** Public API answers the page was rendered with (useServerData), by path. */
  data?: Record<string, unknown>;
  /** The lazy pages drawn (lazyPage ids): the browser loads their chunks before hydrating. */
  pages?: string[];
  /**
   * The drawn remote's web manifest, as the server read it from `config.remotes[remote]`: the
   * browser's federation runtime takes it from here instead of fetching it once the shell's script
   * has run, a round trip fewer before hydration (src/remotes/boot-manifest.ts).
   */
  manifest?: unknown;
}

export interface RemoteAssets {
  /** The stylesheets of the remote's route tree itself: linked from every page of the remote. */
  css: string[];
  /**
   * Stylesheets of the remote's lazy pages, with the class names each styles and its text: the page
   * carries those its HTML uses (stylesheetsUsed).
   */
  pageCss: Array<{ classes: string[]; css: string }>;
  /** The remote's entry script (remoteEntry.js), which the browser would otherwise find late. */
  entry?: string;
  /** The remote's web manifest as the render server read it (travels in the boot data). */
  manifest?: unknown;
}

/**
 * A stylesheet of one of the shell's lazy chunks (its application's layout, the forms and overlays
 * of shared-ui) and the class names it styles: a rendered page links those its HTML uses.
 */
export interface ShellStylesheet {
  href: string;
  classes: string[];
}

export interface DocumentParts {
  head: string;
  /** The shell's scripts, in order (DocumentFrame.shellScripts). */
  shellScripts: string[];
  /** The addresses of the shell's lazy stylesheets the rendered page uses. */
  shellStylesheets?: string[];
  remoteAssets?: RemoteAssets;
  /** The text of the lazy pages' stylesheets the rendered page uses. */
  pageStylesheets?: string[];
  boot: BootData;
}

const ROOT = '<div id="root"></div>';

/** JSON that may sit inside <script>: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The value of an attribute as index.html writes it (HtmlRspackPlugin escapes these four). */
function attributeValue(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The class names the elements of rendered HTML carry. */
export function classNamesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) used.add(name);
  return used;
}

/**
 * Of the given stylesheets, those a rendered page needs: each that styles a class its HTML uses
 * (`classNamesIn`), and each that names no class at all, which cannot be told unneeded.
 */
export function stylesheetsUsed<Sheet extends { classes: string[] }>(sheets: readonly Sheet[], used: ReadonlySet<string>): Sheet[] {
  return sheets.filter((sheet) => !sheet.classes.length || sheet.classes.some((name) => used.has(name)));
}

/** CSS that may sit inside <style>: nothing in it can close the element. */
function styleSafe(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The shell's index.html cut for a streamed page. `start` goes out before the page renders: the
 * head's tags for every page, the shell's entry stylesheet (the design system's base) among them,
 * which the first paint needs, so the browser fetches it while the server loads a remote or waits
 * for market data. The rest
 * follows once the page has rendered: `scripts` (the shell's), the page's own head, `body`, the
 * page and `end`. `staticRest` completes `start` as the static index.html would have (generic
 * head, empty #root): what is sent when the page cannot be rendered after `start` has gone out.
 *
 * The shell's scripts come with the page, not in `start`, and a rendered page does not run them as
 * the static page does: `preloads` fetches them, and public/paint-first.js (written by pageHead)
 * runs them once the page's content has been painted. Run by the parser, the shell's script ran
 * before the first paint whenever it had arrived by the end of the document (in Lighthouse's mobile
 * simulation the home page's LCP was then 2.0 s instead of 1.1 s, in about half the runs).
 */
export interface DocumentFrame {
  start: string;
  /** The shell's scripts, in their order: their addresses. */
  shellScripts: string[];
  /** `<link rel="preload">` for each of the shell's scripts. */
  preloads: string;
  /** From the end of the head to the opening of #root. */
  body: string;
  /** From the closing of #root to the end of the document. */
  end: string;
  staticRest: string;
}

const GENERIC_HEAD = [
  /<title>[^<]*<\/title>\s*/,
  /<meta name="description"[^>]*>\s*/,
  // The boot data carries the runtime configuration: no request for it, and no unused preload.
  /<!--[^>]*-->\s*(?=<link rel="preload" href="\/runtime-config\.json")/,
  /<link rel="preload" href="\/runtime-config\.json"[^>]*>\s*/,
];

export function documentFrame(template: string): DocumentFrame {
  const rootAt = template.indexOf(ROOT);
  const headEnd = template.indexOf('</head>');
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) throw new Error('index.html has no head before an empty #root');
  let head = template.slice(0, headEnd);
  // The page's own title and description replace the generic ones, which only the static page keeps.
  const generic: string[] = [];
  for (const pattern of GENERIC_HEAD) {
    head = head.replace(pattern, (tag) => {
      generic.push(tag.trim());
      return '';
    });
  }
  const scripts: string[] = [];
  const shellScripts: string[] = [];
  head = head.replace(/<script\b([^>]*)><\/script>\s*/g, (tag, attributes: string) => {
    scripts.push(tag.trim());
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) shellScripts.push(attributeValue(src));
    return '';
  });
  // Mantine sets this attribute when it starts; written here, the first paint already has it.
  const start = head.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
  const body = `${template.slice(headEnd, rootAt)}<div id="root">`;
  const end = `</div>${template.slice(rootAt + ROOT.length)}`;
  const preloads = shellScripts.map((src) => `<link rel="preload" as="script" href="${attribute(src)}" />`).join('');
  return { start, shellScripts, preloads, body, end, staticRest: `${generic.join('')}${scripts.join('')}${body}${end}` };
}

/** The page's own part of the head: its tags, the remote's assets and the boot data. */
export function pageHead(parts: DocumentParts): string {
  const assets = parts.remoteAssets;
  return [
    parts.head,
    ...(parts.shellStylesheets ?? []).map((href) => `<link rel="stylesheet" href="${attribute(href)}" />`),
    ...(assets?.css ?? []).map((url) => `<link rel="stylesheet" href="${attribute(url)}" />`),
    // The lazy pages' own rules, in the document: a page of many sections (the home page) used a
    // dozen small stylesheets, each a request in the way of the first paint. Their chunks link them
    // again when they load, which changes nothing on screen.
    ...(parts.pageStylesheets?.length ? [`<style data-gx-page-css>${styleSafe(parts.pageStylesheets.join('\n'))}</style>`] : []),
    // The shell's scripts, then the remote's entry, run once the page has been painted
    // (public/paint-first.js). The entry runs after the shell's script, since it needs the federation
    // runtime that script sets up (run before it, it threw); the runtime then finds its container
    // defined and loads it no more. Not preloaded: when the remote was down as the page loaded,
    // Chromium answered the runtime's later requests for a preloaded URL with the failed preload, so
    // 'Try Again' failed even once the remote was back; a script that failed leaves nothing behind,
    // and the runtime loads the entry itself (src/index.ts takes the element out of its way first).
    // Only the entry: its chunks have hashed names of one build, and run ahead of an entry
    // redeployed meanwhile they would mix two builds.
    `<script defer src="${PAINT_FIRST_SCRIPT}" data-shell="${attribute(parts.shellScripts.join(' '))}"${assets?.entry ? ` data-entry="${attribute(assets.entry)}"` : ''}></script>`,
    // Not an executable script: an inline script after the stylesheets would block parsing until
    // they arrive, and the site's CSP allows no inline script.
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(parts.boot)}</script>`,
  ].join('');
}
