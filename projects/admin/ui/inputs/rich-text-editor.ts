// The target of VaRichTextInput's import(): Tiptap (ProseMirror) and DOMPurify stay out of the
// initial bundle, in the package too (a chunk of its own). Not exported.
import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';

import { sanitizeRichText } from '../common/sanitize-html';

/** What `createRichTextEditor` needs from the input. */
export interface RichTextEditorOptions {
  /** The element the editor is mounted in. */
  readonly element: HTMLElement;
  /** The stored value (HTML or plain text). */
  readonly content: unknown;
  readonly editable: boolean;
  /** Attributes of the editable element (role, id, labels). */
  readonly attributes: Record<string, string>;
  /** The user changed the document. */
  readonly onUpdate: () => void;
  /** Any change of the document or the selection (toolbar states). */
  readonly onTransaction: () => void;
  readonly onBlur: (event: FocusEvent) => void;
  /** A key the editor does not handle itself; return true when handled. */
  readonly onKeyDown: (event: KeyboardEvent) => boolean;
}

/** The stored value as editor content: plain text becomes paragraphs, HTML is sanitised. */
export function editorContent(value: unknown): string {
  return sanitizeRichText(value);
}

/**
 * A Tiptap editor with the formatting `VaRichTextInput` offers: headings 1–3, bold, italic,
 * bulleted and numbered lists, links (http(s), mailto, tel, relative; `javascript:` refused), undo
 * and redo; the StarterKit's other marks and nodes (code, quotes, rules, underline, strike) stay
 * off so the stored HTML holds only what the toolbar can make.
 */
export function createRichTextEditor(options: RichTextEditorOptions): Editor {
  return new Editor({
    element: options.element,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
        },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
      }),
    ],
    content: editorContent(options.content),
    editable: options.editable,
    editorProps: {
      attributes: options.attributes,
      handleKeyDown: (_view, event) => options.onKeyDown(event),
    },
    onUpdate: () => options.onUpdate(),
    onTransaction: () => options.onTransaction(),
    onBlur: ({ event }) => options.onBlur(event),
  });
}
