import { ChangeDetectionStrategy, Component, computed } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatRadioButton, MatRadioGroup } from '@angular/material/radio';

import { INPUT_STYLES } from './input-styles';
import { ɵsameValue } from 'admin/controllers';
import { VaChoiceInput } from './va-choice-input';
import { VA_INPUT_PROVIDERS } from './va-input';

/**
 * One choice among a few, as radio buttons:
 * `<va-radio-group-input source="status" [choices]="['draft', 'published']" />` or
 * `<va-radio-group-input source="categoryId" reference="categories" />`.
 */
@Component({
  selector: 'va-radio-group-input',
  imports: [ReactiveFormsModule, MatRadioGroup, MatRadioButton],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="va-radio-group-input">
      <div class="va-input-label" [id]="uid + '-label'">
        {{ fieldLabel() }}{{ isRequired() ? ' *' : '' }}
      </div>
      <mat-radio-group
        class="va-radio-options"
        [formControl]="control"
        [required]="isRequired()"
        [attr.aria-labelledby]="uid + '-label'"
        [attr.aria-describedby]="describedBy()"
        [attr.aria-invalid]="errorText() ? 'true' : null"
      >
        @for (choice of options(); track choice.value) {
          <mat-radio-button [value]="choice.value">{{ choice.label }}</mat-radio-button>
        }
      </mat-radio-group>
      @if (errorText()) {
        <div class="va-input-error" [id]="uid + '-error'" role="alert">{{ errorText() }}</div>
      } @else if (optionsError()) {
        <div class="va-input-error">{{ optionsError() }}</div>
      } @else if (hint()) {
        <div class="va-input-hint" [id]="uid + '-hint'">{{ hint() }}</div>
      }
      @if (partialText()) {
        <div class="va-input-hint va-input-partial" [id]="uid + '-partial'">
          {{ partialText() }}
        </div>
      }
    </div>
  `,
  styles: [
    INPUT_STYLES,
    `
      .va-radio-group-input {
        padding: 4px 0 16px;
      }
      .va-radio-options {
        display: flex;
        flex-wrap: wrap;
        gap: 0 16px;
      }
    `,
  ],
})
export class VaRadioGroupInput extends VaChoiceInput<FormControl<unknown>> {
  /** The ids of the error or hint, and of the partial-list note, describing the group. */
  protected readonly describedBy = computed(() => {
    const ids = [
      this.errorText()
        ? `${this.uid}-error`
        : !this.optionsError() && this.hint()
          ? `${this.uid}-hint`
          : '',
      this.partialText() ? `${this.uid}-partial` : '',
    ].filter(Boolean);
    return ids.length ? ids.join(' ') : null;
  });

  protected createControl() {
    return new FormControl<unknown>(null);
  }

  /** The option value equal to the record's (`1` matches an option `'1'`), so that it is checked. */
  protected fromRecord(value: unknown): unknown {
    if (value === undefined || value === '') return null;
    return this.options().find((choice) => ɵsameValue(choice.value, value))?.value ?? value;
  }

  protected override readonlyDisables(): boolean {
    return true;
  }
}
