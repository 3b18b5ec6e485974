import { ChangeDetectionStrategy, Component, computed } from '@angular/core';
import { FormControl, ReactiveFormsModule, Validators, type ValidatorFn } from '@angular/forms';
import { MatSlideToggle } from '@angular/material/slide-toggle';

import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

/**
 * A yes/no input as a slide toggle: `<va-boolean-input source="published" />`. `required` means
 * it must be on (e.g. accepting terms). Read-only shows the toggle without letting it change.
 */
@Component({
  selector: 'va-boolean-input',
  imports: [ReactiveFormsModule, MatSlideToggle],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="va-boolean-input">
      <mat-slide-toggle
        [formControl]="control"
        [required]="isRequired()"
        [aria-describedby]="describedBy()"
      >
        {{ fieldLabel() }}
      </mat-slide-toggle>
      @if (errorText()) {
        <div class="va-input-error" [id]="uid + '-error'" role="alert">{{ errorText() }}</div>
      } @else if (hint()) {
        <div class="va-input-hint" [id]="uid + '-hint'">{{ hint() }}</div>
      }
    </div>
  `,
  styles: [INPUT_STYLES, '.va-boolean-input { padding: 8px 0 16px; }'],
})
export class VaBooleanInput extends VaInput<FormControl<boolean>> {
  /** The id of the error or hint, for the switch itself ('' when none). */
  protected readonly describedBy = computed(() =>
    this.errorText() ? `${this.uid}-error` : this.hint() ? `${this.uid}-hint` : '',
  );

  protected createControl() {
    return new FormControl<boolean>(false, { nonNullable: true });
  }

  protected fromRecord(value: unknown): boolean {
    if (typeof value === 'string') return value !== '' && value !== 'false' && value !== '0';
    return !!value;
  }

  protected override requiredValidator(): ValidatorFn {
    return Validators.requiredTrue;
  }

  protected override readonlyDisables(): boolean {
    return true;
  }
}
