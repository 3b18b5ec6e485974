import type { AdminAuth } from 'admin/auth';
import type { AdminRecord, Resource } from 'admin/core';

/** What decides whether a cell edits: its column, its record and the grid's own rule. */
interface EditableCell {
  readonly resource: Resource;
  readonly column: { readonly source: string; readonly editable: boolean } | undefined;
  readonly record: AdminRecord | undefined;
  readonly mayEdit?: (source: string, record: AdminRecord) => boolean;
}

/**
 * The one rule of which grid cells edit (inline and by pasting): an editable column of a shown
 * record, a field the user may write (field permissions: `AdminAuth.fieldAccess()`, never a
 * hidden or read-only one), and the grid's own `mayEdit` when it has one.
 */
export function cellEditable(auth: AdminAuth, cell: EditableCell): boolean {
  const { column, record } = cell;
  if (!column?.editable || !record) return false;
  if (!auth.fieldAccess(cell.resource).canWrite(column.source)) return false;
  return !cell.mayEdit || cell.mayEdit(column.source, record);
}
