/*
 * The internals of ./references.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { type Signal } from '@angular/core';
import { type AdminRecord, type RecordId } from 'admin/core';

/**
 * The records of a reference look-up, keyed by `String(id)`. `error`: the look-up failed (403,
 * 500, network…), so absent records are unknown rather than missing; a 404 is no error: the
 * records do not exist.
 */
export interface ɵReferenceState {
  readonly loading: boolean;
  readonly records: ReadonlyMap<string, AdminRecord>;
  readonly error: unknown;
}

/** The state of a reference look-up, and a way to try a failed one again. */
export interface ɵReferenceRecords extends Signal<ɵReferenceState> {
  /** Sends the look-up again (a failed one is not cached). */
  retry(): void;
}

/** Record ids from a value: one id, an array of ids, or nothing (null, undefined, ''). */
export function ɵtoIds(value: unknown): RecordId[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter(
    (id): id is RecordId => (typeof id === 'string' && id !== '') || typeof id === 'number',
  );
}

/** What `referenceRecords` loads: ids of a resource; null while not known yet. */
export interface ɵReferenceRequest {
  readonly reference: string;
  readonly ids: readonly RecordId[];
}
