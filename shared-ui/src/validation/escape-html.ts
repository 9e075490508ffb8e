/**
 * HTML-escapes the five significant characters of free text before it is sent (docs/rules.md#validation, contact
 * form). Idempotent, like the server's copy (pocketbase/pb_hooks/lib/validation.js): an entity
 * that is already escaped is left alone, so text is never escaped twice on its way to storage.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
