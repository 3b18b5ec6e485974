import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  afterNextRender,
  computed,
  inject,
  input,
} from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';

import { InlineEditController } from 'admin/controllers';
import { VaBooleanInput } from '../inputs/va-boolean-input';
import { VaDateInput } from '../inputs/va-date-input';
import { VaDateTimeInput } from '../inputs/va-date-time-input';
import { VaNumberInput } from '../inputs/va-number-input';
import { VaSelectInput } from '../inputs/va-select-input';
import { VaTextInput } from '../inputs/va-text-input';
import type { VaColumn } from './list-types';

/**
 * The input of a list cell in edition (issue 38): the same input component a form uses for the
 * column's type (`va-text-input`, `va-number-input`, `va-date-input`, `va-date-time-input`,
 * `va-boolean-input`, `va-select-input` for a chip column's choices), bound to the draft of the
 * grid's `InlineEditController` (its validators included), focused when it opens. Leaving it (a
 * click elsewhere) saves, as Enter does; a refused save shows its message under the input.
 */
@Component({
  selector: 'va-inline-editor',
  imports: [
    ReactiveFormsModule,
    VaBooleanInput,
    VaDateInput,
    VaDateTimeInput,
    VaNumberInput,
    VaSelectInput,
    VaTextInput,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-inline-editor', '(focusout)': 'onFocusOut($event)' },
  template: `
    @switch (kind()) {
      @case ('number') {
        <va-number-input [formControl]="edit.control" [label]="label()" [required]="required()" />
      }
      @case ('boolean') {
        <va-boolean-input [formControl]="edit.control" [label]="label()" />
      }
      @case ('date') {
        <va-date-input [formControl]="edit.control" [label]="label()" [required]="required()" />
      }
      @case ('datetime') {
        <va-date-time-input
          [formControl]="edit.control"
          [label]="label()"
          [required]="required()"
        />
      }
      @case ('chip') {
        <va-select-input
          [formControl]="edit.control"
          [label]="label()"
          [required]="required()"
          [choices]="column().choices!"
        />
      }
      @default {
        <va-text-input
          [formControl]="edit.control"
          [label]="label()"
          [required]="required()"
          [type]="textType()"
        />
      }
    }
    @if (edit.problem(); as problem) {
      <p class="va-inline-problem" [class.va-inline-conflict]="problem.conflict" role="alert">
        {{ problem.message }}
      </p>
    }
  `,
  styles: `
    .va-inline-editor {
      display: block;
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      z-index: 2;
      min-inline-size: 100%;
      min-inline-size: max(100%, 16rem);
      padding: 4px 8px 0;
      box-sizing: border-box;
      background: var(--mat-sys-surface-container-high, #fff);
      box-shadow: var(--mat-sys-level2, 0 2px 6px rgb(0 0 0 / 30%));
      border-radius: 4px;
    }
    .va-inline-editor .va-input {
      inline-size: 100%;
    }
    .va-inline-problem {
      margin: 0 0 8px;
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-error, #b3261e);
      max-inline-size: 32rem;
      white-space: normal;
    }
  `,
})
export class VaInlineEditor {
  /** The column of the cell in edition. */
  readonly column = input.required<VaColumn>();
  /** The column's label (the input's label). */
  readonly label = input.required<string>();
  /** The cell's row and column in the grid: leaving this editor saves only this cell. */
  readonly row = input.required<number>();
  readonly col = input.required<number>();

  protected readonly edit = inject(InlineEditController);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;

  protected readonly kind = computed(() => this.column().type ?? 'text');
  protected readonly textType = computed<'text' | 'email' | 'url'>(() => {
    const kind = this.kind();
    return kind === 'email' || kind === 'url' ? kind : 'text';
  });
  protected readonly required = computed(() => {
    const editable = this.column().editable;
    return typeof editable === 'object' && !!editable.required;
  });

  constructor() {
    afterNextRender(() => {
      const target = this.host.querySelector<HTMLElement>(
        'input, textarea, [role="combobox"], [role="switch"], button',
      );
      target?.focus();
      if (target instanceof HTMLInputElement && target.type === 'text') target.select();
    });
  }

  /** Focus left the editor (not for its own overlay: a date picker, a select's panel): save. */
  protected onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Element | null;
    if (next && (this.host.contains(next) || next.closest('.cdk-overlay-container'))) return;
    if (!next && document.activeElement && this.host.contains(document.activeElement)) return;
    // Removed after a save, while another cell already opened (Tab): that one is not saved.
    if (!this.edit.isEditing(this.row(), this.col())) return;
    void this.edit.commit();
  }
}
