import { type AdminRecord, type RecordId } from 'admin/core';

/** A write shown before the server confirmed it (optimistic and undoable mutation modes). */
export interface PendingChange {
  /** The endpoint (`<apiUrl>/<api>`) whose records it changes. */
  readonly collection: string;
  /** The field that identifies its records (the resource's `idField`); default `id`. */
  readonly idField?: string;
  readonly kind: 'update' | 'delete';
  readonly ids: readonly RecordId[];
  /** The values an update gives every record of `ids`. */
  readonly data?: Readonly<AdminRecord>;
}

/**
 * What happened to a pending change: `staged` (shown), `committed` (the server accepted it: views
 * keep its effect, e.g. by reloading) or `released` (undone or refused: views show again exactly
 * what they showed before, since nothing else was changed).
 */
export interface PendingEvent {
  readonly change: PendingChange;
  readonly phase: 'staged' | 'committed' | 'released';
}
