import { ChangeDetectionStrategy, Component, computed } from '@angular/core';

import { VaIcon } from 'admin/shell';
import { VaField } from './va-field';

/** A yes/no value as an icon with an accessible name: `<va-boolean-field source="published" />`. */
@Component({
  selector: 'va-boolean-field',
  imports: [VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else if (truthy()) {
        <va-icon name="mdi-check" class="va-true" [label]="i18n.t('admin.fields.yes')" />
      } @else {
        <va-icon name="mdi-close" class="va-false" [label]="i18n.t('admin.fields.no')" />
      }
    </div>
  `,
  styleUrls: ['./va-field.css'],
  styles: [
    '.va-true { color: var(--mat-sys-primary); } .va-false { color: var(--mat-sys-outline); }',
  ],
})
export class VaBooleanField extends VaField {
  protected readonly truthy = computed(() => {
    const value = this.value();
    return value === 'false' || value === '0' ? false : Boolean(value);
  });
}
