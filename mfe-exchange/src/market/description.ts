/**
 * The About text (spec §2): the provider's description is HTML (links and `\r\n`). It is sanitised
 * (links kept; scripts, event handlers and everything else dangerous gone) with DOMPurify, then cut
 * to its first 500 characters of text plus an ellipsis without breaking a tag.
 *
 * Both steps need a DOM, so they run in the browser (an effect), never during a server render.
 */
import DOMPurify from 'dompurify';

export const DESCRIPTION_LIMIT = 500;

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'p', 'br', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href'];

/** Sanitised HTML: only the tags above, links only with http(s) addresses. */
export function sanitizeDescription(html: string, window: Window): string {
  const purifier = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  const clean = purifier.sanitize(html.replace(/\r\n/g, '\n'), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
    RETURN_DOM: true,
  }) as HTMLElement;
  // Links open in a new tab without handing the provider's page a reference to ours.
  for (const link of Array.from(clean.querySelectorAll('a'))) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  const result = clean.innerHTML;
  // Belt and braces: a DOM implementation that DOMPurify cannot walk (seen with happy-dom) returns
  // the input unchanged. Then nothing but the text is shown.
  if (/<(script|iframe|object|embed|style)|\son[a-z]+\s*=|javascript:/i.test(result)) return escapeText(clean.textContent ?? '');
  return result;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
