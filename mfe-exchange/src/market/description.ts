/**
 * The About text (spec §2): the provider's description is HTML (links and `\r\n`). It is sanitised
 * by an allowlist (links kept; scripts, event handlers and every other tag or attribute gone), then
 * cut to its first 500 characters of text plus an ellipsis without breaking a tag.
 *
 * Why not DOMPurify: it added 12 KB gzip to a page that has to stay within its budget, and the
 * markup needed here is tiny. The input is parsed with DOMParser into an inert document (no script
 * runs and nothing loads there), and a new tree is built from it holding only the allowed elements,
 * `href` (http/https only) on links, and text nodes: nothing of the input's markup is copied.
 *
 * Both steps need a DOM, so they run in the browser (an effect), never during a server render.
 * Until then (in the server's HTML and while hydrating) the section shows `aboutText`: the same
 * words as plain text, which React escapes, so the page does not jump when the links appear.
 */
export const DESCRIPTION_LIMIT = 500;

const ALLOWED = new Set(['A', 'B', 'STRONG', 'I', 'EM', 'P', 'BR', 'UL', 'OL', 'LI']);
/** Elements whose content is not text for the reader: dropped with everything inside. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'TEXTAREA', 'TITLE', 'SVG', 'MATH', 'SELECT', 'HEAD']);
const SAFE_URL = /^https?:\/\//i;

function copyChildren(from: Node, to: Node, document: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const name = (child as Element).tagName.toUpperCase();
    if (DROPPED.has(name)) continue;
    if (!ALLOWED.has(name)) {
      // Unknown but harmless wrappers (span, div, img…): keep their text, not the element.
      copyChildren(child, to, document);
      continue;
    }
    const element = document.createElement(name.toLowerCase());
    if (name === 'A') {
      const href = ((child as Element).getAttribute('href') ?? '').trim();
      if (SAFE_URL.test(href)) {
        element.setAttribute('href', href);
        // Links open in a new tab without handing the provider's page a reference to ours.
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    copyChildren(child, element, document);
    to.appendChild(element);
  }
}

/** Sanitised HTML: only the allowed tags, links only with http(s) addresses, no other attribute. */
export function sanitizeDescription(html: string, window: Window): string {
  const parser = new (window as Window & typeof globalThis).DOMParser();
  const inert = parser.parseFromString(html.replace(/\r\n/g, '\n'), 'text/html');
  const clean = window.document.createElement('div');
  copyChildren(inert.body, clean, window.document);
  return clean.innerHTML;
}

/**
 * Cuts sanitised HTML after `limit` characters of text (markup is not counted), closing every
 * open tag, and adds an ellipsis when something was cut.
 */
export function cutDescription(html: string, window: Window, limit = DESCRIPTION_LIMIT): string {
  const root = window.document.createElement('div');
  root.innerHTML = html;
  let left = limit;
  let cut = false;
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (cut) {
        child.parentNode?.removeChild(child);
        continue;
      }
      if (child.nodeType === 3) {
        const text = child.textContent ?? '';
        if (text.length > left) {
          child.textContent = `${text.slice(0, left).trimEnd()}…`;
          cut = true;
        } else {
          left -= text.length;
        }
      } else {
        walk(child);
      }
    }
  };
  walk(root);
  return root.innerHTML;
}

/** Sanitise, then cut: what the About section renders. */
export function aboutHtml(description: string, window: Window): string {
  return cutDescription(sanitizeDescription(description, window), window);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The About text without a DOM: the words of `aboutHtml`, cut the same way, as plain text (never
 * markup: it is rendered as a text node). Content of dropped elements (scripts, styles…) is gone.
 */
export function aboutText(description: string, limit = DESCRIPTION_LIMIT): string {
  const dropped = [...DROPPED].join('|');
  const text = decodeEntities(
    description
      .replace(/\r\n/g, '\n')
      .replace(new RegExp(`<(${dropped})\\b[^>]*>[\\s\\S]*?</\\1\\s*>`, 'gi'), '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ''),
  );
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}
