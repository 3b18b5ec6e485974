// What the file and the image inputs share. Each of the two components has a file of its own:
// @angular/build (21.2.14 to at least 21.2.27) keys a component's inline-style bundle by the styles'
// text and the containing file, and creates it without holding the first request in flight, so two
// components of one file with the same `styles` open two esbuild contexts under one key, one of
// which is never disposed: `ng build` writes its output and then never exits
// (angular/angular-cli#33317, #33894). `npm test`'s build-exit check catches a return of it.
import {
  Directive,
  ElementRef,
  booleanAttribute,
  computed,
  effect,
  input,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { FormControl, type ValidatorFn } from '@angular/forms';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatProgressBar } from '@angular/material/progress-bar';

import { pendingFile, pendingFiles } from 'admin/controllers';
import {
  acceptsFile,
  fileValues,
  formatFileSize,
  storedFileView,
  type AdminFileSrc,
  type AdminFileView,
} from '../common/file-values';
import { VaIcon } from 'admin/shell';
import { VaInput } from './va-input';
import { optionalNumber } from './input-validator';

/** One file shown by the input. */
interface FileItem extends AdminFileView {
  /** Position in the value. */
  readonly index: number;
  /** Upload progress (0–100) while it is sent, else null. */
  readonly progress: number | null;
}

/** The template of `VaFileInput` and `VaImageInput`. */
export const FILE_INPUT_TEMPLATE = `
  <div
    class="va-file-input"
    role="group"
    [attr.aria-labelledby]="uid + '-label'"
    [class.va-file-disabled]="isDisabled()"
  >
    <div class="va-input-label" [id]="uid + '-label'">
      {{ fieldLabel() }}@if (isRequired()) {<span aria-hidden="true"> *</span>}
    </div>
    @if (items().length) {
      <ul class="va-file-items" [class.va-file-images]="image">
        @for (item of items(); track $index) {
          <li class="va-file-item">
            @if (image && item.src) {
              <!-- Decorative: the file's name follows as text (an alt repeating it is read twice). -->
              <img class="va-file-thumb" [src]="item.src" alt="" />
            } @else {
              <va-icon class="va-file-icon" [name]="image ? 'mdi-image-outline' : 'mdi-file-outline'" />
            }
            <span class="va-file-text">
              @if (item.src && !item.file) {
                <a class="va-file-name" [href]="item.src" target="_blank" rel="noopener noreferrer"
                  [attr.aria-label]="i18n.t('admin.files.open', { name: item.name })">{{ item.name }}</a>
              } @else {
                <span class="va-file-name">{{ item.name }}</span>
              }
              @if (item.file) {
                <span class="va-file-meta">{{ size(item.file.size) }} · {{ i18n.t('admin.files.pending') }}</span>
              }
              @if (item.progress !== null) {
                <mat-progress-bar
                  class="va-file-progress"
                  mode="determinate"
                  [value]="item.progress"
                  [attr.aria-label]="i18n.t('admin.files.uploading', { name: item.name })"
                />
              }
            </span>
            @if (!isReadonly()) {
              <button
                matIconButton
                type="button"
                class="va-file-remove"
                [disabled]="isDisabled()"
                [attr.aria-label]="i18n.t('admin.files.remove', { name: item.name })"
                (click)="remove(item.index)"
              >
                <va-icon name="mdi-close" />
              </button>
            }
          </li>
        }
      </ul>
    } @else if (isReadonly()) {
      <div class="va-file-empty">{{ i18n.t('admin.files.empty') }}</div>
    }
    @if (!isReadonly()) {
      <div
        class="va-file-drop"
        [class.va-file-dragging]="dragging()"
        (dragenter)="dragOver($event)"
        (dragover)="dragOver($event)"
        (dragleave)="dragging.set(false)"
        (drop)="dropped($event)"
      >
        <button
          #choose
          matButton="tonal"
          type="button"
          class="va-file-choose"
          [disabled]="isDisabled()"
          [attr.aria-describedby]="describedBy()"
          [attr.aria-invalid]="showsError() || rejections().length ? 'true' : null"
          (click)="picker.click()"
          (blur)="control.markAsTouched()"
        >
          <va-icon name="mdi-upload" />{{ chooseText() }}
        </button>
        <span class="va-file-drop-text">{{ i18n.t(multiple() ? 'admin.files.dropMany' : 'admin.files.drop') }}</span>
        <input
          #picker
          type="file"
          class="va-file-native"
          tabindex="-1"
          aria-hidden="true"
          [attr.accept]="accept() || null"
          [multiple]="multiple()"
          [disabled]="isDisabled()"
          (change)="picked(picker)"
        />
      </div>
    }
    @if (rejections().length || errorText()) {
      <div class="va-input-error" [id]="uid + '-error'" role="alert">
        @for (message of rejections(); track $index) {
          <div class="va-file-rejection">{{ message }}</div>
        }
        @if (errorText()) {
          <div>{{ errorText() }}</div>
        }
      </div>
    }
    @if (hintText()) {
      <div class="va-input-hint" [id]="uid + '-hint'">{{ hintText() }}</div>
    }
  </div>
`;

/** The styles of `VaFileInput` and `VaImageInput`, after `INPUT_STYLES`. */
export const FILE_INPUT_STYLES = `
  .va-file-input {
    padding: 4px 0 16px;
  }
  .va-file-items {
    list-style: none;
    margin: 4px 0 8px;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .va-file-items.va-file-images {
    flex-flow: row wrap;
    gap: 8px;
  }
  .va-file-item {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 4px 4px 8px;
    border-radius: var(--mat-sys-corner-small, 8px);
    background: var(--mat-sys-surface-container);
    color: var(--mat-sys-on-surface);
    min-width: 0;
  }
  .va-file-thumb {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: var(--mat-sys-corner-extra-small, 4px);
    background: var(--mat-sys-surface-container-highest);
  }
  .va-file-text {
    display: flex;
    flex-direction: column;
    min-width: 0;
    flex: 1 1 auto;
    max-width: 240px;
  }
  .va-file-name {
    font: var(--mat-sys-body-medium);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a.va-file-name {
    color: var(--mat-sys-primary);
  }
  .va-file-meta,
  .va-file-empty {
    font: var(--mat-sys-body-small);
    color: var(--mat-sys-on-surface-variant);
  }
  .va-file-drop {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px;
    border: 2px dashed var(--mat-sys-outline-variant);
    border-radius: var(--mat-sys-corner-medium, 12px);
  }
  .va-file-drop.va-file-dragging {
    border-color: var(--mat-sys-primary);
    background: var(--mat-sys-primary-container);
    color: var(--mat-sys-on-primary-container);
  }
  .va-file-drop-text {
    font: var(--mat-sys-body-medium);
    color: var(--mat-sys-on-surface-variant);
  }
  .va-file-dragging .va-file-drop-text {
    color: inherit;
  }
  .va-file-native {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
  .va-file-choose va-icon {
    margin-right: 8px;
  }
`;

function fileType(file: File, unknown: string): string {
  return (
    file.type || (file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')) : unknown)
  );
}

/**
 * What `VaFileInput` and `VaImageInput` share. The record value is a stored file (a URL, an id or
 * an object, see `AdminStoredFile`) or, once the user picked one, a `File`; `multiple` makes it
 * an array of them. New files travel on save as the dialect says (`withUploads`).
 */
@Directive()
export abstract class VaFileInputBase extends VaInput<FormControl<unknown[]>> {
  /** Several files (the value is an array). */
  readonly multiple = input(false, { transform: booleanAttribute });
  /** Accepted types, as the file picker's `accept`: `image/*`, `.pdf`, `application/zip`. */
  readonly accept = input<string | undefined>();
  /** Largest accepted file, in bytes. */
  readonly maxSize = input(undefined, { transform: optionalNumber });
  /** The URL of a stored value (needed when the record stores ids). */
  readonly src = input<AdminFileSrc>();

  /** Whether the input shows thumbnails. */
  protected abstract readonly image: boolean;
  protected readonly dragging = signal(false);
  /** Files refused when chosen (type, size), with why; cleared on the next choice. */
  protected readonly rejections = signal<string[]>([]);
  private readonly chooseButton = viewChild('choose', { read: ElementRef<HTMLButtonElement> });
  /** Object URLs of the new files shown; revoked when they leave the value or the input goes. */
  private readonly objectUrls = new Map<Blob, string>();

  protected readonly items = computed<FileItem[]>(() => {
    const src = this.src();
    return (this.value() ?? []).map((value, index) => {
      const pending = pendingFile(value);
      if (pending) {
        const { file, progress } = pending;
        return { name: file.name || 'file', src: this.objectUrl(file), file, index, progress };
      }
      return { ...storedFileView(value, src), index, progress: null };
    });
  });
  protected readonly hintText = computed(() => {
    const parts = [this.hint()];
    const accept = this.accept();
    if (accept && !this.hint()) parts.push(this.i18n.t('admin.files.accepts', { accept }));
    const max = this.maxSize();
    if (max !== undefined && !this.hint()) {
      parts.push(this.i18n.t('admin.files.maxSize', { max: this.size(max) }));
    }
    return parts.filter(Boolean).join(' · ');
  });
  protected readonly describedBy = computed(
    () =>
      [
        this.rejections().length || this.errorText() ? `${this.uid}-error` : '',
        this.hintText() ? `${this.uid}-hint` : '',
      ]
        .filter(Boolean)
        .join(' ') || null,
  );
  protected readonly chooseText = computed(() => {
    const key = this.image
      ? this.multiple()
        ? 'chooseImages'
        : 'chooseImage'
      : this.multiple()
        ? 'chooseMany'
        : 'choose';
    return this.i18n.t(`admin.files.${key}`);
  });

  constructor() {
    super();
    // Object URLs of files no longer in the value are revoked.
    effect(() => {
      const files = new Set<Blob>(pendingFiles(this.value() ?? []));
      untracked(() => {
        for (const [file, url] of this.objectUrls) {
          if (!files.has(file)) {
            URL.revokeObjectURL(url);
            this.objectUrls.delete(file);
          }
        }
      });
    });
    this.destroyRef.onDestroy(() => {
      for (const url of this.objectUrls.values()) URL.revokeObjectURL(url);
      this.objectUrls.clear();
    });
  }

  /** Adds files (from the picker or a drop): refused ones are named, the others join the value. */
  addFiles(files: readonly File[]): void {
    if (this.isDisabled() || this.isReadonly()) return;
    const rejections: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const refusal = this.refusal(file);
      if (refusal) rejections.push(refusal);
      else accepted.push(file);
    }
    if (!this.multiple() && accepted.length > 1) {
      rejections.push(this.i18n.t('admin.files.single', { name: accepted[0].name }));
      accepted.length = 1;
    }
    this.rejections.set(rejections);
    if (accepted.length) {
      const current = this.control.value ?? [];
      this.control.setValue(this.multiple() ? [...current, ...accepted] : accepted);
    }
    this.control.markAsTouched();
  }

  /** Removes the file at `index`; focus goes back to the choose button. */
  remove(index: number): void {
    if (this.isDisabled() || this.isReadonly()) return;
    const next = [...(this.control.value ?? [])];
    next.splice(index, 1);
    this.rejections.set([]);
    this.control.setValue(next);
    this.control.markAsTouched();
    this.chooseButton()?.nativeElement.focus();
  }

  protected picked(picker: HTMLInputElement): void {
    this.addFiles(Array.from(picker.files ?? []));
    picker.value = '';
  }

  protected dragOver(event: DragEvent): void {
    if (this.isDisabled()) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    this.dragging.set(true);
  }

  protected dropped(event: DragEvent): void {
    event.preventDefault();
    this.dragging.set(false);
    this.addFiles(Array.from(event.dataTransfer?.files ?? []));
  }

  protected size(bytes: number): string {
    return formatFileSize(bytes, this.i18n.locale());
  }

  protected createControl() {
    return new FormControl<unknown[]>([], { nonNullable: true });
  }

  protected fromRecord(value: unknown): unknown[] {
    return fileValues(value);
  }

  protected override toRecord(value: unknown[]): unknown {
    const items = value ?? [];
    return this.multiple() ? [...items] : (items[0] ?? null);
  }

  /** New files set by code (not chosen) are checked too: the form cannot send a refused file. */
  protected override ownValidators(): ValidatorFn[] {
    this.accept();
    this.maxSize();
    return [
      (control) => {
        const refusals = pendingFiles((control.value as unknown[] | null) ?? [])
          .map((file) => this.refusal(file))
          .filter((refusal): refusal is string => !!refusal);
        return refusals.length ? { file: refusals.join(' ') } : null;
      },
    ];
  }

  /** Why a file is refused (type, size), or null. */
  private refusal(file: File): string | null {
    const accept = untracked(this.accept);
    const max = untracked(this.maxSize);
    const name = file.name || 'file';
    if (!acceptsFile(file, accept)) {
      const type = fileType(file, this.i18n.t('admin.files.unknownType'));
      return this.i18n.t('admin.files.wrongType', { name, type, accept: accept ?? '' });
    }
    if (max !== undefined && file.size > max) {
      return this.i18n.t('admin.files.tooLarge', {
        name,
        size: this.size(file.size),
        max: this.size(max),
      });
    }
    return null;
  }

  private objectUrl(file: Blob): string | null {
    if (!this.image || typeof URL.createObjectURL !== 'function') return null;
    let url = this.objectUrls.get(file);
    if (!url) this.objectUrls.set(file, (url = URL.createObjectURL(file)));
    return url;
  }
}

/** What the file and image inputs import. */
export const FILE_INPUT_IMPORTS = [MatButton, MatIconButton, MatProgressBar, VaIcon];
