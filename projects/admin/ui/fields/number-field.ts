import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { VaField } from './va-field';
import { formatNumber } from './field-values';

/**
 * A number formatted for the UI locale: `<va-number-field source="views" />`;
 * `[options]="{ useGrouping: false }"` shows a year or a code without separators (1958).
 */
@Component({
  selector: 'va-number-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        {{ text() }}
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaNumberField extends VaField {
  /** `Intl.NumberFormat` options, e.g. `{ style: 'currency', currency: 'EUR' }` (as a column's). */
  readonly options = input<Intl.NumberFormatOptions>();
  protected readonly text = computed(() =>
    formatNumber(this.value(), this.i18n.locale(), this.options()),
  );
}
