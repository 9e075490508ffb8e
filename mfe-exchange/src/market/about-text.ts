/**
 * The About text as plain words (docs/rules.md#currency: the provider's description, cut to 500 characters with
 * an ellipsis), for where there is no DOM: the server's HTML and the browser's hydrating render.
 * It is rendered as a text node, which React escapes, so no markup of the description ever runs
 * here; in the browser `about-html.ts` then swaps in the sanitised HTML, the same words with
 * their links, so the box keeps its size.
 */
export const DESCRIPTION_LIMIT = 500;

/**
 * Elements whose content is not text for the reader, dropped with everything inside (the same
 * list the sanitiser drops, so both show the same words).
 */
export const DROPPED_WITH_CONTENT = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'textarea', 'title', 'svg', 'math', 'select', 'head'];

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

/** The words of the description, cut as the sanitised HTML is, as plain text (never markup). */
export function aboutText(description: string, limit = DESCRIPTION_LIMIT): string {
  const dropped = DROPPED_WITH_CONTENT.join('|');
  const text = decodeEntities(
    description
      .replace(/\r\n/g, '\n')
      .replace(new RegExp(`<(${dropped})\\b[^>]*>[\\s\\S]*?</\\1\\s*>`, 'gi'), '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ''),
  );
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}
