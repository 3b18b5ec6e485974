import { ChangeDetectionStrategy, Component, computed, effect, inject, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { DateAdapter, provideNativeDateAdapter } from '@angular/material/core';
import {
  MatDatepicker,
  MatDatepickerInput,
  MatDatepickerToggle,
} from '@angular/material/datepicker';
import { MatError, MatFormField, MatHint, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

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
  imports: [
    ReactiveFormsModule,
    MatFormField,
    MatLabel,
    MatHint,
    MatError,
    MatSuffix,
    MatInput,
    MatDatepicker,
    MatDatepickerInput,
    MatDatepickerToggle,
  ],
  providers: [VA_INPUT_PROVIDERS, provideNativeDateAdapter()],
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
export class VaDateInput extends VaInput<FormControl<Date | null>> {
  /** The earliest date allowed. */
  readonly min = input<string | Date | null>();
  /** The latest date allowed. */
  readonly max = input<string | Date | null>();

  protected readonly minDate = computed(() => parseIsoDate(this.min()));
  protected readonly maxDate = computed(() => parseIsoDate(this.max()));
  /** The record value the control was last set from. */
  private original: unknown;

  constructor() {
    super();
    const adapter = inject<DateAdapter<Date>>(DateAdapter);
    effect(() => adapter.setLocale(this.i18n.locale()));
  }

  protected createControl() {
    return new FormControl<Date | null>(null);
  }

  protected fromRecord(value: unknown): Date | null {
    this.original = value;
    return parseIsoDate(value);
  }

  protected override toRecord(value: Date | null): unknown {
    if (!value || Number.isNaN(value.getTime())) return null;
    const original = parseIsoDate(this.original);
    return original && sameDay(original, value) ? this.original : toIsoDate(value);
  }
}
