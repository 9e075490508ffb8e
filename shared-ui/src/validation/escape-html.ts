/**
 * HTML-escapes the five significant characters of free text before it is sent (docs/rules.md#validation, contact
 * form) and before it is stored. Idempotent: an entity that is already escaped is left alone, so
 * text escaped by the browser is never escaped twice on its way to storage.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The text as typed, from text the browser HTML-escaped before sending: exactly the five entities
 * escapeHtml writes, in one pass. Rules judge what the person typed, so "O'Brien" sent as
 * "O&#39;Brien" is a name and a 5,000-character message stays within the limit.
 */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Trims, drops control characters (keeping line breaks and tabs) and HTML-escapes free text. */
export function cleanText(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  return escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim());
}
