import type { AdminRecord } from 'admin/core';

/** The value at a property path of a record: `author.name` reads `record.author.name`. */
export function ɵreadPath(record: AdminRecord | null | undefined, path: string): unknown {
  if (!record) return undefined;
  if (path in record) return record[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
