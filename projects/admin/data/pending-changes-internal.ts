/*
 * The internals of ./pending-changes.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { signal } from '@angular/core';
import { Subject, type Observable } from 'rxjs';
import { recordId, type AdminRecord } from 'admin/core';
import { type PendingChange, type PendingEvent } from './pending-changes';

/**
 * The writes shown before the server confirmed them, as an overlay: cached records, list answers
 * and the views' own copies are never changed by them, views apply the overlay when they show
 * records (`applyPending`). Undoing or refusing a change is removing it from the overlay, which
 * restores exactly what every list, show page and reference showed before.
 */
export class ɵPendingChanges {
  private readonly changes: PendingChange[] = [];
  private readonly revision = signal(0);
  private readonly events = new Subject<PendingEvent>();

  /** Every staged, committed or released change. */
  readonly events$: Observable<PendingEvent> = this.events.asObservable();

  /** Shows `change` until the returned function is called with its outcome. */
  stage(change: PendingChange): (outcome: 'committed' | 'released') => void {
    const frozen = Object.freeze({ ...change, ids: Object.freeze([...change.ids]) });
    this.changes.push(frozen);
    this.revision.update((n) => n + 1);
    this.events.next({ change: frozen, phase: 'staged' });
    let done = false;
    return (outcome) => {
      if (done) return;
      done = true;
      const index = this.changes.indexOf(frozen);
      if (index >= 0) this.changes.splice(index, 1);
      this.revision.update((n) => n + 1);
      this.events.next({ change: frozen, phase: outcome });
    };
  }

  /**
   * `records` of `collection` as the pending changes show them: deleted ones left out, updated
   * ones merged (new objects). The same array when no change touches them. Reads a signal: a
   * `computed` calling it follows the changes.
   */
  apply<T extends object>(collection: string, records: readonly T[]): readonly T[] {
    this.revision();
    const mine = this.changes.filter((c) => c.collection === collection);
    if (!mine.length || !records.length) return records;
    let touched = false;
    const result: T[] = [];
    for (const record of records) {
      const shown = applyChanges(mine, record);
      if (shown !== record) touched = true;
      if (shown) result.push(shown);
    }
    return touched ? result : records;
  }

  /** One record as the pending changes show it; `null` when a pending delete hides it. */
  applyOne<T extends object>(collection: string, record: T): T | null {
    this.revision();
    return applyChanges(
      this.changes.filter((c) => c.collection === collection),
      record,
    );
  }

  /** Whether a change is pending (signal-tracked). */
  any(): boolean {
    this.revision();
    return this.changes.length > 0;
  }
}

/** The ids of each change as strings, made once: a bulk change of 10 000 ids meets 10 000 rows. */
const idSets = new WeakMap<PendingChange, ReadonlySet<string>>();

function idsOf(change: PendingChange): ReadonlySet<string> {
  let ids = idSets.get(change);
  if (!ids) {
    ids = new Set(change.ids.map(String));
    idSets.set(change, ids);
  }
  return ids;
}

function applyChanges<T extends object>(changes: readonly PendingChange[], record: T): T | null {
  let shown: T = record;
  for (const change of changes) {
    const idField = change.idField ?? 'id';
    const id = recordId({ idField }, record as AdminRecord);
    if (id === undefined || !idsOf(change).has(String(id))) continue;
    if (change.kind === 'delete') return null;
    shown = { ...shown, ...change.data, [idField]: id } as T;
  }
  return shown;
}

/**
 * `result` with the rows a view removed itself (or merged) once a change was committed: a
 * committed delete leaves its records out, a committed update merges its values.
 */
export function ɵcommitChange<T extends object>(change: PendingChange, records: readonly T[]): T[] {
  return records.flatMap((record) => applyChanges([change], record) ?? []);
}
