import {
  Directive,
  booleanAttribute,
  signal,
  type OnInit,
  computed,
  inject,
  input,
} from '@angular/core';

import type { AdminRecord, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel } from 'admin/controllers';
import { ɵreadPath } from 'admin/controllers';
import { VA_RECORD_CONTEXT } from '../common/record-context';
import { isEmptyValue } from './field-values';

let nextId = 0;

/**
 * Base of the show fields: `source` (a property path), optional `label`, and the record from the
 * `record` input or the enclosing `VaShow` (DI). Labelled by default; a table cell sets
 * `[labelled]="false"` to show the value alone. A `wide` field (class `va-field-wide`) takes a
 * whole row of the show page's grid.
 */
@Directive({
  host: {
    class: 'va-field',
    // The shown property on the element: tests (admin/testing's harnesses) find a field by it.
    '[attr.data-source]': 'source()',
    '[class.va-field-labelled]': 'showLabel()',
    '[class.va-field-wide]': 'isWide()',
    '[attr.role]': "showLabel() ? 'group' : null",
    '[attr.aria-labelledby]': 'showLabel() ? labelId : null',
    // Field permissions: a field the user may not read is not on the page at all.
    '[style.display]': "readable() ? null : 'none'",
  },
})
export abstract class VaField implements OnInit {
  protected readonly i18n = inject(AdminI18n);
  private readonly context = inject(VA_RECORD_CONTEXT, { optional: true });

  /** The record property to show; a dotted path reads nested objects (`author.name`). */
  readonly source = input.required<string>();
  /** The label; default the message `resources.<name>.fields.<source>` or the humanised source. */
  readonly label = input<string>();
  /** The record; default the enclosing `VaShow`'s record. */
  readonly record = input<AdminRecord | null>();
  /** The record's resource (for label messages); default the enclosing `VaShow`'s resource. */
  readonly resource = input<Resource | null>();
  /** Whether to show the label above the value; default true. */
  readonly labelled = input<boolean | undefined, unknown>(undefined, {
    transform: (value: unknown) => (value === undefined ? undefined : booleanAttribute(value)),
  });
  /** Shown when the value is empty. */
  readonly emptyText = input('');
  /**
   * Whether the field spans the whole row of the show page's grid (class `va-field-wide`);
   * default false, true for long content (`VaRichTextField`).
   */
  readonly wide = input<boolean | undefined, unknown>(undefined, {
    transform: (value: unknown) => (value === undefined ? undefined : booleanAttribute(value)),
  });

  protected readonly labelId = `va-field-label-${nextId++}`;
  /** True once the inputs are set (effects may run before `ngOnInit` and must not read them). */
  protected readonly initialized = signal(false);
  protected readonly currentRecord = computed(() => this.record() ?? this.context?.record());
  protected readonly currentResource = computed(() => this.resource() ?? this.context?.resource());
  /** The raw value at `source`. */
  readonly value = computed(() => ɵreadPath(this.currentRecord(), this.source()));
  protected readonly showLabel = computed(() => this.labelled() ?? true);
  protected readonly isWide = computed(() => this.wide() ?? this.wideByDefault());
  protected readonly labelText = computed(() =>
    fieldLabel(this.i18n, this.currentResource(), this.source(), this.label()),
  );
  protected readonly isEmpty = computed(() => isEmptyValue(this.value()));
  /**
   * Whether the user may read this field (field permissions): the enclosing `VaShow`'s answer,
   * else true (a field given its own `record`, as a table cell, is shown by its list's columns).
   */
  readonly readable = computed(() =>
    this.record() === undefined && this.resource() === undefined
      ? (this.context?.canRead?.(this.source()) ?? true)
      : true,
  );

  ngOnInit(): void {
    this.initialized.set(true);
  }

  /** Whether this kind of field is `wide` unless told otherwise. */
  protected wideByDefault(): boolean {
    return false;
  }
}
