import { computed, inject, signal } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import {
  EMPTY as NOTHING,
  catchError,
  filter,
  combineLatest,
  distinctUntilChanged,
  map,
  of,
  startWith,
  switchMap,
} from 'rxjs';
import { recordId, type AdminRecord } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import {
  type ɵReferenceState,
  type ɵReferenceRequest,
  type ɵReferenceRecords,
} from './references-internal';

const EMPTY: ɵReferenceState = { loading: false, records: new Map(), error: null };

/**
 * Loads the records of `ids` from the `reference` resource through its repository's `getMany`,
 * which merges the look-ups of one tick into one request (docs/decisions.md §9 "References"). Call
 * in an injection context; follows the request signal and drops stale answers. Return `null` from
 * `request` until its inputs are known (e.g. before `ngOnInit` for required inputs). `retry()`
 * sends the current look-up again.
 */
export function referenceRecords(request: () => ɵReferenceRequest | null): ɵReferenceRecords {
  const repositories = inject(ResourceRepositories);
  const attempt = signal(0);
  const current = computed(
    () => {
      const value = request();
      return value && { reference: value.reference, ids: [...new Set(value.ids)] };
    },
    {
      equal: (a, b) =>
        a === b ||
        (!!a &&
          !!b &&
          a.reference === b.reference &&
          a.ids.length === b.ids.length &&
          a.ids.every((id, i) => id === b.ids[i])),
    },
  );
  const states = combineLatest([
    toObservable(current).pipe(distinctUntilChanged()),
    toObservable(attempt),
  ]).pipe(
    switchMap(([value]) => {
      if (!value) return of<ɵReferenceState>({ ...EMPTY, loading: true });
      if (!value.ids.length) return of(EMPTY);
      const repository = repositories.for(value.reference);
      return repository.getMany(value.ids).pipe(
        map((records): ɵReferenceState => ({
          loading: false,
          records: new Map(
            records.map((record) => [String(recordId(repository.resource, record)), record]),
          ),
          error: null,
        })),
        catchError((error: unknown) =>
          of<ɵReferenceState>(
            (error as { status?: unknown } | null)?.status === 404 ? EMPTY : { ...EMPTY, error },
          ),
        ),
        startWith<ɵReferenceState>({ ...EMPTY, loading: true }),
      );
    }),
  );
  const loaded = toSignal(states, { initialValue: { ...EMPTY, loading: true } });
  // Pending optimistic and undoable writes show at once (a deleted record as missing, an
  // updated one with its new values); once the server accepted one, the records are asked again.
  const state = computed<ɵReferenceState>(() => {
    const value = current();
    const shown = loaded();
    if (!value || !shown.records.size) return shown;
    const records = [...shown.records.values()];
    const repository = repositories.for(value.reference);
    const pending = repository.applyPending(records);
    if (pending === records) return shown;
    const key = (record: AdminRecord) => String(recordId(repository.resource, record));
    return { ...shown, records: new Map(pending.map((record) => [key(record), record])) };
  });
  toObservable(current)
    .pipe(
      switchMap((value) => (value ? repositories.for(value.reference).pendingEvents() : NOTHING)),
      filter(({ change, phase }) => {
        const ids = current()?.ids ?? [];
        return (
          phase === 'committed' &&
          change.ids.some((id) => ids.some((i) => String(i) === String(id)))
        );
      }),
      takeUntilDestroyed(),
    )
    .subscribe(() => attempt.update((n) => n + 1));
  return Object.assign(state, { retry: () => attempt.update((n) => n + 1) });
}
