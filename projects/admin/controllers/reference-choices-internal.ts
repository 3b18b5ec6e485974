/*
 * The internals of ./reference-choices.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { computed, inject, type Signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { catchError, defer, map, of, startWith, switchMap, type Observable } from 'rxjs';
import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ResourceRepositories, type SearchOptions } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from './record-path';
import {
  type ReferenceChoice,
  type VaOptionText,
  type ReferenceSearchState,
} from './reference-choices';

/** Most records a select or radio group loads from a referenced resource. */
export const ɵREFERENCE_PAGE_SIZE = 100;

/** The choices of a reference input. */
export interface ɵReferenceChoices {
  readonly loading: boolean;
  readonly choices: readonly ReferenceChoice[];
  /** Why the choices could not be loaded, if they could not. */
  readonly error: unknown;
  /** Records of the page loaded (the current values fetched apart not counted). */
  readonly listed: number;
  /** Records of the referenced resource, per the server; null until the page answered. */
  readonly total: number | null;
  /** Whether the resource has more records than the page lists (`total > listed`). */
  readonly partial: boolean;
}

interface PageState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly resource?: Resource;
  readonly records: readonly AdminRecord[];
  readonly total?: number;
  readonly error?: unknown;
}

interface ExtraState {
  readonly loading: boolean;
  readonly records: readonly AdminRecord[];
}

const IDLE: PageState = { status: 'idle', records: [] };

const NO_EXTRA: ExtraState = { loading: false, records: [] };

function sameIds(a: readonly RecordId[], b: readonly RecordId[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Same value, treating `1` and `'1'` as one id. */
export function ɵsameValue(a: unknown, b: unknown): boolean {
  return (
    a === b ||
    (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b))
  );
}

/**
 * The text of a referenced record: `optionText`, else the resource's `label`
 * (docs/contract.md §2.4).
 */
export function ɵoptionLabel(
  i18n: AdminI18n,
  resource: Resource,
  record: AdminRecord,
  optionText?: VaOptionText,
): string {
  if (typeof optionText === 'function') return String(optionText(record) ?? '');
  if (typeof optionText === 'string') return String(ɵreadPath(record, optionText) ?? '');
  return i18n.recordLabel(resource, record);
}

/**
 * The choices of a select or radio group taking them from a resource (`reference="users"`): one
 * bounded page (`REFERENCE_PAGE_SIZE` records, sorted by the label property when `label` is a
 * string), plus, through one batched (and cached) `getMany`, the current values that page does not
 * hold, so that the selected value always shows. Never loads the whole table: when the resource
 * has more records (`partial`), the input says so. Call in an injection context.
 */
export function ɵreferenceChoices(
  reference: () => string | undefined,
  currentIds: () => readonly RecordId[],
  optionText: () => VaOptionText | undefined,
): Signal<ɵReferenceChoices> {
  const repositories = inject(ResourceRepositories);
  const i18n = inject(AdminI18n);

  const page = toSignal(
    toObservable(computed(reference)).pipe(
      switchMap((name): Observable<PageState> => {
        if (!name) return of(IDLE);
        return defer(() => {
          const repository = repositories.for(name);
          const resource = repository.resource;
          const label = resource.label;
          return repository
            .list({
              page: 1,
              perPage: ɵREFERENCE_PAGE_SIZE,
              sort: typeof label === 'string' ? [{ field: label, order: 'asc' }] : undefined,
            })
            .pipe(
              map((result): PageState => ({
                status: 'ready',
                resource,
                records: result.data,
                total: result.total,
              })),
            );
        }).pipe(
          catchError((error: unknown) => of<PageState>({ status: 'error', records: [], error })),
          startWith<PageState>({ status: 'loading', records: [] }),
        );
      }),
    ),
    { initialValue: IDLE },
  );

  /** Current values missing from the page, once the page answered. */
  const missing = computed(
    () => {
      const state = page();
      if (state.status !== 'ready' && state.status !== 'error') return [];
      const resource = state.resource ?? resourceOf(repositories, reference());
      const known = new Set(state.records.map((record) => String(recordId(resource, record))));
      return [...new Set(currentIds())].filter((id) => !known.has(String(id)));
    },
    { equal: sameIds },
  );

  const extra = toSignal(
    toObservable(computed(() => ({ name: reference(), ids: missing() }))).pipe(
      switchMap(({ name, ids }): Observable<ExtraState> => {
        if (!name || !ids.length) return of(NO_EXTRA);
        return defer(() => repositories.for(name).getMany(ids)).pipe(
          map((records): ExtraState => ({ loading: false, records })),
          catchError(() => of(NO_EXTRA)),
          startWith<ExtraState>({ loading: true, records: [] }),
        );
      }),
    ),
    { initialValue: NO_EXTRA },
  );

  return computed<ɵReferenceChoices>(() => {
    const state = page();
    const more = extra();
    const resource = state.resource ?? resourceOf(repositories, reference());
    const text = optionText();
    const choices: ReferenceChoice[] = [];
    const seen = new Set<string>();
    for (const record of [...state.records, ...more.records]) {
      const id = recordId(resource, record);
      if (id === undefined || seen.has(String(id))) continue;
      seen.add(String(id));
      choices.push({
        value: id,
        label: resource ? ɵoptionLabel(i18n, resource, record, text) : String(id),
      });
    }
    const loading = state.status === 'loading' || more.loading;
    for (const id of currentIds()) {
      if (seen.has(String(id))) continue;
      seen.add(String(id));
      choices.push({
        value: id,
        label: loading
          ? i18n.t('admin.fields.loading')
          : i18n.t('admin.fields.missingReference', { id: String(id) }),
      });
    }
    const listed = state.records.length;
    const total = state.total ?? null;
    return {
      loading,
      choices,
      error: state.error ?? null,
      listed,
      total,
      partial: total !== null && total > listed,
    };
  });
}

function resourceOf(
  repositories: ResourceRepositories,
  name: string | undefined,
): Resource | undefined {
  if (!name) return undefined;
  try {
    return repositories.for(name).resource;
  } catch {
    return undefined;
  }
}

/** No search yet. */
export const ɵNO_SEARCH: ReferenceSearchState = { loading: false, records: [], error: null };

/**
 * Searches the records of a resource by text (`repository.search`: the resource's
 * `autocompleteFields`, or `q`): starts with a loading state that keeps the previous records, then
 * the answer or the error (never throws). An unknown resource name is an error state too.
 */
export function ɵsearchReferences(
  repositories: ResourceRepositories,
  reference: string,
  q: string,
  options: SearchOptions = {},
  previous: ReferenceSearchState = ɵNO_SEARCH,
): Observable<ReferenceSearchState> {
  return defer(() => {
    const repository = repositories.for(reference);
    return repository.search(q, options).pipe(
      map((result): ReferenceSearchState => ({
        loading: false,
        records: result.data,
        error: null,
        resource: repository.resource,
      })),
    );
  }).pipe(
    catchError((error: unknown) =>
      of<ReferenceSearchState>({ loading: false, records: [], error }),
    ),
    startWith<ReferenceSearchState>({ ...previous, loading: true, error: null }),
  );
}

/**
 * The texts of the referenced records that exist, by `String(id)`, through one batched (and
 * cached) `getMany`; fails when the look-up fails. The one reading of reference labels: the cells
 * and inputs (`ɵreferenceLabels`) and the CSV export build on it.
 */
export function ɵreferenceLabelMap(
  repositories: ResourceRepositories,
  i18n: AdminI18n,
  reference: string,
  ids: readonly RecordId[],
  optionText?: VaOptionText,
): Observable<Map<string, string>> {
  return defer(() => {
    const repository = repositories.for(reference);
    return repository
      .getMany(ids)
      .pipe(
        map(
          (records: AdminRecord[]) =>
            new Map(
              records.map((record) => [
                String(recordId(repository.resource, record)),
                ɵoptionLabel(i18n, repository.resource, record, optionText),
              ]),
            ),
        ),
      );
  });
}

/**
 * The texts of referenced ids through one batched (and cached) `getMany`, as `[String(id), text]`
 * pairs in the order of `ids`: an id the server does not have reads "missing", and when the
 * look-up fails each id shows as `#<id>`.
 */
export function ɵreferenceLabels(
  repositories: ResourceRepositories,
  i18n: AdminI18n,
  reference: string,
  ids: readonly RecordId[],
  optionText?: VaOptionText,
): Observable<[string, string][]> {
  return ɵreferenceLabelMap(repositories, i18n, reference, ids, optionText).pipe(
    map((found) =>
      ids.map((id): [string, string] => [
        String(id),
        found.get(String(id)) ?? i18n.t('admin.fields.missingReference', { id: String(id) }),
      ]),
    ),
    catchError(() => of(ids.map((id): [string, string] => [String(id), `#${String(id)}`]))),
  );
}
