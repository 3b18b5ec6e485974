import { DestroyRef, computed, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router, convertToParamMap, type ParamMap } from '@angular/router';
import { Observable, Subject, merge, switchMap } from 'rxjs';

import { AdminAuth, type FieldAccess } from 'admin/auth';
import { ResourceRegistry, type AdminLiveChange } from 'admin/config';
import {
  recordId,
  type AdminRecord,
  type PageAction,
  type RecordId,
  type Resource,
  type ResourceAction,
} from 'admin/core';
import { type ListParams } from 'admin/config';
import { ResourceRepositories, ɵcommitChange } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { DeleteController } from '../delete';
import { AdminLiveUpdates } from '../live-updates';
import { ADMIN_NOTIFIER } from '../notifier';
import { ɵmutationModeOf } from '../mutations-internal';
import { ListActions, type ListAction } from './list-actions';
import type { ɵListColumnData } from './list-page-internal';
import { ɵwantedReferences } from './list-prefetch';
import { type ListFilterData, type ListQuery, type VaSort } from './list-query';
import {
  ɵcleanFilter,
  ɵlistDefaults,
  ɵlistQueryParams,
  ɵparseListQuery,
  ɵreadableQuery,
  ɵtoListParams,
} from './list-query-internal';
import { type ListMode, type ListMoreStatus } from './list-pages';
import { ɵloadPages, ɵreducePages, type ɵLoadedRows } from './list-pages-internal';
import { toPageState } from './page-state';
import { routeRevisits } from './route-revisits';
import { toggledSort } from './sort-toggle';
import { asSignal } from '../signal-option';

/** Where a list's answer stands. */
export type ListStatus = 'loading' | 'ready' | 'error';

/** What a list controller is built from: plain values or signals (component inputs fit). */
export interface ListControllerOptions {
  /** The listed resource (a name or the descriptor). */
  readonly resource: Signal<string | Resource> | string | Resource;
  /** The filters the user may set (their `source` and `type`). */
  readonly filters?: Signal<readonly ListFilterData[]> | readonly ListFilterData[];
  /** A permanent filter: always sent, never shown (docs/contract.md §2.5: archived records). */
  readonly filter?:
    Signal<Readonly<Record<string, unknown>> | null> | Readonly<Record<string, unknown>> | null;
  /** Default page size (25). */
  readonly perPage?: Signal<number> | number;
  /** Default sort: `'title'`, `'-publishedAt'` or `[{ field, order }]`. */
  readonly sort?: Signal<string | readonly VaSort[]> | string | readonly VaSort[];
  /** Keeps the state in the URL's query params (default `true`); off for a second list on a page. */
  readonly syncUrl?: Signal<boolean> | boolean;
  /**
   * The reference columns of the rows: each page's referenced records are asked for at once, one
   * `getMany` per referenced resource, so that reference cells find them under way.
   */
  readonly columns?: Signal<readonly ɵListColumnData[]> | readonly ɵListColumnData[];
  /**
   * `paged` (default): one page at a time. `infinite`: the loaded pages one after the other,
   * `loadMore()` adding the next (`perPage` records per request); the page is not in the URL.
   */
  readonly mode?: Signal<ListMode> | ListMode;
}

type Loaded = ɵLoadedRows;

/**
 * The headless list (issue 17 §2): the state (page, size, sort, search, filters) parsed from and
 * written to the URL, the repository call it makes (the list cache and the router's prefetch
 * answer it with no second request), loading / ready / error with retry, selection, bulk delete
 * and the actions the user is offered. No UI: `VaList` is a Material view over the same state; a
 * page on another component kit binds its own template to these signals and methods.
 */
export class ListController {
  private readonly registry = inject(ResourceRegistry);
  private readonly auth = inject(AdminAuth);
  private readonly repositories = inject(ResourceRepositories);
  private readonly deletion = inject(DeleteController);
  private readonly listActions = inject(ListActions);
  private readonly i18n = inject(AdminI18n);
  private readonly live = inject(AdminLiveUpdates);
  private readonly destroyRef = inject(DestroyRef);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly router = inject(Router, { optional: true });
  private readonly route = inject(ActivatedRoute, { optional: true });

  private readonly resourceInput: Signal<string | Resource>;
  private readonly filtersInput: Signal<readonly ListFilterData[]>;
  private readonly filterInput: Signal<Readonly<Record<string, unknown>> | null>;
  private readonly syncInput: Signal<boolean>;
  private readonly columnsInput: Signal<readonly ɵListColumnData[]>;
  private readonly more = new Subject<void>();

  /** The listed resource's descriptor. */
  readonly resource: Signal<Resource>;
  /**
   * Which fields of the resource the user may read and write (`AdminAuth.fieldAccess()`, field
   * permissions): hidden fields are left out of `readable()` columns and filters, and of the sort
   * and filter values of `query`.
   */
  readonly fieldAccess: Signal<FieldAccess>;
  /** `paged` or `infinite` (see `ListControllerOptions.mode`). */
  readonly mode: Signal<ListMode>;
  /** The state when the URL has none of it. */
  readonly defaults: Signal<ListQuery>;
  /**
   * The current state (from the URL when synced), without sort entries or filter values on a
   * field the user may not read (a URL may hold them: they are not sent).
   */
  readonly query: Signal<ListQuery>;
  /** The repository call of the current state. */
  readonly params: Signal<ListParams>;

  private readonly urlParams;
  private readonly localQuery = signal<ListQuery | null>(null);
  private readonly attempt = signal(0);
  /** Back on a list kept while another page showed (`AdminRouteReuseStrategy`). */
  private readonly revisits: Signal<number>;
  private readonly loaded = signal<Loaded>({ status: 'loading', rows: [], total: 0 });
  private pending: Partial<ListQuery> | null = null;

  /** `loading` until the current state's answer is there, then `ready` or `error`. */
  readonly status = computed(() => this.loaded().status);
  /**
   * The records of the current page (kept while the next page loads), as pending optimistic and
   * undoable writes show them (hidden, or changed; undone or refused: exactly as loaded).
   */
  readonly rows = computed(() =>
    this.repositories.for(this.resource()).applyPending(this.loaded().rows),
  );
  /** How many records match the state, over all pages. */
  readonly total = computed(() => {
    const { total, rows } = this.loaded();
    return Math.max(0, total - (rows.length - this.rows().length));
  });
  /** Why the last load failed (`undefined` unless `status` is `error`). */
  readonly error = computed(() => this.loaded().error);
  /** Infinite: how many records are loaded (and shown), against `total`. */
  readonly loadedCount = computed(() => this.rows().length);
  /** Infinite: whether the server has records after the loaded ones. */
  readonly hasMore = computed(() => {
    const { status, pages = 0, total } = this.loaded();
    return this.mode() === 'infinite' && status === 'ready' && pages * this.query().perPage < total;
  });
  /** Infinite: `loading` while the next page loads, `error` when it failed (`loadMore()` retries). */
  readonly moreStatus = computed<ListMoreStatus>(() => this.loaded().more ?? 'idle');
  /** Infinite: why the next page failed (`undefined` unless `moreStatus` is `error`). */
  readonly moreError = computed(() => this.loaded().moreError);
  /** The number of pages (at least 1). */
  readonly pageCount = computed(() =>
    Math.max(1, Math.ceil(this.total() / Math.max(1, this.query().perPage))),
  );
  /** Whether a search or filter narrows the list (an empty list then says so, with a clear action). */
  readonly filtered = computed(
    () => !!this.query().q || Object.keys(ɵcleanFilter(this.query().filter)).length > 0,
  );
  /** Loaded with no record at all. */
  readonly empty = computed(
    () => this.status() === 'ready' && this.total() === 0 && this.rows().length === 0,
  );
  /** The selected records (cleared when the search or filters change); writable for two-way binding. */
  readonly selection = signal<readonly AdminRecord[]>([]);
  /** Whether a custom action is running. */
  readonly running = signal(false);
  private readonly created = signal<readonly string[]>([]);
  /**
   * How many records others created since the page loaded (live updates, `withRealtime()`): not
   * shown until `showNew()`, so that no row moves under the user's pointer.
   */
  readonly newCount = computed(() => this.created().length);
  /** The notice of `newCount` ("3 new posts"), or '' when there is none. */
  readonly newNotice = computed(() => {
    const count = this.newCount();
    if (!count) return '';
    const resource = this.resource();
    const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
    return this.i18n.t(count === 1 ? 'admin.live.newOne' : 'admin.live.newOther', {
      count,
      singularLower: lower(this.i18n.resourceName(resource, 'singular')),
      pluralLower: lower(this.i18n.resourceName(resource, 'plural')),
    });
  });

  constructor(options: ListControllerOptions) {
    this.resourceInput = asSignal(options.resource);
    this.filtersInput = asSignal(options.filters ?? []);
    this.filterInput = asSignal(options.filter ?? null);
    this.syncInput = asSignal(options.syncUrl ?? true);
    this.columnsInput = asSignal(options.columns ?? []);
    this.mode = asSignal<ListMode>(options.mode ?? 'paged');
    const perPage = asSignal(options.perPage ?? 25);
    const sort = asSignal<string | readonly VaSort[]>(options.sort ?? []);

    this.resource = computed(() => this.registry.get(this.resourceInput()));
    this.fieldAccess = computed(() => this.auth.fieldAccess(this.resource()));
    // A list operation's required filters (`operations.list.filter`) are shown at their defaults.
    this.defaults = computed(() => {
      const size = perPage();
      // Infinite: any request size the API takes (the paginator's sizes are for pages).
      const listed =
        this.mode() === 'infinite' && Number.isInteger(size) && size > 0
          ? { ...ɵlistDefaults(undefined, sort()), perPage: size }
          : ɵlistDefaults(size, sort());
      const required = this.resource().operations?.list?.filter;
      const defaults = required ? { ...listed, filter: { ...required } } : listed;
      return ɵreadableQuery(defaults, defaults, this.fieldAccess());
    });
    this.urlParams = this.route
      ? toSignal(this.route.queryParamMap, { initialValue: convertToParamMap({}) })
      : signal(convertToParamMap({}));
    this.query = computed(() => {
      const query = this.readableQuery(
        this.syncInput() && this.router
          ? ɵparseListQuery(this.urlParams(), this.defaults())
          : (this.localQuery() ?? this.defaults()),
      );
      // Infinite: a page number means nothing (a shared link opens at the top).
      return this.mode() === 'infinite' && query.page !== 1 ? { ...query, page: 1 } : query;
    });
    this.params = computed(() =>
      ɵtoListParams(this.query(), this.readable(this.filtersInput()), this.filterInput()),
    );
    this.revisits = this.router && this.route ? routeRevisits(this.router, this.route) : signal(0);
    this.load();
  }

  /**
   * The columns or filters (anything with a `source`) the user may read: those on a hidden field
   * (field permissions) are left out. Reads signals: call it in a `computed`.
   */
  readable<T extends { readonly source: string }>(items: readonly T[]): T[] {
    const access = this.fieldAccess();
    return access.restricted ? items.filter((item) => access.canRead(item.source)) : [...items];
  }

  private readableQuery(query: ListQuery): ListQuery {
    return ɵreadableQuery(query, this.defaults(), this.fieldAccess());
  }

  /** Whether the user is offered an action on this resource (enabled, routed, allowed). */
  offered(action: ResourceAction): boolean {
    return this.registry.offered(this.resource(), action);
  }

  /**
   * The router commands of a page of this resource (`show` and `edit` of a record, given by its
   * id or as the record), or `null` when the page is not offered to the user.
   */
  link(action: PageAction, of?: AdminRecord | RecordId | null): (string | RecordId)[] | null {
    const resource = this.resource();
    const id = of !== null && typeof of === 'object' ? recordId(resource, of) : of;
    return this.registry.link(resource, action, { id });
  }

  /** Changes the state (merged with other changes of the same tick), in the URL when synced. */
  update(patch: Partial<ListQuery>): void {
    const first = this.pending === null;
    this.pending = { ...this.pending, ...patch };
    if (!first) return;
    queueMicrotask(() => {
      const change = this.pending ?? {};
      this.pending = null;
      const next: ListQuery = { ...this.query(), ...change };
      if (change.q !== undefined || change.filter !== undefined) this.selection.set([]);
      if (this.syncInput() && this.router) {
        const url = this.router.createUrlTree([], {
          relativeTo: this.route,
          queryParams: ɵlistQueryParams(next, this.defaults()),
          queryParamsHandling: 'merge',
        });
        this.prefetch(url.queryParamMap);
        void this.router.navigateByUrl(url);
      } else {
        this.localQuery.set(next);
      }
    });
  }

  /** Goes to a page (1-based); a page size change goes back to page 1 unless a page is given. */
  setPage(page: number, perPage?: number): void {
    this.update(perPage === undefined ? { page } : { page, perPage });
  }

  /** Sorts by these fields (back to page 1). */
  setSort(sort: readonly VaSort[]): void {
    this.update({ sort, page: 1 });
  }

  /** Sorts by a field: ascending, then descending, then back to the default sort. */
  toggleSort(field: string): void {
    this.setSort(toggledSort(this.query().sort, field, this.defaults().sort));
  }

  /** Searches (`q`), back to page 1. */
  setSearch(q: string): void {
    this.update({ q, page: 1 });
  }

  /** Sets the filter values (by filter source), back to page 1. */
  setFilter(filter: Readonly<Record<string, unknown>>): void {
    this.update({ filter, page: 1 });
  }

  /** Clears the search and every filter. */
  clearFilters(): void {
    this.update({ q: '', filter: {}, page: 1 });
  }

  /** Loads the current page again from the server (a recent answer is not used). */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }

  /**
   * Infinite: loads the next page (none while one is under way or when every record is loaded);
   * after a failed page, asks for it again. The view calls it as the user nears the end.
   */
  loadMore(): void {
    this.more.next();
  }

  /** Shows the records others created (`newCount`): the page loads again. */
  showNew(): void {
    this.created.set([]);
    this.reload();
  }

  /** Whether a record of the current page is selected. */
  isSelected(record: AdminRecord): boolean {
    return this.selection().some((row) => this.same(row, record));
  }

  /** The same record: the same object, or the same key (the resource's `idField`). */
  private same(a: AdminRecord, b: AdminRecord): boolean {
    if (a === b) return true;
    const id = recordId(this.resource(), a);
    return id !== undefined && id === recordId(this.resource(), b);
  }

  /** Selects or unselects one record. */
  toggle(record: AdminRecord): void {
    this.selection.update((rows) =>
      this.isSelected(record) ? rows.filter((row) => !this.same(row, record)) : [...rows, record],
    );
  }

  /** Selects these records (the whole page when none are given). */
  select(records: readonly AdminRecord[] = this.rows()): void {
    this.selection.set([...records]);
  }

  /** Unselects every record. */
  clearSelection(): void {
    this.selection.set([]);
  }

  /**
   * Records deleted elsewhere (a row's own delete button): a pessimistic delete takes them off the
   * page at once and fills the page again; optimistic and undoable ones are hidden by the pending
   * writes already (and come back if undone or refused).
   */
  removeRows(records: readonly AdminRecord[]): void {
    const resource = this.resource();
    const ids = new Set(records.map((record) => recordId(resource, record)));
    ids.delete(undefined);
    // Sets: a bulk delete of every loaded row (infinite mode) meets as many rows.
    const given = new Set(records);
    const gone = (row: AdminRecord) => given.has(row) || ids.has(recordId(resource, row));
    this.selection.update((rows) => rows.filter((row) => !gone(row)));
    if (ɵmutationModeOf(resource) !== 'pessimistic' && !resource.softDelete) return;
    this.loaded.update((state) => ({
      ...state,
      rows: state.rows.filter((row) => !gone(row)),
      total: Math.max(0, state.total - records.length),
    }));
    this.reload();
  }

  /** Asks, deletes the selected records, notifies; resolves `true` once deleted (or pending). */
  async deleteSelected(): Promise<boolean> {
    const records = this.selection();
    if (!(await this.deletion.deleteRecords(this.resource(), records))) return false;
    this.removeRows(records);
    return true;
  }

  /** Asks, deletes one record, notifies; resolves `true` once deleted (or pending). */
  async deleteRecord(record: AdminRecord): Promise<boolean> {
    if (!(await this.deletion.deleteRecord(this.resource(), record))) return false;
    this.removeRows([record]);
    return true;
  }

  /** The custom actions the user is offered (`can()` allows each one's `permission`). */
  offeredActions(actions: readonly ListAction[]): ListAction[] {
    return this.listActions.offered(this.resource(), actions);
  }

  /**
   * Runs a custom action on records (default the selection): confirmation, `run`, notification.
   * Done, the selection clears (unless the action keeps it) and the page loads again.
   */
  async runAction(
    action: ListAction,
    records: readonly AdminRecord[] = this.selection(),
  ): Promise<boolean> {
    this.running.set(true);
    try {
      if (!(await this.listActions.run(this.resource(), action, records))) return false;
      if (!action.keepSelection) this.selection.set([]);
      this.reload();
      return true;
    } finally {
      this.running.set(false);
    }
  }

  /**
   * Sends the request of the page the URL is about to show (`query`: its query params), so that
   * it leaves now rather than once the router has navigated and the page has read its new URL:
   * the list then finds it under way (the same request to the byte), or answered.
   */
  private prefetch(query: ParamMap): void {
    const params = ɵtoListParams(
      this.readableQuery(ɵparseListQuery(query, this.defaults())),
      this.filtersInput(),
      this.filterInput(),
    );
    const resource = this.resource();
    this.repositories
      .for(resource)
      .list(params, { ...this.listOptions(resource), cache: 'fresh' })
      .subscribe({ error: () => undefined });
  }

  /** The options of a list request of `resource`: its records' locale when translatable. */
  private listOptions(resource: Resource): { locale?: string } {
    return resource.translatable ? { locale: this.i18n.locale() } : {};
  }

  private load(): void {
    const destroyRef = inject(DestroyRef);
    // A pending write the server accepted: its effect stays (rows left out or changed), then the
    // page is filled again from the server.
    toObservable(this.resource)
      .pipe(
        switchMap((resource) => this.repositories.for(resource).pendingEvents()),
        takeUntilDestroyed(destroyRef),
      )
      .subscribe(({ change, phase }) => {
        if (phase !== 'committed') return;
        this.loaded.update((state) => {
          const rows = ɵcommitChange(change, state.rows);
          return {
            ...state,
            rows,
            total: Math.max(0, state.total - (state.rows.length - rows.length)),
          };
        });
        this.reload();
      });
    // Live updates: rows changed elsewhere change in place, deleted ones leave with a notice,
    // created ones are counted; after a gap, the page loads again.
    toObservable(this.resource)
      .pipe(
        switchMap((resource) => merge(this.live.changes(resource), this.live.refetches())),
        takeUntilDestroyed(destroyRef),
      )
      .subscribe((message) => {
        const change = message as AdminLiveChange;
        if (!('resource' in change)) this.reload();
        else this.applyChange(change);
      });
    const request = computed(() => {
      const resource = this.resource();
      return {
        resource,
        mode: this.mode(),
        params: this.params(),
        options: this.listOptions(resource),
        attempt: this.attempt(),
        // Shown again after another page: its answer is checked again (fresh: no request).
        revisit: this.revisits(),
      };
    });
    let lastAttempt = 0;
    let lastCall = '';
    toObservable(request)
      .pipe(
        switchMap(({ resource, mode, params, options, attempt }) => {
          // A fresh answer of the same call (e.g. back from a record page, or the router's
          // prefetch) shows at once, with no request; reload() always asks the server.
          const cache = attempt === lastAttempt ? 'fresh' : 'reload';
          lastAttempt = attempt;
          const call = JSON.stringify([resource.name, mode, { ...params, page: 1 }]);
          const again = call === lastCall;
          lastCall = call;
          this.loaded.update((state) => ({ ...state, status: 'loading', error: undefined }));
          if (mode === 'infinite') return this.loadPages(resource, params, options, cache, again);
          return this.repositories
            .for(resource)
            .list(params, { ...options, cache })
            .pipe(toPageState());
        }),
        takeUntilDestroyed(destroyRef),
      )
      .subscribe((state) => {
        this.prefetchReferences(state.rows);
        this.loaded.set(state);
        // A page loaded from the server shows what others created so far.
        if (state.status === 'ready') this.created.set([]);
        const { page, perPage } = this.query();
        // A page beyond the end (e.g. after deleting its last rows): go to the last page.
        if (
          this.mode() === 'paged' &&
          state.status === 'ready' &&
          !state.rows.length &&
          state.total > 0 &&
          page > 1
        ) {
          this.update({ page: Math.max(1, Math.ceil(state.total / perPage)) });
        }
      });
  }

  /**
   * Infinite: the loaded state as its pages arrive (`ɵloadPages`). The same call again (a reload,
   * a revisit) asks for as many pages as were loaded, so that the user keeps their place.
   */
  private loadPages(
    resource: Resource,
    params: ListParams,
    options: { locale?: string },
    cache: 'fresh' | 'reload',
    again: boolean,
  ): Observable<Loaded> {
    const repository = this.repositories.for(resource);
    const perPage = params.perPage ?? this.query().perPage;
    const pages = again ? (this.loaded().pages ?? 1) : 1;
    return new Observable<Loaded>((out) =>
      ɵloadPages((page) => repository.list({ ...params, page }, { ...options, cache }), {
        pages,
        perPage,
        more: this.more,
      }).subscribe((event) => {
        const state = ɵreducePages(this.loaded(), event, (row) => recordId(resource, row));
        if (event.kind === 'page') this.prefetchReferences(event.rows);
        // The first pages go through the subscriber below (prefetch, `created`); the next ones
        // and their progress change the loaded state here.
        if (event.kind === 'first' || event.kind === 'error') out.next(state);
        else this.loaded.set(state);
      }),
    );
  }

  private applyChange(change: AdminLiveChange): void {
    const resource = this.resource();
    const key = String(change.id);
    const index = this.loaded().rows.findIndex((row) => this.live.concerns(resource, row, change));
    if (change.type === 'created') {
      if (index < 0 && !this.live.mine(change) && !this.created().includes(key)) {
        this.created.update((ids) => [...ids, key]);
      }
      return;
    }
    if (change.type === 'deleted') {
      this.created.update((ids) => ids.filter((id) => id !== key));
      if (index < 0) return;
      const row = this.loaded().rows[index];
      this.selection.update((rows) => rows.filter((selected) => !this.same(selected, row)));
      this.loaded.update((state) => ({
        ...state,
        rows: state.rows.filter((_, i) => i !== index),
        total: Math.max(0, state.total - 1),
      }));
      if (!this.live.mine(change)) {
        const { user, time } = this.live.author(change);
        this.notifier.notify(
          this.i18n.t(user ? 'admin.live.deletedBy' : 'admin.live.deleted', {
            singular: this.i18n.resourceName(resource, 'singular'),
            label: this.i18n.recordLabel(resource, row),
            user,
            time,
          }),
          'info',
        );
      }
      return;
    }
    // The user's own save: this tab shows it already (pending writes, then a reload).
    if (index < 0 || this.live.mine(change)) return;
    const row = this.loaded().rows[index];
    const locale = resource.translatable ? this.i18n.locale() : null;
    this.live
      .latest(resource, row, change, locale)
      .pipe(takeUntilDestroyed(this.destroyRef))
      .subscribe({
        next: (updated) => {
          // In place: the same position, whatever the sort says now (no row moves under the
          // pointer); the next load puts it where it belongs.
          this.selection.update((rows) =>
            rows.map((selected) => (this.same(selected, updated) ? updated : selected)),
          );
          this.loaded.update((state) => ({
            ...state,
            rows: state.rows.map((r) => (this.same(r, updated) ? updated : r)),
          }));
        },
        // Gone meanwhile (a delete follows), or unreachable: the row stays as it was.
        error: () => undefined,
      });
  }

  private prefetchReferences(rows: readonly AdminRecord[]): void {
    if (!rows.length) return;
    for (const [reference, ids] of ɵwantedReferences(this.readable(this.columnsInput()), rows)) {
      if (!ids.length) continue;
      // Errors show where the references are shown, which ask again.
      this.repositories
        .for(reference)
        .getMany(ids)
        .subscribe({ error: () => undefined });
    }
  }
}

/**
 * A list controller for the calling component (call in an injection context: a field initializer
 * or the constructor). Options may be signals, e.g. the component's inputs.
 *
 * ```ts
 * readonly resource = input.required<Resource>();
 * protected readonly list = injectListController({ resource: this.resource, perPage: 10 });
 * ```
 */
export function injectListController(options: ListControllerOptions): ListController {
  return new ListController(options);
}
