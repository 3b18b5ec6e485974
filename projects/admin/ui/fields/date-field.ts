import {
  ChangeDetectionStrategy,
  booleanAttribute,
  Component,
  computed,
  input,
} from '@angular/core';

import { VaField } from './va-field';
import { ɵDATE_STYLE, ɵDATE_TIME_STYLE, ɵdateFormat } from 'admin/i18n';
import { parseDate } from '../common/dates';
import { valueText } from './field-values';

/**
 * A date (ISO string, timestamp or Date) for the UI locale: `<va-date-field source="publishedAt" />`;
 * `showTime` adds the time of day (`<va-date-field source="publishedAt" showTime />`: "Mar 5, 2024,
 * 2:30 PM"), in the browser's time zone or in `timeZone` (an IANA name, e.g. `Europe/Paris`).
 */
@Component({
  selector: 'va-date-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else if (date(); as date) {
        <time [attr.datetime]="date.toISOString()">{{ text() }}</time>
      } @else {
        {{ text() }}
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaDateField extends VaField {
  /** Shows the time as well as the date. */
  readonly showTime = input(false, { transform: booleanAttribute });
  /** `Intl.DateTimeFormat` options; override `showTime`. */
  readonly options = input<Intl.DateTimeFormatOptions>();
  /** The IANA time zone the date is shown in (`Europe/Paris`); default the browser's. */
  readonly timeZone = input<string | null>();
  protected readonly date = computed(() => parseDate(this.value()));
  protected readonly text = computed(() => {
    const date = this.date();
    if (!date) return valueText(this.value());
    const options = this.options() ?? (this.showTime() ? ɵDATE_TIME_STYLE : ɵDATE_STYLE);
    const timeZone = this.timeZone();
    return ɵdateFormat(this.i18n.locale(), timeZone ? { timeZone, ...options } : options).format(
      date,
    );
  });
}
