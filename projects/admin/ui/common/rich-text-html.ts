/**
 * Stored rich text is HTML; older records may hold plain text. These helpers tell them apart and
 * turn plain text into the HTML the editor and the field show (blank lines separate paragraphs,
 * single line breaks stay line breaks).
 */

/** Whether a stored value is HTML (holds a tag, a comment or an entity) rather than plain text. */
export function isHtml(value: string): boolean {
  return /<[a-z!/][\s\S]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i.test(value);
}

/** Escapes the characters that are markup in HTML text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as HTML paragraphs: `a\n\nb` → `<p>a</p><p>b</p>`, `a\nb` → `<p>a<br>b</p>`. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A stored rich text value (HTML or plain text, any type) as HTML; '' when empty. */
export function richTextHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (!text.trim()) return '';
  return isHtml(text) ? text : plainTextToHtml(text);
}
