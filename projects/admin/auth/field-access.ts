import type { AdminRecord, ResourceGrant } from 'admin/core';

/**
 * What the current user may do with the fields of one resource (docs/decisions.md §4
 * "Permissions", `fields` of a permissions entry and the `canAccess` hook): the one rule that
 * columns, filters, show pages, forms, CSV exports, live events and saves all read, through
 * `AdminAuth.fieldAccess(resource)`.
 */
export interface FieldAccess {
  /** Whether some field may be hidden or read-only for this user (false: every field is open). */
  readonly restricted: boolean;
  /** Whether the user may see this field (`'author.email'` is hidden when `author` is). */
  canRead(field: string): boolean;
  /** Whether the user may send this field in a create or an update (never when hidden). */
  canWrite(field: string): boolean;
  /** A copy of the record without the fields the user may not read (the record itself if none). */
  readable<T extends AdminRecord>(record: T): T;
  /** A copy of the values without the fields the user may not write (the values themselves if none). */
  writable<T extends AdminRecord>(values: T): T;
}

/** The roles' field rules, and the `canAccess` hook's answer for one field and action. */
export interface FieldAccessInput {
  /** The grants of the user's roles (those of `resource.permissions` the user holds). */
  readonly grants: readonly ResourceGrant[];
  /** `undefined` when the hook does not decide (then the grants do). */
  readonly decide?: (field: string, action: 'show' | 'edit') => boolean | undefined;
}

/**
 * Builds a `FieldAccess`: a field is hidden when every grant of the user hides it, read-only when
 * every grant that may create or edit hides it or makes it read-only (one role that may write it
 * is enough); the hook,
 * asked with `action: 'show'` (read) and `'edit'` (write), overrides when it returns a boolean.
 */
export function fieldAccess({ grants, decide }: FieldAccessInput): FieldAccess {
  const everyGrant = (
    of: readonly ResourceGrant[],
    pick: (g: ResourceGrant) => readonly string[],
  ): ReadonlySet<string> => {
    if (!of.length) return new Set();
    const [first, ...rest] = of.map((g) => new Set(pick(g)));
    return new Set([...first!].filter((f) => rest.every((set) => set.has(f))));
  };
  const hidden = everyGrant(grants, (g) => g.fields.hidden);
  // Only the roles that may create or edit say what may be written.
  const writers = grants.filter((g) => g.actions.includes('create') || g.actions.includes('edit'));
  const locked = everyGrant(writers.length ? writers : grants, (g) => [
    ...g.fields.hidden,
    ...g.fields.readOnly,
  ]);
  const listed = (set: ReadonlySet<string>, field: string): boolean => {
    if (set.has(field)) return true;
    for (let dot = field.indexOf('.'); dot > 0; dot = field.indexOf('.', dot + 1))
      if (set.has(field.slice(0, dot))) return true;
    return false;
  };
  const canRead = (field: string): boolean => decide?.(field, 'show') ?? !listed(hidden, field);
  const canWrite = (field: string): boolean =>
    canRead(field) && (decide?.(field, 'edit') ?? !listed(locked, field));
  const restricted = decide !== undefined || locked.size > 0;
  const keep = <T extends AdminRecord>(record: T, allowed: (field: string) => boolean): T => {
    if (!restricted || record === null || typeof record !== 'object') return record;
    const keys = Object.keys(record);
    if (keys.every(allowed)) return record;
    return Object.fromEntries(keys.filter(allowed).map((k) => [k, record[k]])) as T;
  };
  return {
    restricted,
    canRead,
    canWrite,
    readable: (record) => keep(record, canRead),
    writable: (values) => keep(values, canWrite),
  };
}
