import {
  ChangeDetectionStrategy,
  Component,
  booleanAttribute,
  computed,
  input,
  numberAttribute,
} from '@angular/core';

import { fileValues, storedFileView, type AdminFileSrc } from '../common/file-values';
import { VaIcon } from 'admin/shell';
import { VaField } from './va-field';

/**
 * Stored files as links opening in a new tab: `<va-file-field source="attachments" />`. A value
 * is a URL, an object with `url`/`src` and `name`, or an id turned into a URL by `src`; an array
 * shows every file.
 */
@Component({
  selector: 'va-file-field',
  imports: [VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (!files().length) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        <ul class="va-files">
          @for (file of files(); track $index) {
            <li>
              <va-icon name="mdi-file-outline" class="va-file-icon" />
              @if (file.src) {
                <a
                  [href]="file.src"
                  target="_blank"
                  rel="noopener noreferrer"
                  (click)="$event.stopPropagation()"
                  >{{ file.name }}</a
                >
              } @else {
                {{ file.name }}
              }
            </li>
          }
        </ul>
      }
    </div>
  `,
  styleUrl: './va-field.css',
  styles: `
    .va-files {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .va-files li {
      display: flex;
      align-items: center;
      gap: 4px;
    }
    .va-file-icon {
      flex: none;
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class VaFileField extends VaField {
  /** The URL of a stored value (needed when the record stores ids). */
  readonly src = input<AdminFileSrc>();
  protected readonly files = computed(() =>
    fileValues(this.value()).map((value) => storedFileView(value, this.src())),
  );
}

/**
 * Stored images as thumbnails: `<va-image-field source="avatar" />`; `size` (px, default 64 in a
 * show page) and `round` (an avatar) shape them, e.g. in a list cell
 * `<va-image-field source="avatar" [size]="32" round [labelled]="false" />`. `alt` names the
 * image (default the label and the file's name).
 */
@Component({
  selector: 'va-image-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value va-images">
      @if (!images().length) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        @for (image of images(); track $index) {
          @if (image.src) {
            <img
              class="va-image"
              [class.va-image-round]="round()"
              [src]="image.src"
              [alt]="altText(image.name)"
              [width]="size()"
              [height]="size()"
              loading="lazy"
            />
          } @else {
            <span>{{ image.name }}</span>
          }
        }
      }
    </div>
  `,
  styleUrl: './va-field.css',
  styles: `
    .va-images {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
    }
    .va-image {
      object-fit: cover;
      border-radius: var(--mat-sys-corner-extra-small, 4px);
      background: var(--mat-sys-surface-container-highest);
    }
    .va-image-round {
      border-radius: 50%;
    }
  `,
})
export class VaImageField extends VaField {
  /** The URL of a stored value (needed when the record stores ids). */
  readonly src = input<AdminFileSrc>();
  /** Width and height in pixels. */
  readonly size = input(64, { transform: numberAttribute });
  /** Round thumbnails (avatars). */
  readonly round = input(false, { transform: booleanAttribute });
  /** The alternative text; default the label and the file's name. */
  readonly alt = input<string>();
  protected readonly images = computed(() =>
    fileValues(this.value()).map((value) => storedFileView(value, this.src())),
  );

  protected altText(name: string): string {
    return this.alt() ?? `${this.labelText()}: ${name}`;
  }
}
