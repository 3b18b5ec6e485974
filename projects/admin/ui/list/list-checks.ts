// The list's checks of its columns and filters, and its filter debounce (not exported by admin/ui).
import { ɵnumberFormat } from 'admin/i18n';
import type { VaColumn, VaColumnType, VaFilter } from './list-types';
import { SELF_LINKED_COLUMN_TYPES } from './va-cell';

const COLUMN_TYPES: readonly VaColumnType[] = [
  'text',
  'number',
  'date',
  'datetime',
  'boolean',
  'email',
  'url',
  'chip',
  'reference',
  'reference-array',
  'image',
  'file',
];

const FILTER_TYPES: readonly VaFilter['type'][] = [
  'text',
  'select',
  'boolean',
  'date-range',
  'reference',
];

/**
 * Throws naming the first bad column: a missing source, an unknown type, a reference without
 * target, a `link` on a column whose values are links already (email, url, references), number
 * `options` on a column that is not a `number` one or that `Intl.NumberFormat` refuses.
 */
export function checkColumns(columns: readonly VaColumn[], where = 'VaList'): readonly VaColumn[] {
  columns.forEach((column, i) => {
    const name = `${where} columns[${i}]${column?.source ? ` "${column.source}"` : ''}`;
    if (!column || typeof column.source !== 'string' || !column.source) {
      throw new Error(`${name}: "source" must be a non-empty string`);
    }
    if (column.type !== undefined && !COLUMN_TYPES.includes(column.type)) {
      throw new Error(
        `${name}: unknown type "${column.type}"; use one of ${COLUMN_TYPES.join(', ')}`,
      );
    }
    if ((column.type === 'reference' || column.type === 'reference-array') && !column.reference) {
      throw new Error(`${name}: a ${column.type} column needs "reference" (the target resource)`);
    }
    if (column.link && column.link !== 'show' && column.link !== 'edit') {
      throw new Error(`${name}: unknown link "${String(column.link)}"; use show or edit`);
    }
    if (column.link && column.type && SELF_LINKED_COLUMN_TYPES.includes(column.type)) {
      throw new Error(
        `${name}: ${column.type === 'email' ? 'an' : 'a'} ${column.type} column cannot take "link" ` +
          `(its values are links already); ` +
          `a column without type, or with a custom cell, can link to the ${column.link} page`,
      );
    }
    if (column.options !== undefined) checkNumberOptions(name, column);
  });
  return columns;
}

function checkNumberOptions(name: string, column: VaColumn): void {
  if (column.type !== 'number') {
    throw new Error(
      `${name}: "options" formats numbers; give the column type "number" ` +
        `(it has ${column.type ? `type "${column.type}"` : 'no type'})`,
    );
  }
  try {
    ɵnumberFormat('en', column.options);
  } catch (error) {
    throw new Error(
      `${name}: Intl.NumberFormat refuses "options" ${JSON.stringify(column.options)}: ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
}

/** Throws naming the first bad filter: a missing source, an unknown type, a reference without target. */
export function checkFilters(filters: readonly VaFilter[], where = 'VaList'): readonly VaFilter[] {
  filters.forEach((filter, i) => {
    const name = `${where} filters[${i}]${filter?.source ? ` "${filter.source}"` : ''}`;
    if (!filter || typeof filter.source !== 'string' || !filter.source) {
      throw new Error(`${name}: "source" must be a non-empty string`);
    }
    if (!FILTER_TYPES.includes(filter.type)) {
      throw new Error(
        `${name}: unknown type "${filter.type}"; use one of ${FILTER_TYPES.join(', ')}`,
      );
    }
    if (filter.type === 'reference' && !filter.reference) {
      throw new Error(`${name}: a reference filter needs "reference" (the target resource)`);
    }
  });
  return filters;
}
