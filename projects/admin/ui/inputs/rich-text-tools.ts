import type { Editor } from '@tiptap/core';

/** A button of `VaRichTextInput`'s toolbar. */
export interface RichTextTool {
  /** Also the message key `admin.inputs.richText.<id>` of its name. */
  readonly id: RichTextToolId;
  readonly icon: string;
  /** The key combination that does the same, shown in the tooltip (`Mod` = Ctrl or ⌘). */
  readonly keys?: string;
  /** A formatting state the button toggles (announced with aria-pressed). */
  readonly active?: (editor: Editor) => boolean;
  /** Whether the command can run now. */
  readonly enabled: (editor: Editor) => boolean;
  /** Runs the command (the link button opens the link form instead). */
  readonly run?: (editor: Editor) => void;
}

export type RichTextToolId =
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'undo'
  | 'redo';

const heading = (level: 1 | 2 | 3): RichTextTool => ({
  id: `heading${level}`,
  icon: `mdi-format-header-${level}`,
  keys: `Mod+Alt+${level}`,
  active: (editor) => editor.isActive('heading', { level }),
  enabled: (editor) => editor.can().toggleHeading({ level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

/** The toolbar, in order; groups are separated where `RICH_TEXT_GROUP_ENDS` says. */
export const RICH_TEXT_TOOLS: readonly RichTextTool[] = [
  heading(1),
  heading(2),
  heading(3),
  {
    id: 'bold',
    icon: 'mdi-format-bold',
    keys: 'Mod+B',
    active: (editor) => editor.isActive('bold'),
    enabled: (editor) => editor.can().toggleBold(),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    icon: 'mdi-format-italic',
    keys: 'Mod+I',
    active: (editor) => editor.isActive('italic'),
    enabled: (editor) => editor.can().toggleItalic(),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    id: 'bulletList',
    icon: 'mdi-format-list-bulleted',
    keys: 'Mod+Shift+8',
    active: (editor) => editor.isActive('bulletList'),
    enabled: (editor) => editor.can().toggleBulletList(),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    icon: 'mdi-format-list-numbered',
    keys: 'Mod+Shift+7',
    active: (editor) => editor.isActive('orderedList'),
    enabled: (editor) => editor.can().toggleOrderedList(),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'link',
    icon: 'mdi-link-variant',
    keys: 'Mod+K',
    active: (editor) => editor.isActive('link'),
    enabled: (editor) => editor.isActive('link') || !editor.state.selection.empty,
  },
  {
    id: 'undo',
    icon: 'mdi-undo',
    keys: 'Mod+Z',
    enabled: (editor) => editor.can().undo(),
    run: (editor) => editor.chain().focus().undo().run(),
  },
  {
    id: 'redo',
    icon: 'mdi-redo',
    keys: 'Mod+Shift+Z',
    enabled: (editor) => editor.can().redo(),
    run: (editor) => editor.chain().focus().redo().run(),
  },
];

/** The tools after which a separator is drawn. */
export const RICH_TEXT_GROUP_ENDS: ReadonlySet<RichTextToolId> = new Set([
  'heading3',
  'italic',
  'orderedList',
  'link',
]);

/** The schemes a link may use. */
const SCHEMES = /^(https?|mailto|tel):/i;

/**
 * A link address as typed, made usable: `example.com/a` → `https://example.com/a`,
 * `ada@example.com` → `mailto:ada@example.com`; http(s),
 * mailto, tel, relative paths (`/a`, `#top`, `?q`) kept. Null when it cannot be a link (blank,
 * spaces inside, another scheme such as `javascript:`).
 */
export function normalizeLink(typed: string): string | null {
  const url = typed.trim();
  if (!url || /\s/.test(url)) return null;
  if (SCHEMES.test(url)) return url;
  if (/^[/#?]/.test(url)) return url;
  if (/^[^@/:]+@[\w-]+(\.[\w-]+)+$/.test(url)) return `mailto:${url}`;
  if (/^[\w-]+(\.[\w-]+)+([/:?#].*)?$/.test(url)) return `https://${url}`;
  return null;
}
