import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';

/**
 * The key of a record (the resource's `idField`), or null for none or an empty one: the record a
 * form or a save addresses. Shared by the controllers; not exported from the entry point.
 */
export function recordKey(
  resource: Resource,
  record: AdminRecord | null | undefined,
): RecordId | null {
  const id = recordId(resource, record);
  return id === undefined || id === '' ? null : id;
}
