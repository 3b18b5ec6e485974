import { ChangeDetectionStrategy, Component, computed } from '@angular/core';

import { VaField } from './va-field';
import { valueText } from './field-values';

/**
 * A web address as a link opening in a new tab: `<va-url-field source="website" />`. Only
 * http(s) addresses become links; anything else is shown as text.
 */
@Component({
  selector: 'va-url-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else if (href(); as href) {
        <a
          [href]="href"
          target="_blank"
          rel="noopener noreferrer"
          (click)="$event.stopPropagation()"
          >{{ text() }}</a
        >
      } @else {
        {{ text() }}
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaUrlField extends VaField {
  protected readonly text = computed(() => valueText(this.value()).trim());
  protected readonly href = computed(() =>
    /^https?:\/\//i.test(this.text()) ? this.text() : null,
  );
}
