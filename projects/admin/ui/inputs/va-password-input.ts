import { ChangeDetectionStrategy, Component, input, signal } from '@angular/core';
import { FormControl, ReactiveFormsModule, Validators, type ValidatorFn } from '@angular/forms';
import { MatIconButton } from '@angular/material/button';
import { MatError, MatFormField, MatHint, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import { VaIcon } from 'admin/shell';
import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';
import { optionalNumber } from './input-validator';

/**
 * A password input with a button that shows or hides what was typed:
 * `<va-password-input source="password" required minLength="8" />`.
 */
@Component({
  selector: 'va-password-input',
  imports: [
    ReactiveFormsModule,
    MatFormField,
    MatLabel,
    MatHint,
    MatError,
    MatSuffix,
    MatInput,
    MatIconButton,
    VaIcon,
  ],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <input
        matInput
        [type]="visible() ? 'text' : 'password'"
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [required]="isRequired()"
        [readonly]="isReadonly()"
        [attr.autocomplete]="autocomplete()"
      />
      <button
        matIconButton
        matSuffix
        type="button"
        class="va-password-toggle"
        [attr.aria-label]="
          visible() ? i18n.t('admin.inputs.hidePassword') : i18n.t('admin.inputs.showPassword')
        "
        [attr.aria-pressed]="visible()"
        [disabled]="isDisabled()"
        (click)="visible.set(!visible())"
      >
        <va-icon [name]="visible() ? 'mdi-eye-off' : 'mdi-eye'" />
      </button>
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaPasswordInput extends VaInput<FormControl<string | null>> {
  readonly minLength = input(undefined, { transform: optionalNumber });
  /** The `autocomplete` attribute; default `new-password`. */
  readonly autocomplete = input('new-password');
  /** Whether the password is shown in clear. */
  protected readonly visible = signal(false);

  protected createControl() {
    return new FormControl<string | null>(null);
  }

  protected fromRecord(value: unknown): string | null {
    return typeof value === 'string' ? value : null;
  }

  protected override ownValidators(): ValidatorFn[] {
    const min = this.minLength();
    return min === undefined ? [] : [Validators.minLength(min)];
  }
}
