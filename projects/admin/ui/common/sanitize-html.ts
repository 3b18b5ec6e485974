import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

import { escapeHtml, richTextHtml } from './rich-text-html';

/**
 * What rich text may hold once sanitised: the formatting the editor produces (paragraphs,
 * headings, emphasis, lists, links, quotes, code) and nothing that runs or loads anything: no
 * scripts, styles, event handlers, images, frames or forms; links only to http(s), mailto, tel
 * and relative addresses (DOMPurify's URI rule).
 */
export const RICH_TEXT_SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title', 'start', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | null = null;

/** The library's own DOMPurify instance (its hook does not touch the app's default instance). */
function instance(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const created = DOMPurify(window);
  if (!created.isSupported) return null;
  // Links that open elsewhere do not get a handle on this page.
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (purifier = created);
}

/**
 * Stored rich text (HTML, or plain text turned into paragraphs) sanitised with DOMPurify, safe to
 * put in the page: `<img src=x onerror=…>`, `<script>`, `javascript:` links and inline handlers
 * are removed. Without a DOM (server rendering), the text is escaped instead: shown, never run.
 */
export function sanitizeRichText(value: unknown): string {
  const html = richTextHtml(value);
  if (!html) return '';
  const purify = instance();
  if (!purify) return escapeHtml(html);
  return purify.sanitize(html, { ...RICH_TEXT_SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
