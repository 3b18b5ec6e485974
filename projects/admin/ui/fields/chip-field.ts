import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { MatChip, MatChipSet } from '@angular/material/chips';

import { toChoices, type VaChoices } from '../common/choices';
import { VaField } from './va-field';
import { valueText } from './field-values';

/**
 * A value, or each value of an array, as a chip: `<va-chip-field source="roles" />`. With
 * `choices`, values are shown by their choice label.
 */
@Component({
  selector: 'va-chip-field',
  imports: [MatChipSet, MatChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value">
      @if (isEmpty()) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      } @else {
        <mat-chip-set>
          @for (chip of chips(); track $index) {
            <mat-chip>{{ chip }}</mat-chip>
          }
        </mat-chip-set>
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaChipField extends VaField {
  /** Display texts of the stored values. */
  readonly choices = input<VaChoices>();
  protected readonly chips = computed(() => {
    const value = this.value();
    const values = Array.isArray(value) ? value : [value];
    const choices = toChoices(this.choices());
    return values.map(
      (item) => choices.find((choice) => choice.value === item)?.label ?? valueText(item),
    );
  });
}
