import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

import { VaField } from './va-field';
import { ɵnumberFormat as numberFormat } from 'admin/i18n';
import { valueText } from './field-values';

/** A number formatted for the UI locale: `<va-number-field source="views" />`. */
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
  /** `Intl.NumberFormat` options, e.g. `{ style: 'currency', currency: 'EUR' }`. */
  readonly options = input<Intl.NumberFormatOptions>();
  protected readonly text = computed(() => {
    const value = this.value();
    const number = typeof value === 'string' && value.trim() ? Number(value) : value;
    if (typeof number !== 'number' || Number.isNaN(number)) return valueText(value);
    return numberFormat(this.i18n.locale(), this.options()).format(number);
  });
}
