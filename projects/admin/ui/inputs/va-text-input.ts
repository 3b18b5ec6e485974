import {
  ChangeDetectionStrategy,
  Component,
  booleanAttribute,
  input,
  numberAttribute,
} from '@angular/core';
import { FormControl, ReactiveFormsModule, Validators, type ValidatorFn } from '@angular/forms';
import { MatError, MatFormField, MatHint, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';
import { optionalNumber } from './input-validator';

/** The `type` of a single-line text input. */
export type VaTextInputType = 'text' | 'email' | 'url' | 'tel' | 'search';

/**
 * A text input, single-line or `multiline` (a textarea):
 * `<va-text-input source="title" required />`, `<va-text-input source="body" multiline />`.
 * Validators: `required`, `minLength`, `maxLength`, `pattern`, `email` (also for `type="email"`).
 */
@Component({
  selector: 'va-text-input',
  imports: [ReactiveFormsModule, MatFormField, MatLabel, MatHint, MatError, MatInput],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      @if (multiline()) {
        <textarea
          matInput
          [formControl]="control"
          [errorStateMatcher]="errorState"
          [rows]="rows()"
          [required]="isRequired()"
          [readonly]="isReadonly()"
          [attr.maxlength]="maxLength() ?? null"
        ></textarea>
      } @else {
        <input
          matInput
          [type]="type()"
          [formControl]="control"
          [errorStateMatcher]="errorState"
          [required]="isRequired()"
          [readonly]="isReadonly()"
          [attr.maxlength]="maxLength() ?? null"
          [attr.autocomplete]="autocomplete() ?? null"
        />
      }
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaTextInput extends VaInput<FormControl<string | null>> {
  /** A textarea rather than a single line. */
  readonly multiline = input(false, { transform: booleanAttribute });
  /** Rows of the textarea. */
  readonly rows = input(4, { transform: numberAttribute });
  readonly type = input<VaTextInputType>('text');
  /** Checks the value is an email address (implied by `type="email"`). */
  readonly email = input(false, { transform: booleanAttribute });
  /** A regular expression the whole value must match. */
  readonly pattern = input<string | RegExp>();
  readonly minLength = input(undefined, { transform: optionalNumber });
  readonly maxLength = input(undefined, { transform: optionalNumber });
  /** The `autocomplete` attribute of the single-line input. */
  readonly autocomplete = input<string>();

  protected createControl() {
    return new FormControl<string | null>(null);
  }

  protected fromRecord(value: unknown): string | null {
    return value === undefined || value === null ? null : String(value);
  }

  protected override ownValidators(): ValidatorFn[] {
    const validators: ValidatorFn[] = [];
    if (this.email() || this.type() === 'email') validators.push(Validators.email);
    const pattern = this.pattern();
    if (pattern) validators.push(Validators.pattern(pattern));
    const min = this.minLength();
    if (min !== undefined) validators.push(Validators.minLength(min));
    const max = this.maxLength();
    if (max !== undefined) validators.push(Validators.maxLength(max));
    return validators;
  }
}
