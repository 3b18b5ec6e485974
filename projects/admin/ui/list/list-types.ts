import type { TemplateRef } from '@angular/core';
import type { ValidatorFn } from '@angular/forms';

import type { AdminRecord } from 'admin/core';
import type { VaChoices } from '../common/choices';

// The list's state and sort are headless (controllers/list): re-exported here, names unchanged.
export type { ListQuery, VaSort } from 'admin/controllers';

/** How a column shows its values; each type renders through the matching show field. */
export type VaColumnType =
  | 'text'
  | 'number'
  | 'date'
  /** A date and its time of day (`VaDateField` with `showTime`). */
  | 'datetime'
  | 'boolean'
  | 'email'
  | 'url'
  | 'chip'
  | 'reference'
  | 'reference-array'
  /** Thumbnails of stored images (`VaImageField` in a cell). */
  | 'image'
  /** Links to stored files (`VaFileField` in a cell). */
  | 'file';

/** The context of a custom cell template: `<ng-template let-record let-value="value">`. */
export interface VaCellContext {
  readonly $implicit: AdminRecord;
  readonly record: AdminRecord;
  readonly value: unknown;
}

/** One column of a list (issue 6; the UI contract). */
export interface VaColumn {
  /** The record property (dotted path for nested values). */
  readonly source: string;
  /** Header text; default the field message or the humanised source. */
  readonly label?: string;
  /** Default `text`. */
  readonly type?: VaColumnType;
  /** The referenced resource of a `reference` or `reference-array` column. */
  readonly reference?: string;
  /** Whether the header sorts the list by this column (server side). */
  readonly sortable?: boolean;
  /** Makes the value a link to the row's show or edit page (when the user may open it). */
  readonly link?: 'show' | 'edit';
  /** Display texts of a `chip` column's values. */
  readonly choices?: VaChoices;
  /**
   * `Intl.NumberFormat` options of a `number` column, as `VaNumberField`'s `[options]`:
   * `{ useGrouping: false }` shows a year as 1958 (not 1,958), `{ style: 'currency', currency:
   * 'EUR' }` an amount. Default: the UI locale's plain number format (grouped: 1,958 in `en`).
   */
  readonly options?: Intl.NumberFormatOptions;
  /** A custom cell (set by `<va-column>` with an `<ng-template>` inside). */
  readonly template?: TemplateRef<VaCellContext>;
  /**
   * Inline editing of this column's cells (issue 38): `true`, or `{ required, validators }` (the
   * validators of the form's input). `false` keeps it read-only in a list made `editable`. Types
   * `text`, `email`, `url`, `number`, `date`, `datetime`, `boolean`, and `chip` with `choices`.
   */
  readonly editable?: boolean | VaColumnEdit;
}

/** The object form of `VaColumn.editable`. */
export interface VaColumnEdit {
  /** An empty value is refused. */
  readonly required?: boolean;
  /** More validators, as the form's inputs take them (`Validators.maxLength(80)`). */
  readonly validators?: readonly ValidatorFn[];
}

/** How a filter is edited and sent. */
export type VaFilterType = 'text' | 'select' | 'boolean' | 'date-range' | 'reference';

/**
 * One filter of a list. Values travel in `ListParams.filter` under `source`, written by the
 * dialect: a `text` filter sends `{ like: text }` (contains), a `date-range` sends `{ gte, lte }`
 * (the start of the first day and the end of the last day in the user's local time, as ISO
 * date-times), the others their value (equality).
 */
export interface VaFilter {
  readonly source: string;
  readonly label?: string;
  readonly type: VaFilterType;
  /** The options of a `select` filter. */
  readonly choices?: VaChoices;
  /** The referenced resource of a `reference` filter. */
  readonly reference?: string;
}
