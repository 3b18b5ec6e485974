import { ChangeDetectionStrategy, Component, booleanAttribute, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatOption } from '@angular/material/core';
import { MatError, MatFormField, MatHint, MatLabel } from '@angular/material/form-field';
import { MatSelect } from '@angular/material/select';

import { INPUT_STYLES } from './input-styles';
import { ɵsameValue } from 'admin/controllers';
import { VaChoiceInput } from './va-choice-input';
import { VA_INPUT_PROVIDERS } from './va-input';

/**
 * A drop-down: `<va-select-input source="status" [choices]="['draft', 'published']" />`, or the
 * records of a resource: `<va-select-input source="userId" reference="users" required />` (the
 * first 100 by label, plus the current value; a note says when the resource has more, and
 * `<va-autocomplete-input>` then suits better). `multiple` selects an array of values.
 */
@Component({
  selector: 'va-select-input',
  imports: [ReactiveFormsModule, MatFormField, MatLabel, MatHint, MatError, MatSelect, MatOption],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <mat-select
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [required]="isRequired()"
        [multiple]="multiple()"
        [compareWith]="compare"
      >
        @if (!isRequired() && !multiple()) {
          <mat-option [value]="null" class="va-select-none">{{
            i18n.t('admin.inputs.none')
          }}</mat-option>
        }
        @for (choice of options(); track $index) {
          <mat-option [value]="choice.value">{{ choice.label }}</mat-option>
        }
      </mat-select>
      @if (optionsError()) {
        <mat-hint class="va-input-error">{{ optionsError() }}</mat-hint>
      } @else if (hint() || partialText()) {
        <mat-hint>
          @if (hint()) {
            <span class="va-input-hint-text">{{ hint() }}</span>
          }
          @if (partialText()) {
            <span class="va-input-partial">{{ partialText() }}</span>
          }
        </mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaSelectInput extends VaChoiceInput<FormControl<unknown>> {
  /** Selects several values (an array). Set once. */
  readonly multiple = input(false, { transform: booleanAttribute });

  protected readonly compare = ɵsameValue;

  protected createControl() {
    return new FormControl<unknown>(null);
  }

  protected fromRecord(value: unknown): unknown {
    if (this.multiple()) return Array.isArray(value) ? [...value] : value == null ? [] : [value];
    return value === undefined || value === '' ? null : value;
  }

  protected override readonlyDisables(): boolean {
    return true;
  }
}
