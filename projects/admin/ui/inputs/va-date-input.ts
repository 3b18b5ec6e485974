import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { FormControl } from '@angular/forms';

import { INPUT_STYLES } from './input-styles';
import {
  DATEPICKER_IMPORTS,
  PICKER_FIELD_IMPORTS,
  PICKER_INPUT_PROVIDERS,
  VaPickerInput,
} from './picker-input';
import { parseDate, toIsoDate } from '../common/dates';

function sameDay(a: Date, b: Date): boolean {
  return toIsoDate(a) === toIsoDate(b);
}

/**
 * A date input with a Material datepicker (native date adapter, in the UI locale):
 * `<va-date-input source="publishedAt" />`. Values are stored as ISO dates (`2024-03-05`); an
 * ISO date-time whose day is left unchanged is saved as it was. `min` and `max` (ISO dates or
 * `Date`s) limit the choice and are validated.
 */
@Component({
  selector: 'va-date-input',
  imports: [PICKER_FIELD_IMPORTS, DATEPICKER_IMPORTS],
  providers: PICKER_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <input
        matInput
        [matDatepicker]="picker"
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [min]="minDate()"
        [max]="maxDate()"
        [required]="isRequired()"
        [readonly]="isReadonly()"
      />
      @if (!isReadonly()) {
        <mat-datepicker-toggle matIconSuffix [for]="picker" />
      }
      <mat-datepicker #picker />
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaDateInput extends VaPickerInput<FormControl<Date | null>> {
  /** The earliest date allowed. */
  readonly min = input<string | Date | null>();
  /** The latest date allowed. */
  readonly max = input<string | Date | null>();

  protected readonly minDate = computed(() => parseDate(this.min()));
  protected readonly maxDate = computed(() => parseDate(this.max()));

  protected createControl() {
    return new FormControl<Date | null>(null);
  }

  protected parse(value: unknown): Date | null {
    return parseDate(value);
  }

  protected override toRecord(value: Date | null): unknown {
    if (!value || Number.isNaN(value.getTime())) return null;
    const original = parseDate(this.original);
    return original && sameDay(original, value) ? this.original : toIsoDate(value);
  }
}
