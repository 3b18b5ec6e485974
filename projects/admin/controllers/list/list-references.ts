import { DestroyRef, Injectable, inject, signal } from '@angular/core';
import type { Subscription } from 'rxjs';

import { recordId, type AdminRecord, type RecordId } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import type { ɵReferenceState } from '../references-internal';

const EMPTY: ɵReferenceState = { loading: false, records: new Map(), error: null };
const LOADING: ɵReferenceState = { ...EMPTY, loading: true };

/**
 * The referenced records of a table's rows: one `getMany` per referenced resource for the whole
 * page (merged with the list's own prefetch by the record store), one signal the cells read. A
 * cell costs a map look-up instead of a subscription of its own. Headless; provided by `VaDataTable`.
 */
@Injectable()
export class ɵListReferences {
  private readonly repositories = inject(ResourceRepositories);
  private readonly states = signal<ReadonlyMap<string, ɵReferenceState>>(new Map());
  private readonly wanted = new Map<string, readonly RecordId[]>();
  private readonly subscriptions = new Map<string, Subscription>();

  constructor() {
    inject(DestroyRef).onDestroy(() => this.subscriptions.forEach((s) => s.unsubscribe()));
  }

  /**
   * Looks up the records of these ids, by referenced resource. A resource whose ids did not change
   * is not asked again; one no longer wanted is dropped.
   */
  load(wanted: ReadonlyMap<string, readonly RecordId[]>): void {
    for (const reference of [...this.wanted.keys()]) {
      if (wanted.has(reference)) continue;
      this.subscriptions.get(reference)?.unsubscribe();
      this.subscriptions.delete(reference);
      this.wanted.delete(reference);
    }
    for (const [reference, ids] of wanted) {
      const unique = [...new Set(ids)];
      if (sameIds(this.wanted.get(reference), unique)) continue;
      this.wanted.set(reference, unique);
      this.fetch(reference);
    }
  }

  /**
   * Whether the look-ups `load(wanted)` started have all answered (records, none, or an error):
   * the cells of those rows then show their labels. Reactive (reads the states' signal).
   */
  settled(wanted: ReadonlyMap<string, readonly RecordId[]>): boolean {
    const states = this.states();
    for (const [reference, ids] of wanted) {
      // Not asked for these ids yet (`load()` comes after the rows change): not settled.
      if (!sameIds(this.wanted.get(reference), [...new Set(ids)])) return false;
      const state = states.get(reference);
      if (!state || state.loading) return false;
    }
    return true;
  }

  /** The state of a referenced resource's look-up; loading until `load()` asked for it. */
  state(reference: string): ɵReferenceState {
    return this.states().get(reference) ?? LOADING;
  }

  /** Sends a failed look-up again (a failed one is not cached). */
  retry(reference: string): void {
    if (this.wanted.has(reference)) this.fetch(reference);
  }

  private fetch(reference: string): void {
    this.subscriptions.get(reference)?.unsubscribe();
    const ids = this.wanted.get(reference) ?? [];
    if (!ids.length) {
      this.set(reference, EMPTY);
      return;
    }
    // Records known from the last look-up keep showing while the new one is under way.
    const previous = this.states().get(reference);
    let answered = false;
    const repository = this.repositories.for(reference);
    const subscription = repository.getMany(ids).subscribe({
      next: (records: AdminRecord[]) => {
        answered = true;
        this.set(reference, {
          loading: false,
          records: new Map(
            records.map((record) => [String(recordId(repository.resource, record)), record]),
          ),
          error: null,
        });
      },
      error: (error: unknown) => {
        answered = true;
        // A 404 is no error: the records do not exist.
        const status = (error as { status?: unknown } | null)?.status;
        this.set(reference, status === 404 ? EMPTY : { ...EMPTY, error });
      },
    });
    // getMany answers at once when every record is cached: no loading state then.
    if (!answered) {
      this.set(reference, {
        loading: true,
        records: previous?.records ?? EMPTY.records,
        error: null,
      });
      this.subscriptions.set(reference, subscription);
    }
  }

  private set(reference: string, state: ɵReferenceState): void {
    this.states.update((states) => new Map(states).set(reference, state));
  }
}

function sameIds(a: readonly RecordId[] | undefined, b: readonly RecordId[]): boolean {
  return !!a && a.length === b.length && a.every((id, i) => id === b[i]);
}
