import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { FormControl } from '@angular/forms';

import { INPUT_STYLES } from './input-styles';
import {
  PICKER_FIELD_IMPORTS,
  PICKER_INPUT_PROVIDERS,
  TIMEPICKER_IMPORTS,
  VaPickerInput,
} from './picker-input';
import { parseTimeOfDay, toIsoTime } from '../common/dates';

/** Today at a time of day (what the timepicker edits); null when `value` is not a time. */
function timeToday(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const time = parseTimeOfDay(value);
  if (!time) return null;
  const date = new Date();
  date.setHours(time.hours, time.minutes, time.seconds, 0);
  return date;
}

/**
 * A time of day with Material's timepicker: `<va-time-input source="opensAt" />`. The value is a
 * wall-clock time as ISO 8601 (`14:30`, `14:30:15` with seconds), with no date and no time zone:
 * an opening hour is the same in every zone (for an instant, use `VaDateTimeInput`). A value left
 * unchanged is saved as it was (`09:00:00` stays so). `min` and `max` (`08:00`, `18:30`) limit
 * the choice and are validated; `interval` sets the steps offered (seconds, or `'15m'`, `'1h'`).
 */
@Component({
  selector: 'va-time-input',
  imports: [PICKER_FIELD_IMPORTS, TIMEPICKER_IMPORTS],
  providers: PICKER_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <input
        matInput
        [matTimepicker]="picker"
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [matTimepickerMin]="minTime()"
        [matTimepickerMax]="maxTime()"
        [required]="isRequired()"
        [readonly]="isReadonly()"
      />
      @if (!isReadonly()) {
        <mat-timepicker-toggle matIconSuffix [for]="picker" />
      }
      <mat-timepicker #picker [interval]="interval()" />
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaTimeInput extends VaPickerInput<FormControl<Date | null>> {
  /** The earliest time allowed (`08:00`). */
  readonly min = input<string | null>();
  /** The latest time allowed (`18:30`). */
  readonly max = input<string | null>();
  /** The timepicker's steps: seconds, or `'15m'`, `'1h'`...; default every 30 minutes. */
  readonly interval = input<number | string | null>(null);

  protected readonly minTime = computed(() => timeToday(this.min()));
  protected readonly maxTime = computed(() => timeToday(this.max()));

  protected createControl() {
    return new FormControl<Date | null>(null);
  }

  protected parse(value: unknown): Date | null {
    return timeToday(value);
  }

  protected override toRecord(value: Date | null): unknown {
    if (!value || Number.isNaN(value.getTime())) return null;
    const original = parseTimeOfDay(this.original);
    if (
      original &&
      original.hours === value.getHours() &&
      original.minutes === value.getMinutes() &&
      original.seconds === value.getSeconds()
    ) {
      return this.original;
    }
    return toIsoTime(value);
  }
}
