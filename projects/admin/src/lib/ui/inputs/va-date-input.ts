import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { FormControl } from '@angular/forms';

import { INPUT_STYLES } from './input-styles';
import {
  DATEPICKER_IMPORTS,
  PICKER_FIELD_IMPORTS,
  PICKER_INPUT_PROVIDERS,
  VaPickerInput,
} from './picker-input';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date from a record value: `2024-03-05` is that local day; other strings and numbers go
 * through `Date` (ISO date-times); invalid values give null.
 */
export function parseIsoDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (match) {
      const [, year, month, day] = match.map(Number);
      const date = new Date(year, month - 1, day);
      return date.getMonth() === month - 1 ? date : null;
    }
  }
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** The ISO date (`YYYY-MM-DD`) of a date's local day. */
export function toIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

  protected readonly minDate = computed(() => parseIsoDate(this.min()));
  protected readonly maxDate = computed(() => parseIsoDate(this.max()));

  protected createControl() {
    return new FormControl<Date | null>(null);
  }

  protected parse(value: unknown): Date | null {
    return parseIsoDate(value);
  }

  protected override toRecord(value: Date | null): unknown {
    if (!value || Number.isNaN(value.getTime())) return null;
    const original = parseIsoDate(this.original);
    return original && sameDay(original, value) ? this.original : toIsoDate(value);
  }
}
