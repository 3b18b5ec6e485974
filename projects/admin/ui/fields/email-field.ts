import { ChangeDetectionStrategy, Component, computed } from '@angular/core';

import { VaField } from './va-field';
import { valueText } from './field-values';

/** An email address as a `mailto:` link: `<va-email-field source="email" />`. */
@Component({
  selector: 'va-email-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        <a [href]="'mailto:' + text()" (click)="$event.stopPropagation()">{{ text() }}</a>
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaEmailField extends VaField {
  protected readonly text = computed(() => valueText(this.value()).trim());
}
