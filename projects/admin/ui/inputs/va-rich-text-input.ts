import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
  PendingTasks,
  afterNextRender,
  computed,
  effect,
  inject,
  signal,
  untracked,
  viewChild,
  viewChildren,
} from '@angular/core';
import { FocusKeyManager } from '@angular/cdk/a11y';
import { Directionality } from '@angular/cdk/bidi';
import { FormControl, ReactiveFormsModule, type AbstractControl } from '@angular/forms';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatError, MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { MatTooltip } from '@angular/material/tooltip';
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser';
import type { Editor } from '@tiptap/core';

import { VaIcon } from 'admin/shell';
import { loadRichTextSanitizer, type RichTextSanitizer } from '../common/sanitizer-loader';
import { INPUT_STYLES } from './input-styles';
import {
  RICH_TEXT_GROUP_ENDS,
  RICH_TEXT_TOOLS,
  normalizeLink,
  type RichTextTool,
} from './rich-text-tools';
import { VaRichTextToolButton } from './rich-text-tool-button';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

type EditorModule = typeof import('./rich-text-editor');

/**
 * A rich text input (Tiptap, a ProseMirror editor): `<va-rich-text-input source="body" />`.
 * Headings 1–3, bold, italic, bulleted and numbered lists, links, undo and redo, from a toolbar or
 * the usual keys (Ctrl/⌘+B, I, Z, Shift+Z, K for a link; Alt+F10 moves to the toolbar, whose
 * buttons the arrow keys go through).
 *
 * Until the user goes into it (focus, click, Tab), it shows the value formatted in the same
 * frame, a focusable text box; the editor is created then, where the user clicked. Its code
 * (about 390 kB) is fetched when the pointer comes over the input, or else then: a form opens
 * without running it, and a form whose text is only read never does. Read-only and disabled
 * inputs keep that view.
 *
 * The value is HTML (`<p>Hello <strong>world</strong></p>`), null when empty; a stored plain text
 * value is edited as paragraphs. What the editor loads is sanitised, and it keeps only what its
 * toolbar can make.
 */
@Component({
  selector: 'va-rich-text-input',
  imports: [
    ReactiveFormsModule,
    MatButton,
    MatIconButton,
    MatFormField,
    MatLabel,
    MatError,
    MatInput,
    MatTooltip,
    VaIcon,
    VaRichTextToolButton,
  ],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '(pointerenter)': 'prefetch()' },
  template: `
    <div
      class="va-rich-text-input"
      [class.va-rich-text-invalid]="showsError()"
      [class.va-rich-text-disabled]="isDisabled()"
      [class.va-rich-text-readonly]="isReadonly()"
    >
      <div class="va-input-label" [id]="uid + '-label'">
        {{ fieldLabel() }}
        @if (isRequired()) {
          <span aria-hidden="true">*</span>
        }
      </div>
      @if (!isReadonly()) {
        <div
          class="va-rich-text-toolbar"
          role="toolbar"
          [attr.aria-label]="t('toolbar', { label: fieldLabel() })"
          [attr.aria-controls]="uid + '-editor'"
        >
          @for (tool of tools; track tool.id; let i = $index) {
            <button
              matIconButton
              vaRichTextTool
              type="button"
              [class]="'va-rich-text-tool va-rich-text-tool-' + tool.id"
              [class.va-rich-text-active]="isActive(tool)"
              [attr.aria-label]="t(tool.id)"
              [attr.aria-pressed]="tool.active && tool.id !== 'link' ? isActive(tool) : null"
              [attr.aria-expanded]="tool.id === 'link' ? linkOpen() : null"
              [attr.aria-keyshortcuts]="tool.keys ? keyShortcut(tool.keys) : null"
              [disabled]="!canRun(tool)"
              [disabledInteractive]="!isDisabled() && !!editor()"
              [matTooltip]="tooltip(tool)"
              (click)="use(tool, i)"
              (keydown)="toolbarKeydown($event)"
            >
              <va-icon [name]="tool.icon" />
            </button>
            @if (groupEnds.has(tool.id) && !$last) {
              <span
                class="va-rich-text-separator"
                role="separator"
                aria-orientation="vertical"
              ></span>
            }
          }
        </div>
      }
      @if (linkOpen()) {
        <div class="va-rich-text-link-form" role="group" [attr.aria-label]="t('linkForm')">
          <mat-form-field class="va-rich-text-link-field" subscriptSizing="dynamic">
            <mat-label>{{ t('linkAddress') }}</mat-label>
            <input
              #linkInput
              matInput
              type="url"
              [formControl]="linkControl"
              (keydown.enter)="applyLink($event)"
              (keydown.escape)="closeLink($event)"
            />
            <mat-error>{{ t('linkInvalid') }}</mat-error>
          </mat-form-field>
          <button matButton type="button" class="va-rich-text-link-apply" (click)="applyLink()">
            {{ t('applyLink') }}
          </button>
          @if (linkWasActive()) {
            <button matButton type="button" class="va-rich-text-link-remove" (click)="removeLink()">
              {{ t('removeLink') }}
            </button>
          }
          <button matButton type="button" class="va-rich-text-link-cancel" (click)="closeLink()">
            {{ t('cancelLink') }}
          </button>
        </div>
      }
      <div class="va-rich-text-frame">
        <div #editorHost class="va-rich-text va-rich-text-content" [hidden]="!editor()"></div>
        @if (loadError(); as message) {
          <div class="va-rich-text-status va-input-error" role="alert">
            {{ t('loadFailed', { message }) }}
            <button matButton type="button" class="va-rich-text-retry" (click)="load()">
              {{ t('retry') }}
            </button>
          </div>
        } @else if (!editor()) {
          <!-- The value as the editor will show it, until the user goes into it. -->
          <div
            class="va-rich-text va-rich-text-content va-rich-text-view"
            role="textbox"
            aria-multiline="true"
            [id]="uid + '-editor'"
            [attr.aria-labelledby]="uid + '-label'"
            [attr.aria-describedby]="errorText() ? uid + '-error' : hint() ? uid + '-hint' : null"
            [attr.aria-invalid]="errorText() ? 'true' : null"
            [attr.aria-required]="isRequired() ? 'true' : null"
            [attr.aria-readonly]="isReadonly() ? 'true' : null"
            [attr.aria-disabled]="isDisabled() ? 'true' : null"
            [attr.aria-busy]="started() ? 'true' : null"
            [attr.tabindex]="isDisabled() ? null : 0"
            (focus)="start()"
            (pointerdown)="start($event)"
          >
            @if (viewHtml(); as html) {
              <div class="va-rich-text-view-html" [innerHTML]="html"></div>
            } @else {
              <p class="va-rich-text-empty">{{ viewText() }}</p>
            }
          </div>
          @if (started()) {
            <span class="cdk-visually-hidden" role="status">{{ t('loading') }}</span>
          }
        }
      </div>
      @if (errorText()) {
        <div class="va-input-error" [id]="uid + '-error'" role="alert">{{ errorText() }}</div>
      } @else if (hint()) {
        <div class="va-input-hint" [id]="uid + '-hint'">{{ hint() }}</div>
      }
    </div>
  `,
  styleUrls: ['../common/rich-text-content.css'],
  styles: [
    INPUT_STYLES,
    `
      .va-rich-text-input {
        padding: 4px 0 16px;
      }
      .va-rich-text-toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 2px;
        padding: 2px;
        border: 1px solid var(--mat-sys-outline);
        border-bottom: 0;
        border-radius: 4px 4px 0 0;
        background: var(--mat-sys-surface-container);
      }
      .va-rich-text-active {
        background: var(--mat-sys-secondary-container);
        color: var(--mat-sys-on-secondary-container);
      }
      .va-rich-text-separator {
        width: 1px;
        align-self: stretch;
        margin: 6px 4px;
        background: var(--mat-sys-outline-variant);
      }
      .va-rich-text-link-form {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
        padding: 8px;
        border: 1px solid var(--mat-sys-outline);
        border-bottom: 0;
        background: var(--mat-sys-surface-container-low);
      }
      .va-rich-text-link-field {
        flex: 1 1 240px;
      }
      .va-rich-text-frame {
        border: 1px solid var(--mat-sys-outline);
        border-radius: 0 0 4px 4px;
        background: var(--mat-sys-surface);
      }
      .va-rich-text-readonly .va-rich-text-frame {
        border-radius: 4px;
        border-style: dashed;
      }
      .va-rich-text-frame:focus-within {
        border-color: var(--mat-sys-primary);
        box-shadow: inset 0 0 0 1px var(--mat-sys-primary);
      }
      .va-rich-text-invalid .va-rich-text-frame {
        border-color: var(--mat-sys-error);
      }
      .va-rich-text-disabled .va-rich-text-frame {
        color: color-mix(in srgb, var(--mat-sys-on-surface) 38%, transparent);
        border-color: color-mix(in srgb, var(--mat-sys-on-surface) 12%, transparent);
      }
      .va-rich-text-content ::ng-deep .ProseMirror,
      .va-rich-text-view {
        min-height: 8em;
        padding: 12px 16px;
        outline: none;
        white-space: pre-wrap;
      }
      .va-rich-text-view {
        cursor: text;
      }
      .va-rich-text-readonly .va-rich-text-view,
      .va-rich-text-disabled .va-rich-text-view {
        cursor: default;
      }
      .va-rich-text-empty {
        margin: 0;
      }
      .va-rich-text-status {
        padding: 12px 16px;
        color: var(--mat-sys-on-surface-variant);
      }
    `,
  ],
})
export class VaRichTextInput extends VaInput<FormControl<string | null>> {
  protected readonly tools = RICH_TEXT_TOOLS;
  protected readonly groupEnds = RICH_TEXT_GROUP_ENDS;
  /** The editor, once loaded. */
  readonly editor = signal<Editor | null>(null);
  /** The message of a failed load (the retry button tries again). */
  protected readonly loadError = signal<string | null>(null);
  /** The user went into the input: the editor is being created. */
  protected readonly started = signal(false);
  /** The value the view shows before the editor exists. */
  private readonly shown = signal<string | null>(null);
  private readonly sanitize = signal<RichTextSanitizer | null>(null);
  private readonly domSanitizer = inject(DomSanitizer);
  /** The value, sanitised (DOMPurify, as the editor and the show field have it). */
  protected readonly viewHtml = computed<SafeHtml | null>(() => {
    const sanitize = this.sanitize();
    const value = this.shown();
    if (!sanitize || value === null) return null;
    const html = sanitize(value);
    return html ? this.domSanitizer.bypassSecurityTrustHtml(html) : null;
  });
  /** What the view shows while the sanitiser loads, or when the value is empty. */
  protected readonly viewText = computed(() => {
    const value = this.shown();
    return value === null
      ? ''
      : value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
  });
  protected readonly linkOpen = signal(false);
  /** Whether the selection was in a link when the link form opened. */
  protected readonly linkWasActive = signal(false);
  protected readonly linkControl = new FormControl('', {
    nonNullable: true,
    validators: (control: AbstractControl) =>
      normalizeLink(control.value) ? null : { link: true },
  });

  private readonly injector = inject(Injector);
  private readonly pendingTasks = inject(PendingTasks);
  private readonly dir = inject(Directionality, { optional: true });
  private readonly editorHost = viewChild.required<ElementRef<HTMLElement>>('editorHost');
  private readonly linkInput = viewChild<ElementRef<HTMLInputElement>>('linkInput');
  private readonly buttons = viewChildren(VaRichTextToolButton);
  private readonly keyManager = new FocusKeyManager(this.buttons, this.injector)
    .withHorizontalOrientation(this.dir?.value ?? 'ltr')
    .withHomeAndEnd()
    .withWrap();
  /** Bumped on every editor transaction (toolbar states). */
  private readonly transactions = signal(0);
  private module: EditorModule | null = null;
  /** The value the editor last reported (not written back into it); undefined: none. */
  private reported: string | null | undefined = undefined;
  private destroyed = false;

  private readonly editable = computed(() => !this.isDisabled() && !this.isReadonly());

  constructor() {
    super();
    this.loadSanitizer();
    this.keyManager.change.subscribe((index) =>
      this.buttons().forEach((button, i) => button.tabStop.set(i === index)),
    );
    // The first enabled button is the tab stop until the user moves.
    effect(() => {
      const buttons = this.buttons();
      untracked(() => {
        if (buttons.length && !buttons.some((button) => button.tabStop())) {
          this.keyManager.updateActiveItem(0);
          buttons[0].tabStop.set(true);
        }
      });
    });
    effect(() => {
      const editor = this.editor();
      const editable = this.editable();
      if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
    });
    // The states of the editable element that change (the static ones are set on creation).
    effect(() => {
      const dom = this.editor()?.view.dom;
      if (!dom) return;
      const error = this.errorText();
      const set = (name: string, value: string | null) =>
        value === null ? dom.removeAttribute(name) : dom.setAttribute(name, value);
      set(
        'aria-describedby',
        error ? `${this.uid}-error` : this.hint() ? `${this.uid}-hint` : null,
      );
      set('aria-invalid', error ? 'true' : null);
      set('aria-required', this.isRequired() ? 'true' : null);
      set('aria-readonly', this.isReadonly() ? 'true' : null);
      set('aria-disabled', this.isDisabled() ? 'true' : null);
    });
    this.destroyRef.onDestroy(() => {
      this.destroyed = true;
      this.keyManager.destroy();
      this.editor()?.destroy();
    });
  }

  /** A message of `admin.inputs.richText`. */
  protected t(key: string, params?: Record<string, string>): string {
    return this.i18n.t(`admin.inputs.richText.${key}`, params);
  }

  /**
   * The user went into the input (focus, or a press that `event` gives): creates the editor and
   * puts the caret where they pressed, else at the end. Nothing for a read-only or disabled input.
   */
  protected async start(event?: PointerEvent): Promise<void> {
    if (this.started() || this.isReadonly() || this.isDisabled()) return;
    this.started.set(true);
    await this.load();
    const editor = this.editor();
    if (!editor) return;
    let position: number | null = null;
    try {
      position = event
        ? (editor.view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null)
        : null;
    } catch {
      // No layout (tests, a hidden element): the caret goes to the end.
    }
    // Focused at once (Tiptap's focus command waits for an animation frame).
    editor.commands.setTextSelection(position ?? editor.state.doc.content.size);
    editor.view.focus();
  }

  /**
   * Fetches the editor's code, without creating the editor: when the pointer comes over the
   * input, so that it is usually there by the time the user clicks.
   */
  protected async prefetch(): Promise<void> {
    if (this.module || this.isReadonly() || this.isDisabled()) return;
    try {
      this.module ??= await import('./rich-text-editor');
    } catch {
      // Tried again, and reported, when the user goes into the input (load()).
    }
  }

  /** DOMPurify, for the view before the editor (the page is not stable until it is there). */
  private loadSanitizer(): void {
    const done = this.pendingTasks.add();
    loadRichTextSanitizer()
      .then((sanitize) => this.sanitize.set(sanitize))
      .catch(() => undefined)
      .finally(done);
  }

  /** Loads the editor's code and mounts it (again after a failure). */
  protected async load(): Promise<void> {
    this.loadError.set(null);
    // The page is not stable while the editor loads (tests, server rendering).
    const done = this.pendingTasks.add();
    try {
      const module = (this.module ??= await import('./rich-text-editor'));
      if (this.destroyed || this.editor()) return;
      const editor = module.createRichTextEditor({
        element: this.editorHost().nativeElement,
        content: this.control.value,
        editable: this.editable(),
        attributes: {
          id: `${this.uid}-editor`,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${this.uid}-label`,
        },
        onUpdate: () => this.editorChanged(),
        onTransaction: () => this.transactions.update((n) => n + 1),
        onBlur: (event) => {
          const next = event.relatedTarget as Node | null;
          const host = this.editorHost().nativeElement.closest('.va-rich-text-input');
          if (!next || !host?.contains(next)) this.control.markAsTouched();
        },
        onKeyDown: (event) => this.editorKeydown(event),
      });
      this.editor.set(editor);
    } catch (error) {
      this.loadError.set(error instanceof Error ? error.message : String(error));
    } finally {
      done();
    }
  }

  protected override createControl() {
    return new FormControl<string | null>(null);
  }

  protected override fromRecord(value: unknown): string | null {
    if (value === null || value === undefined) return null;
    const text = String(value);
    return text.trim() ? text : null;
  }

  protected override writeView(value: unknown): void {
    super.writeView(value);
    this.shown.set(this.control.value);
    const editor = this.editor();
    const html = this.control.value;
    if (!editor || !this.module || html === this.reported) return;
    this.reported = undefined;
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(this.module.editorContent(html), { emitUpdate: false })
      .run();
  }

  /** Whether a tool's formatting is on where the selection is. */
  protected isActive(tool: RichTextTool): boolean {
    this.transactions();
    const editor = this.editor();
    return !!editor && !!tool.active?.(editor);
  }

  /**
   * Whether a tool can be used now; when not, its button is disabled but stays focusable
   * (`disabledInteractive`, announced with aria-disabled), as the toolbar pattern asks.
   */
  protected canRun(tool: RichTextTool): boolean {
    this.transactions();
    const editor = this.editor();
    return !!editor && this.editable() && tool.enabled(editor);
  }

  protected tooltip(tool: RichTextTool): string {
    const name = this.t(tool.id);
    return tool.keys ? `${name} (${this.keyLabel(tool.keys)})` : name;
  }

  /** `Mod+B` as `aria-keyshortcuts` wants it (`Control+B`, `Meta+B` on Apple systems). */
  protected keyShortcut(keys: string): string {
    return keys.replace('Mod', isApple() ? 'Meta' : 'Control');
  }

  protected use(tool: RichTextTool, index: number): void {
    this.keyManager.updateActiveItem(index);
    const editor = this.editor();
    if (!editor || !this.canRun(tool)) return;
    if (tool.id === 'link') this.openLink();
    else tool.run?.(editor);
  }

  protected toolbarKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.editor()?.view.focus();
      return;
    }
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (keys.includes(event.key)) this.keyManager.onKeydown(event);
  }

  /** Opens the link form for the selection (or the link around the cursor). */
  protected openLink(): void {
    const editor = this.editor();
    if (!editor || !this.editable()) return;
    const active = editor.isActive('link');
    if (!active && editor.state.selection.empty) return;
    if (active) editor.chain().extendMarkRange('link').run();
    this.linkWasActive.set(active);
    const href = active ? String(editor.getAttributes('link')['href'] ?? '') : '';
    this.linkControl.reset(href);
    this.linkOpen.set(true);
    afterNextRender(() => this.linkInput()?.nativeElement.focus(), { injector: this.injector });
  }

  protected applyLink(event?: Event): void {
    event?.preventDefault();
    const href = normalizeLink(this.linkControl.value);
    if (!href) {
      this.linkControl.markAsTouched();
      return;
    }
    this.editor()?.chain().focus().extendMarkRange('link').setLink({ href }).run();
    this.linkOpen.set(false);
  }

  protected removeLink(): void {
    this.editor()?.chain().focus().extendMarkRange('link').unsetLink().run();
    this.linkOpen.set(false);
  }

  protected closeLink(event?: Event): void {
    event?.preventDefault();
    event?.stopPropagation();
    this.linkOpen.set(false);
    this.editor()?.view.focus();
  }

  private keyLabel(keys: string): string {
    return keys.replace('Mod', isApple() ? '⌘' : 'Ctrl');
  }

  private editorChanged(): void {
    const editor = this.editor();
    if (!editor) return;
    const html = editor.isEmpty ? null : editor.getHTML();
    this.reported = html;
    this.shown.set(html);
    this.control.setValue(html);
  }

  /** Keys of the editable element: Ctrl/⌘+K opens the link form, Alt+F10 goes to the toolbar. */
  private editorKeydown(event: KeyboardEvent): boolean {
    const mod = isApple() ? event.metaKey : event.ctrlKey;
    if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      this.openLink();
      return true;
    }
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      const buttons = this.buttons();
      const index = Math.max(
        0,
        buttons.findIndex((button) => button.tabStop()),
      );
      this.keyManager.setActiveItem(index);
      return true;
    }
    return false;
  }
}

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');
}
