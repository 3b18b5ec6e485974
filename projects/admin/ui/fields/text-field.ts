import {
  ChangeDetectionStrategy,
  booleanAttribute,
  Component,
  computed,
  input,
} from '@angular/core';

import { VaField } from './va-field';
import { valueText } from './field-values';

/** A record property as text: `<va-text-field source="title" />`; `multiline` keeps line breaks. */
@Component({
  selector: 'va-text-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value" [class.va-multiline]="multiline()">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        {{ text() }}
      }
    </div>
  `,
  styleUrls: ['./va-field.css'],
  styles: ['.va-multiline { white-space: pre-line; }'],
})
export class VaTextField extends VaField {
  /** Keeps the line breaks of the text. */
  readonly multiline = input(false, { transform: booleanAttribute });
  protected readonly text = computed(() => valueText(this.value()));
}
