// DOMPurify and its configuration (sanitize-html.ts, a chunk of its own), loaded with the first
// rich text shown: by VaRichTextField, and by VaRichTextInput for its view before the editor
// loads. Not exported.

/** A stored rich text value (HTML or plain text) as sanitised HTML. */
export type RichTextSanitizer = (value: unknown) => string;

let sanitizer: Promise<RichTextSanitizer> | null = null;

/** Loads the sanitiser once (a failed load is tried again on the next call). */
export function loadRichTextSanitizer(): Promise<RichTextSanitizer> {
  sanitizer ??= import('./sanitize-html').then((m) => m.sanitizeRichText);
  sanitizer.catch(() => (sanitizer = null));
  return sanitizer;
}
