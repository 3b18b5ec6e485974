import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import {
  FormControl,
  FormGroup,
  type AbstractControl,
  type ValidationErrors,
  type ValidatorFn,
} from '@angular/forms';

import { INPUT_STYLES } from './input-styles';
import {
  DATEPICKER_IMPORTS,
  PICKER_FIELD_IMPORTS,
  PICKER_INPUT_PROVIDERS,
  TIMEPICKER_IMPORTS,
  VaPickerInput,
} from './picker-input';
import {
  fromWallTime,
  parseInstant,
  toIsoUtc,
  toIsoWithOffset,
  userTimeZone,
  wallTime,
} from './time-zone';
import { ɵcheckTimeZone } from './time-zone-internal';

/** How `VaDateTimeInput` stores its instant: in UTC (`…Z`) or with the zone's offset. */
export type VaDateTimeStorage = 'utc' | 'offset';

/** The view of a date-time: the day (datepicker) and the time of day (timepicker). */
export type VaDateTimeView = FormGroup<{
  date: FormControl<Date | null>;
  time: FormControl<Date | null>;
}>;

/**
 * A date and a time of day, with Material's datepicker and timepicker:
 * `<va-date-time-input source="publishedAt" />`.
 *
 * Time zones are explicit. The record holds an instant in ISO 8601: in UTC by default
 * (`2024-03-05T19:30:00Z`), or with the offset of `timeZone` (`storage="offset"`:
 * `2024-03-05T14:30:00-05:00`). The user sees and edits it in `timeZone` (an IANA name), by
 * default the browser's; a zone other than the browser's is named under the time. Values without
 * an offset (`2024-03-05T14:30`, `2024-03-05`) are read in that zone. An instant left unchanged is
 * saved as it was. A day without a time is midnight. `min` and `max` limit the days.
 */
@Component({
  selector: 'va-date-time-input',
  imports: [PICKER_FIELD_IMPORTS, DATEPICKER_IMPORTS, TIMEPICKER_IMPORTS],
  providers: PICKER_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="va-date-time" role="group" [attr.aria-label]="fieldLabel()">
      <mat-form-field class="va-date-time-date">
        <mat-label>{{ fieldLabel() }}</mat-label>
        <input
          matInput
          class="va-date-time-day"
          [matDatepicker]="datepicker"
          [formControl]="control.controls.date"
          [errorStateMatcher]="errorState"
          [min]="minDay()"
          [max]="maxDay()"
          [required]="isRequired()"
          [readonly]="isReadonly()"
        />
        @if (!isReadonly()) {
          <mat-datepicker-toggle matIconSuffix [for]="datepicker" />
        }
        <mat-datepicker #datepicker />
        @if (hint()) {
          <mat-hint>{{ hint() }}</mat-hint>
        }
        <mat-error>{{ errorText() }}</mat-error>
      </mat-form-field>
      <mat-form-field class="va-date-time-time">
        <mat-label>{{ i18n.t('admin.inputs.dateTime.time') }}</mat-label>
        <input
          matInput
          class="va-date-time-clock"
          [matTimepicker]="timepicker"
          [formControl]="control.controls.time"
          [errorStateMatcher]="errorState"
          [readonly]="isReadonly()"
        />
        @if (!isReadonly()) {
          <mat-timepicker-toggle matIconSuffix [for]="timepicker" />
        }
        <mat-timepicker #timepicker [interval]="interval()" />
        @if (otherZone()) {
          <mat-hint>{{ i18n.t('admin.inputs.dateTime.zone', { zone: zone() }) }}</mat-hint>
        }
      </mat-form-field>
    </div>
  `,
  styles: [
    INPUT_STYLES,
    `
      .va-date-time {
        display: flex;
        flex-wrap: wrap;
        gap: 0 12px;
      }
      .va-date-time-date {
        flex: 2 1 200px;
      }
      .va-date-time-time {
        flex: 1 1 140px;
      }
    `,
  ],
})
export class VaDateTimeInput extends VaPickerInput<VaDateTimeView> {
  /** The IANA time zone the value is shown and edited in; default the browser's. */
  readonly timeZone = input<string | null>();
  /** How the instant is stored: `utc` (default, `…Z`) or `offset` (the zone's offset). */
  readonly storage = input<VaDateTimeStorage>('utc');
  /** The earliest day allowed (an ISO date or date-time, or a `Date`). */
  readonly min = input<string | Date | null>();
  /** The latest day allowed. */
  readonly max = input<string | Date | null>();
  /** The timepicker's steps: seconds, or `'15m'`, `'1h'`...; default every 30 minutes. */
  readonly interval = input<number | string | null>(null);

  /** The zone in use. */
  readonly zone = computed(() => {
    const zone = this.timeZone();
    return zone ? ɵcheckTimeZone(zone, `<${this.tagName}> timeZone`) : userTimeZone();
  });
  protected readonly otherZone = computed(() => this.zone() !== userTimeZone());
  protected readonly minDay = computed(() => this.day(this.min()));
  protected readonly maxDay = computed(() => this.day(this.max()));

  protected createControl(): VaDateTimeView {
    return new FormGroup({
      date: new FormControl<Date | null>(null),
      time: new FormControl<Date | null>(null),
    });
  }

  protected parse(value: unknown): VaDateTimeView['value'] {
    const instant = parseInstant(value, this.zone());
    if (!instant) return { date: null, time: null };
    const wall = wallTime(instant, this.zone());
    return {
      date: new Date(wall.year, wall.month - 1, wall.day),
      time: new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
    };
  }

  protected override toRecord(value: VaDateTimeView['value']): unknown {
    const { date, time } = value;
    if (!date || Number.isNaN(date.getTime())) return null;
    const clock = time && !Number.isNaN(time.getTime()) ? time : null;
    const zone = this.zone();
    const instant = fromWallTime(
      {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: clock?.getHours() ?? 0,
        minute: clock?.getMinutes() ?? 0,
        second: clock?.getSeconds() ?? 0,
      },
      zone,
    );
    const original = parseInstant(this.original, zone);
    if (original && original.getTime() === instant.getTime()) return this.original;
    return this.storage() === 'offset' ? toIsoWithOffset(instant, zone) : toIsoUtc(instant);
  }

  /** The errors of the day and time pickers, and the input's own. */
  protected override viewErrors(): ValidationErrors | null {
    const view = this.control;
    if (!view.invalid) return null;
    return { ...view.controls.date.errors, ...view.controls.time.errors, ...view.errors };
  }

  /** Required: a day must be given (the time defaults to midnight). */
  protected override requiredValidator(): ValidatorFn {
    return (control: AbstractControl) =>
      (control as VaDateTimeView).controls.date.value ? null : { required: true };
  }

  /** The local `Date` of a limit's day in the zone (what the datepicker compares). */
  private day(limit: string | Date | null | undefined): Date | null {
    const instant = parseInstant(limit, this.zone());
    if (!instant) return null;
    const wall = wallTime(instant, this.zone());
    return new Date(wall.year, wall.month - 1, wall.day);
  }
}
