import { Directive, effect, inject, type Provider } from '@angular/core';
import { ReactiveFormsModule, type AbstractControl } from '@angular/forms';
import { DateAdapter, provideNativeDateAdapter } from '@angular/material/core';
import {
  MatDatepicker,
  MatDatepickerInput,
  MatDatepickerToggle,
} from '@angular/material/datepicker';
import { MatError, MatFormField, MatHint, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import {
  MatTimepicker,
  MatTimepickerInput,
  MatTimepickerToggle,
} from '@angular/material/timepicker';

import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

/** The Material form field of a picker input: label, hint, error and the picker's toggle. */
export const PICKER_FIELD_IMPORTS = [
  ReactiveFormsModule,
  MatFormField,
  MatLabel,
  MatHint,
  MatError,
  MatSuffix,
  MatInput,
];
export const DATEPICKER_IMPORTS = [MatDatepicker, MatDatepickerInput, MatDatepickerToggle];
export const TIMEPICKER_IMPORTS = [MatTimepicker, MatTimepickerInput, MatTimepickerToggle];

/** A picker input's providers: the input's own and the native date adapter its pickers use. */
export const PICKER_INPUT_PROVIDERS: Provider[] = [VA_INPUT_PROVIDERS, provideNativeDateAdapter()];

/**
 * What the date, time and date-time inputs share: their date adapter follows the UI locale, and
 * they remember the record value the view was last set from, so that a value the user left
 * unchanged is saved as it was (`toRecord` compares with `original`).
 */
@Directive()
export abstract class VaPickerInput<C extends AbstractControl> extends VaInput<C> {
  /** The record value the view was last set from. */
  protected original: unknown;

  constructor() {
    super();
    const adapter = inject<DateAdapter<Date>>(DateAdapter);
    effect(() => adapter.setLocale(this.i18n.locale()));
  }

  /** The record value as the pickers show it. */
  protected abstract parse(value: unknown): C['value'];

  protected fromRecord(value: unknown): C['value'] {
    this.original = value;
    return this.parse(value);
  }
}
