/**
 * The document sent for a rendered page: the shell's built index.html with its placeholders
 * filled. index.html marks each place the server fills:
 *
 *   <!--app-head-->generic title and description<!--/app-head-->   the page's own head
 *   <!--app-scripts-->the shell's scripts<!--/app-scripts-->       run once the page is painted
 *   <div id="root"><!--app-html--></div>                           the rendered page
 *   <!--app-boot-->                                                the boot data
 *
 * The static page (the render server down, or a page it could not render) is the same file with
 * the placeholders left as they are: the generic head, the scripts run by the parser, an empty root.
 */
import { BOOT_ELEMENT_ID } from 'shell/server';
import type { BootData } from 'shell/server';

/** Starts a rendered page's scripts once it has been painted (shell/public/start-after-paint.js). */
export const START_AFTER_PAINT_SCRIPT = '/start-after-paint.js';

export interface DocumentParts {
  /** The page's head tags (title, description, canonical, previews, structured data). */
  head: string;
  /** The rendered page, inside #root. */
  html: string;
  boot: BootData;
  /** The shell's entry scripts, in order (from the shell's asset data). */
  shellScripts: readonly string[];
  /** Stylesheets to link: the remote's route tree's, the shell's lazy ones the page uses. */
  stylesheets: readonly string[];
  /** Rules of the lazy pages drawn, written into the page. */
  pageCss: readonly string[];
  /** The drawn remote's entry script, started with the shell's. */
  remoteEntry?: string;
}

/** JSON that may sit inside <script>: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text for HTML or XML, in an element or a quoted attribute: the five significant characters escaped. */
export function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** CSS that may sit inside <style>: nothing in it can close the element. */
function styleSafe(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * Puts `value` in place of the placeholder `<!--app-NAME-->`, and of what index.html holds up to
 * its `<!--/app-NAME-->` when it has one. Throws when index.html has no such placeholder: a
 * template that lost one must fail the render (the static page is served), not drop a part.
 */
export function fillPlaceholder(template: string, name: string, value: string): string {
  const open = `<!--app-${name}-->`;
  const start = template.indexOf(open);
  if (start < 0) throw new Error(`index.html has no ${open} placeholder`);
  const close = `<!--/app-${name}-->`;
  const closeAt = template.indexOf(close, start);
  const end = closeAt < 0 ? start + open.length : closeAt + close.length;
  return template.slice(0, start) + value + template.slice(end);
}

/**
 * The scripts of a rendered page: the shell's are fetched at once (preload) and run by
 * start-after-paint.js once the page's content has been painted. Run by the parser, the shell's script
 * ran before the first paint whenever it had arrived by the end of the document, and the paint
 * waited for its compilation (docs/decisions.md#paint-first). The drawn remote's entry runs after the shell's (it needs the federation runtime the
 * shell sets up); it is not preloaded: a failed preload was reused by Chromium for the runtime's
 * retry and broke Try Again.
 */
function scripts(parts: DocumentParts): string {
  return [
    ...parts.shellScripts.map((src) => `<link rel="preload" as="script" href="${escapeMarkup(src)}" />`),
    `<script defer src="${START_AFTER_PAINT_SCRIPT}" data-shell="${escapeMarkup(parts.shellScripts.join(' '))}"${
      parts.remoteEntry ? ` data-entry="${escapeMarkup(parts.remoteEntry)}"` : ''
    }></script>`,
  ].join('');
}

export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    parts.head,
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}" />`),
    // The lazy pages' rules in the document: the home page used a dozen small stylesheets, each a
    // request ahead of the first paint. Their chunks link them again when they load (no change on screen).
    ...(parts.pageCss.length ? [`<style data-gx-page-css>${styleSafe(parts.pageCss.join('\n'))}</style>`] : []),
  ].join('');
  let html = fillPlaceholder(template, 'head', head);
  html = fillPlaceholder(html, 'scripts', scripts(parts));
  html = fillPlaceholder(html, 'html', parts.html);
  // Not an executable script: the site's CSP allows no inline script, and an inline script after
  // the stylesheets would block parsing until they arrive.
  return fillPlaceholder(html, 'boot', `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(parts.boot)}</script>`);
}
