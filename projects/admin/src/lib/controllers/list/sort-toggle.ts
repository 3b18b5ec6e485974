import type { VaSort } from './list-query';

/**
 * The sort after a click on a field's header (the list and the reference-many controllers):
 * ascending, then descending, then back to the default sort.
 */
export function toggledSort(
  current: readonly VaSort[],
  field: string,
  defaults: readonly VaSort[],
): readonly VaSort[] {
  const first = current[0];
  if (first?.field !== field) return [{ field, order: 'asc' }];
  if (first.order === 'asc') return [{ field, order: 'desc' }];
  return defaults;
}
