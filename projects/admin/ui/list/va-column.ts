import {
  ChangeDetectionStrategy,
  Component,
  TemplateRef,
  booleanAttribute,
  computed,
  contentChild,
  input,
} from '@angular/core';

import type { VaChoices } from '../common/choices';
import type { VaCellContext, VaColumn, VaColumnEdit, VaColumnType } from './list-types';

/**
 * A list column declared in the template, the twin of a `VaColumn` config entry:
 * `<va-column source="title" sortable link="show" />`,
 * `<va-column source="year" type="number" [options]="{ useGrouping: false }" />`. An
 * `<ng-template let-record>` inside renders a custom cell.
 */
@Component({
  selector: 'va-column',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
})
export class VaColumnDef {
  readonly source = input.required<string>();
  readonly label = input<string>();
  readonly type = input<VaColumnType>();
  readonly reference = input<string>();
  readonly sortable = input(false, { transform: booleanAttribute });
  readonly link = input<'show' | 'edit'>();
  readonly choices = input<VaChoices>();
  /** `Intl.NumberFormat` options of a `number` column: `[options]="{ useGrouping: false }"`. */
  readonly options = input<Intl.NumberFormatOptions>();
  /** Inline editing of the column's cells: `editable`, or `[editable]="{ required: true }"`. */
  readonly editable = input<VaColumnEdit | boolean | undefined, unknown>(undefined, {
    transform: (value: unknown) =>
      value === '' ? true : (value as VaColumnEdit | boolean | undefined),
  });
  private readonly template = contentChild<TemplateRef<VaCellContext>>(TemplateRef);

  /** This declaration as a `VaColumn`. */
  readonly column = computed<VaColumn>(() => ({
    source: this.source(),
    label: this.label(),
    type: this.type(),
    reference: this.reference(),
    sortable: this.sortable(),
    link: this.link(),
    choices: this.choices(),
    options: this.options(),
    ...(this.editable() === undefined ? {} : { editable: this.editable() }),
    template: this.template(),
  }));
}
