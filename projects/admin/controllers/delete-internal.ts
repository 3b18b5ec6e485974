/*
 * The internals of ./delete.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';

/** A record's key (the resource's `idField`); throws naming the problem when it has none. */
export function ɵrecordId(resource: Pick<Resource, 'idField'>, record: AdminRecord): RecordId {
  const id = recordId(resource, record);
  if (id !== undefined) return id;
  throw new Error(
    `The record has no "${resource.idField}" (string or number): ${JSON.stringify(record)}`,
  );
}
