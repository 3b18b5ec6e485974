import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { FormControl, ReactiveFormsModule, Validators, type ValidatorFn } from '@angular/forms';
import { MatError, MatFormField, MatHint, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';
import { optionalNumber } from './input-validator';

/**
 * A number input: `<va-number-input source="views" min="0" />`. The value is a number or null
 * (empty); validators `required`, `min`, `max`; `step` sets the arrows' increment.
 */
@Component({
  selector: 'va-number-input',
  imports: [ReactiveFormsModule, MatFormField, MatLabel, MatHint, MatError, MatInput],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <input
        matInput
        type="number"
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [required]="isRequired()"
        [readonly]="isReadonly()"
        [attr.min]="min() ?? null"
        [attr.max]="max() ?? null"
        [attr.step]="step() ?? null"
      />
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaNumberInput extends VaInput<FormControl<number | null>> {
  readonly min = input(undefined, { transform: optionalNumber });
  readonly max = input(undefined, { transform: optionalNumber });
  readonly step = input(undefined, { transform: optionalNumber });

  protected createControl() {
    return new FormControl<number | null>(null);
  }

  protected fromRecord(value: unknown): number | null {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '') {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    return null;
  }

  protected override ownValidators(): ValidatorFn[] {
    const validators: ValidatorFn[] = [];
    const min = this.min();
    if (min !== undefined) validators.push(Validators.min(min));
    const max = this.max();
    if (max !== undefined) validators.push(Validators.max(max));
    return validators;
  }
}
