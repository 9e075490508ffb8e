/**
 * The About section's HTML: the provider's description sanitised by DOMPurify, then cut to its
 * first 500 characters of text (markup not counted) without breaking a tag.
 *
 * Only what a description needs survives: paragraphs, line breaks, lists, bold and italic, and
 * links to http(s) addresses, which open in a new tab without handing the provider's page a
 * reference to ours. Scripts, event handlers, images, SVG and every other tag or attribute go
 * (the text of harmless wrappers such as span stays). DOMPurify needs a DOM, so this module runs
 * in the browser only, and it is a chunk of its own, loaded when a description is drawn.
 */
import DOMPurify, { type Config } from 'dompurify';
import { DESCRIPTION_LIMIT, DROPPED_WITH_CONTENT } from './about-text';

const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'p', 'br', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  RETURN_DOM_FRAGMENT: true,
};

/** Cuts a tree after `limit` characters of text, adding an ellipsis when something was cut. */
function cut(root: Node, limit: number): void {
  let left = limit;
  let done = false;
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (done) {
        child.remove();
      } else if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text.length > left) {
          child.textContent = `${text.slice(0, left).trimEnd()}…`;
          done = true;
        } else {
          left -= text.length;
        }
      } else {
        walk(child);
      }
    }
  };
  walk(root);
}

/** Sanitised and cut HTML of a description, ready for the About section. */
export function aboutHtml(description: string, limit = DESCRIPTION_LIMIT): string {
  const clean = purifier.sanitize(description.replace(/\r\n/g, '\n'), CONFIG);
  cut(clean, limit);
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
