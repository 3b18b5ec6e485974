import type { AdminRecord } from 'admin/core';

/** One field of a version conflict: what it was, what the server has now, what the user typed. */
export interface FieldConflict {
  /** The field (a path such as `author.name` for nested inputs). */
  readonly field: string;
  /** The value the user started from. */
  readonly base: unknown;
  /** The value on the server now. */
  readonly server: unknown;
  /** The value the user typed. */
  readonly mine: unknown;
  readonly changedOnServer: boolean;
  readonly changedByMe: boolean;
}

function read(record: AdminRecord | null | undefined, path: string): unknown {
  if (!record) return undefined;
  if (path in record || !path.includes('.')) return record[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as AdminRecord)[key] : undefined;
  }
  return value;
}

/** Deep equality of JSON values, `null`, `undefined` and `''` all meaning "empty". */
function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].every((key) => sameValue((a as AdminRecord)[key], (b as AdminRecord)[key]));
}

/**
 * The fields of a version conflict, field by field: each of `fields` (the form's inputs) that
 * changed on the server (`server` vs `base`, the copy the user started from) or that the user
 * changed (`mine` vs `base`), in the order of `fields`.
 */
export function ɵrecordConflicts(
  fields: readonly string[],
  base: AdminRecord | null | undefined,
  server: AdminRecord | null | undefined,
  mine: AdminRecord | null | undefined,
): FieldConflict[] {
  const result: FieldConflict[] = [];
  for (const field of fields) {
    const was = read(base, field);
    const now = read(server, field);
    const typed = read(mine, field);
    const changedOnServer = !sameValue(was, now);
    const changedByMe = !sameValue(was, typed);
    if (!changedOnServer && !changedByMe) continue;
    result.push({ field, base: was, server: now, mine: typed, changedOnServer, changedByMe });
  }
  return result;
}
