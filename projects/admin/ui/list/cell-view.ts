import { ɵreadPath } from 'admin/controllers';
import type { AdminRecord } from 'admin/core';
import { ɵDATE_STYLE, ɵDATE_TIME_STYLE, ɵdateFormat } from 'admin/i18n';
import { toChoices } from '../common/choices';
import { fileValues, storedFileView, type AdminFileView } from '../common/file-values';
import { parseDate } from '../common/dates';
import { formatNumber, isEmptyValue, valueText } from '../fields/field-values';
import type { VaCellContext, VaColumn, VaColumnType } from './list-types';

/** What a cell shows, worked out in one computation (`VaCell`, and the table's inline cells). */
export interface CellView {
  readonly kind:
    | 'template'
    | 'empty'
    | 'text'
    | 'date'
    | 'boolean'
    | 'email'
    | 'url'
    | 'chip'
    | 'reference'
    | 'reference-array'
    | 'image'
    | 'file';
  readonly text?: string;
  /** The stored files of an `image` or `file` column. */
  readonly files?: readonly AdminFileView[];
  /** A date's ISO form, a url's link. */
  readonly datetime?: string | null;
  readonly href?: string | null;
  readonly truthy?: boolean;
  readonly chips?: readonly string[];
  readonly context?: VaCellContext;
}

/** What a cell of `column` shows for `record`, in `locale` (`t`: the admin's messages). */
export function cellView(
  column: VaColumn,
  record: AdminRecord,
  locale: string,
  t: (key: string) => string,
): CellView {
  const value = ɵreadPath(record, column.source);
  if (column.template) return { kind: 'template', context: { $implicit: record, record, value } };
  const type = column.type ?? 'text';
  if (type === 'reference' || type === 'reference-array') return { kind: type };
  if (isEmptyValue(value)) return { kind: 'empty' };
  switch (type) {
    case 'number':
      return { kind: 'text', text: formatNumber(value, locale, column.options) };
    case 'date':
    case 'datetime': {
      const date = parseDate(value);
      const options = type === 'datetime' ? ɵDATE_TIME_STYLE : ɵDATE_STYLE;
      return date
        ? {
            kind: 'date',
            text: ɵdateFormat(locale, options).format(date),
            datetime: date.toISOString(),
          }
        : { kind: 'date', text: valueText(value), datetime: null };
    }
    case 'boolean': {
      const truthy = value === 'false' || value === '0' ? false : Boolean(value);
      return { kind: 'boolean', truthy, text: t(truthy ? 'admin.fields.yes' : 'admin.fields.no') };
    }
    case 'email':
      return { kind: 'email', text: valueText(value) };
    case 'image':
    case 'file':
      return { kind: type, files: fileValues(value).map((item) => storedFileView(item)) };
    case 'url': {
      const text = valueText(value).trim();
      return { kind: 'url', text, href: /^https?:\/\//i.test(text) ? text : null };
    }
    case 'chip': {
      const choices = toChoices(column.choices);
      const values = Array.isArray(value) ? value : [value];
      return {
        kind: 'chip',
        chips: values.map(
          (item) => choices.find((choice) => choice.value === item)?.label ?? valueText(item),
        ),
      };
    }
    default:
      return { kind: 'text', text: valueText(value) };
  }
}

/** The column types a table row shows itself, without a `va-cell` component. */
const INLINE_TYPES: ReadonlySet<VaColumnType> = new Set<VaColumnType>([
  'text',
  'number',
  'date',
  'datetime',
  'boolean',
  'reference',
  'reference-array',
]);

/**
 * Whether the table renders this column's cells inline (plain text, a `<time>`, an icon, the
 * labels of referenced records): no template, no link and a simple type or a reference. Each
 * such cell is one component less per row.
 */
export function isInlineColumn(column: VaColumn): boolean {
  return !column.template && !column.link && INLINE_TYPES.has(column.type ?? 'text');
}
