import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  booleanAttribute,
  computed,
  contentChildren,
  inject,
  input,
  signal,
  viewChild,
  Injector,
  TemplateRef,
  type Signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { MatButton } from '@angular/material/button';
import { MatProgressBar } from '@angular/material/progress-bar';
import { ActivatedRoute, Router, RouterLink, convertToParamMap } from '@angular/router';
import { catchError, map, of, switchMap, type Subscription } from 'rxjs';

import type { AdminRecord, Resource } from '../../config/types';
import { mutationModeOf } from '../../controllers/mutations';
import { ResourceRepositories, commitChange, type ListParams } from '../../data';
import { AdminI18n } from '../../i18n/admin-i18n';
import { AdminActions } from '../common/admin-actions';
import { AdminDelete } from '../common/admin-delete';
import { AdminNotifications } from '../common/admin-notifications';
import { VaIcon } from '../icons/va-icon';
import { AdminCsvExport, downloadText, type CsvExportProgress } from './csv-export';
import {
  cleanFilter,
  listDefaults,
  listQueryParams,
  parseListQuery,
  toListParams,
} from './list-query';
import { wantedReferences } from './list-references';
import {
  type ListQuery,
  type VaColumn,
  type VaColumnType,
  type VaFilter,
  type VaSort,
} from './list-types';
import { SELF_LINKED_COLUMN_TYPES } from './va-cell';
import { VaColumnDef } from './va-column';
import { VaDataTable, type VaPageChange } from './va-data-table';
import { VaListFilters } from './va-list-filters';
import { BreakpointObserver } from '@angular/cdk/layout';
import {
  ListActions,
  checkListActions,
  type ListAction,
} from '../../controllers/list/list-actions';
import { VaCardList, type VaCardOptions } from './va-card-list';

/** Below this width a list shows cards instead of a table, and its filters in a bottom sheet. */
export const SMALL_SCREEN = '(max-width: 599.98px)';

interface Loaded {
  readonly status: 'loading' | 'ready' | 'error';
  readonly rows: readonly AdminRecord[];
  readonly total: number;
  readonly error?: unknown;
}

const COLUMN_TYPES: readonly VaColumnType[] = [
  'text',
  'number',
  'date',
  'datetime',
  'boolean',
  'email',
  'url',
  'chip',
  'reference',
  'reference-array',
  'image',
  'file',
];
const FILTER_TYPES: readonly VaFilter['type'][] = [
  'text',
  'select',
  'boolean',
  'date-range',
  'reference',
];

/**
 * Throws naming the first bad column: a missing source, an unknown type, a reference without
 * target, a `link` on a column whose values are links already (email, url, references).
 */
export function checkColumns(columns: readonly VaColumn[], where = 'VaList'): readonly VaColumn[] {
  columns.forEach((column, i) => {
    const name = `${where} columns[${i}]${column?.source ? ` "${column.source}"` : ''}`;
    if (!column || typeof column.source !== 'string' || !column.source) {
      throw new Error(`${name}: "source" must be a non-empty string`);
    }
    if (column.type !== undefined && !COLUMN_TYPES.includes(column.type)) {
      throw new Error(
        `${name}: unknown type "${column.type}"; use one of ${COLUMN_TYPES.join(', ')}`,
      );
    }
    if ((column.type === 'reference' || column.type === 'reference-array') && !column.reference) {
      throw new Error(`${name}: a ${column.type} column needs "reference" (the target resource)`);
    }
    if (column.link && column.link !== 'show' && column.link !== 'edit') {
      throw new Error(`${name}: unknown link "${String(column.link)}"; use show or edit`);
    }
    if (column.link && column.type && SELF_LINKED_COLUMN_TYPES.includes(column.type)) {
      throw new Error(
        `${name}: ${column.type === 'email' ? 'an' : 'a'} ${column.type} column cannot take "link" ` +
          `(its values are links already); ` +
          `a column without type, or with a custom cell, can link to the ${column.link} page`,
      );
    }
  });
  return columns;
}

/** Throws naming the first bad filter: a missing source, an unknown type, a reference without target. */
export function checkFilters(filters: readonly VaFilter[], where = 'VaList'): readonly VaFilter[] {
  filters.forEach((filter, i) => {
    const name = `${where} filters[${i}]${filter?.source ? ` "${filter.source}"` : ''}`;
    if (!filter || typeof filter.source !== 'string' || !filter.source) {
      throw new Error(`${name}: "source" must be a non-empty string`);
    }
    if (!FILTER_TYPES.includes(filter.type)) {
      throw new Error(
        `${name}: unknown type "${filter.type}"; use one of ${FILTER_TYPES.join(', ')}`,
      );
    }
    if (filter.type === 'reference' && !filter.reference) {
      throw new Error(`${name}: a reference filter needs "reference" (the target resource)`);
    }
  });
  return filters;
}

/**
 * A list page (the UI contract): title, create and export buttons, search and filters, the table
 * with server-side pagination and sort, selection with bulk delete, loading/empty/error states.
 * Its state (page, size, sort, search, filters) lives in the URL so reload and back/forward
 * restore it. `filter` is a permanent filter, always sent and never shown.
 */
@Component({
  selector: 'va-list',
  imports: [MatButton, MatProgressBar, RouterLink, VaCardList, VaDataTable, VaIcon, VaListFilters],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-list.html',
  styleUrl: './va-list.css',
})
export class VaList {
  protected readonly i18n = inject(AdminI18n);
  private readonly actions = inject(AdminActions);
  private readonly repositories = inject(ResourceRepositories);
  private readonly deletion = inject(AdminDelete);
  private readonly notifications = inject(AdminNotifications);
  private readonly exporter = inject(AdminCsvExport);
  private readonly router = inject(Router, { optional: true });
  private readonly route = inject(ActivatedRoute, { optional: true });
  private readonly destroyRef = inject(DestroyRef);

  readonly resource = input.required<Resource>();
  /** The page title; default the localised list title. */
  readonly title = input('');
  readonly columns = input<readonly VaColumn[]>([]);
  readonly filters = input<readonly VaFilter[]>([]);
  /** A permanent filter, sent with every call and never shown (SPEC 2.5: archived records). */
  readonly filter = input<Readonly<Record<string, unknown>> | null>(null);
  /** Default page size. */
  readonly perPage = input(25);
  /** Default sort: `'title'`, `'-publishedAt'` (descending) or `[{ field, order }]`. */
  readonly sort = input<string | readonly VaSort[]>([]);
  /** Shows the search box (`q`). */
  readonly search = input(true, { transform: booleanAttribute });
  /** Shows the CSV export button. */
  readonly exportable = input(true, { transform: booleanAttribute });
  /** Keeps the list state in the URL query params; off for a second list on a page. */
  readonly syncUrl = input(true, { transform: booleanAttribute });
  /**
   * Custom bulk actions, in the selection bar beside "Delete selected" (shown to whom `can()`
   * allows each one's `permission`); `bulkUpdateAction(…)` builds an `updateMany` one.
   */
  readonly bulkActions = input<readonly ListAction[]>([]);
  /** Custom row actions: icon buttons in each row (a card's menu on small screens). */
  readonly rowActions = input<readonly ListAction[]>([]);
  /** What the cards show on small screens; default from the columns (see `VaCardOptions`). */
  readonly card = input<VaCardOptions | null>(null);
  /** Forces the layout: `'table'`, `'cards'`, or `'auto'` (cards under 600 px wide, default). */
  readonly layout = input<'auto' | 'table' | 'cards'>('auto');

  private readonly columnDefs = contentChildren(VaColumnDef);

  protected readonly allColumns = computed(() => {
    const declared = [...this.columns(), ...this.columnDefs().map((def) => def.column())];
    if (declared.length) return checkColumns(declared);
    const label = this.resource().label;
    return [
      { source: 'id', sortable: true },
      ...(typeof label === 'string' && label !== 'id' ? [{ source: label, sortable: true }] : []),
    ] as VaColumn[];
  });
  protected readonly checkedFilters = computed(() => checkFilters(this.filters()));
  private readonly listActions = inject(ListActions);
  private readonly injector = inject(Injector);
  /** The custom bulk actions the user is offered (`can()`). */
  protected readonly offeredBulk = computed(() =>
    this.listActions.offered(
      this.resource(),
      checkListActions(this.bulkActions(), 'VaList bulkActions'),
    ),
  );
  /** The custom row actions the user is offered (`can()`). */
  protected readonly offeredRow = computed(() =>
    this.listActions.offered(
      this.resource(),
      checkListActions(this.rowActions(), 'VaList rowActions', true),
    ),
  );
  /** The bulk actions with their texts and whether they apply to the whole selection. */
  protected readonly bulkButtons = computed(() => {
    const resource = this.resource();
    const selected = this.selection();
    return this.offeredBulk().map((action) => ({
      action,
      label: this.listActions.text(resource, action.label, selected),
      disabled: this.running() || !this.listActions.applies(action, selected),
    }));
  });
  protected readonly running = signal(false);
  private readonly smallScreen = toSignal(
    inject(BreakpointObserver)
      .observe(SMALL_SCREEN)
      .pipe(map((state) => state.matches)),
    { initialValue: false },
  );
  /** Cards instead of the table. */
  protected readonly compact = computed(() =>
    this.layout() === 'auto' ? this.smallScreen() : this.layout() === 'cards',
  );
  /** How many filters (not the search) hold a value: shown on the small screens' filter button. */
  protected readonly activeFilters = computed(() => {
    const hidden = new Set(this.permanentKeys());
    return Object.keys(cleanFilter(this.query().filter)).filter((key) => !hidden.has(key)).length;
  });
  private readonly filterSheet = viewChild<TemplateRef<unknown>>('filterSheet');
  protected readonly permanentKeys = computed(() => Object.keys(this.filter() ?? {}));

  private readonly defaults = computed<ListQuery>(() => listDefaults(this.perPage(), this.sort()));
  private readonly urlParams = this.route
    ? toSignal(this.route.queryParamMap, { initialValue: convertToParamMap({}) })
    : signal(convertToParamMap({}));
  private readonly localQuery = signal<ListQuery | null>(null);

  /** The current list state (from the URL when `syncUrl`). */
  readonly query: Signal<ListQuery> = computed(() => {
    if (this.syncUrl() && this.router) return parseListQuery(this.urlParams(), this.defaults());
    return this.localQuery() ?? this.defaults();
  });

  private readonly params = computed<ListParams>(() =>
    toListParams(this.query(), this.checkedFilters(), this.filter()),
  );
  private readonly callOptions = computed(() =>
    this.resource().translatable ? { locale: this.i18n.locale() } : {},
  );
  private readonly attempt = signal(0);
  private readonly request = computed(() => ({
    resource: this.resource(),
    params: this.params(),
    options: this.callOptions(),
    attempt: this.attempt(),
  }));
  private readonly loaded = signal<Loaded>({ status: 'loading', rows: [], total: 0 });

  protected readonly status = computed(() => this.loaded().status);
  /** The rows as pending optimistic and undoable writes show them (hidden, or changed). */
  protected readonly rows = computed(() =>
    this.repositories.for(this.resource()).applyPending(this.loaded().rows),
  );
  protected readonly total = computed(() => {
    const { total, rows } = this.loaded();
    return Math.max(0, total - (rows.length - this.rows().length));
  });
  protected readonly selection = signal<readonly AdminRecord[]>([]);
  protected readonly exportProgress = signal<CsvExportProgress | null>(null);
  private exportSubscription: Subscription | null = null;

  protected readonly heading = computed(
    () => this.title() || this.i18n.pageTitle(this.resource(), 'list'),
  );
  protected readonly names = computed(() => {
    const plural = this.i18n.resourceName(this.resource(), 'plural');
    return { plural, pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1) };
  });
  protected readonly createRoute = computed(() => this.actions.route(this.resource(), 'create'));
  protected readonly canDelete = computed(() => this.actions.allowed(this.resource(), 'delete'));
  protected readonly filtered = computed(
    () => !!this.query().q || Object.keys(cleanFilter(this.query().filter)).length > 0,
  );
  protected readonly empty = computed(
    () => this.status() === 'ready' && this.total() === 0 && this.rows().length === 0,
  );
  protected readonly errorText = computed(() =>
    this.i18n.t('admin.list.error', {
      ...this.names(),
      message: this.notifications.errorMessage(this.loaded().error),
    }),
  );
  protected readonly exportPercent = computed(() => {
    const progress = this.exportProgress();
    return progress && progress.total ? Math.round((100 * progress.done) / progress.total) : 0;
  });

  private pending: Partial<ListQuery> | null = null;

  constructor() {
    let lastAttempt = 0;
    toObservable(this.request)
      .pipe(
        switchMap(({ resource, params, options, attempt }) => {
          // A fresh answer of the same call (e.g. back from a record page) shows at once, with no
          // request; reload() and the retry button always ask the server.
          const cache = attempt === lastAttempt ? 'fresh' : 'reload';
          lastAttempt = attempt;
          this.loaded.update((state) => ({ ...state, status: 'loading', error: undefined }));
          return this.repositories
            .for(resource)
            .list(params, { ...options, cache })
            .pipe(
              map((result): Loaded => ({
                status: 'ready',
                rows: result.data,
                total: result.total,
              })),
              catchError((error: unknown) =>
                of<Loaded>({ status: 'error', rows: [], total: 0, error }),
              ),
            );
        }),
        takeUntilDestroyed(),
      )
      .subscribe((state) => {
        this.prefetchReferences(state.rows);
        this.loaded.set(state);
        const { page, perPage } = this.query();
        // A page beyond the end (e.g. after deleting its last rows): go to the last page.
        if (state.status === 'ready' && !state.rows.length && state.total > 0 && page > 1) {
          this.update({ page: Math.max(1, Math.ceil(state.total / perPage)) });
        }
      });
    this.destroyRef.onDestroy(() => this.exportSubscription?.unsubscribe());
    // A pending write the server accepted: its effect stays (rows left out or changed), then the
    // page is filled again from the server.
    toObservable(this.resource)
      .pipe(
        switchMap((resource) => this.repositories.for(resource).pendingEvents()),
        takeUntilDestroyed(),
      )
      .subscribe(({ change, phase }) => {
        if (phase !== 'committed') return;
        this.loaded.update((state) => {
          const rows = commitChange(change, state.rows);
          return {
            ...state,
            rows,
            total: Math.max(0, state.total - (state.rows.length - rows.length)),
          };
        });
        this.reload();
      });
  }

  /**
   * Asks for the referenced records of a page at once, one `getMany` per referenced resource, so
   * that the reference cells (which ask for their own ids) join these requests.
   */
  private prefetchReferences(rows: readonly AdminRecord[]): void {
    if (!rows.length) return;
    for (const [reference, ids] of wantedReferences(this.allColumns(), rows)) {
      if (!ids.length) continue;
      // Errors show in the cells, which ask again.
      this.repositories
        .for(reference)
        .getMany(ids)
        .subscribe({ error: () => undefined });
    }
  }

  /** Changes the list state (merged with other changes of the same tick), in the URL when synced. */
  update(patch: Partial<ListQuery>): void {
    const first = this.pending === null;
    this.pending = { ...this.pending, ...patch };
    if (!first) return;
    queueMicrotask(() => {
      const change = this.pending ?? {};
      this.pending = null;
      const current = this.query();
      const next: ListQuery = { ...current, ...change };
      if (change.q !== undefined || change.filter !== undefined) this.selection.set([]);
      if (this.syncUrl() && this.router) {
        void this.router.navigate([], {
          relativeTo: this.route,
          queryParams: listQueryParams(next, this.defaults()),
          queryParamsHandling: 'merge',
        });
      } else {
        this.localQuery.set(next);
      }
    });
  }

  /** Loads the current page again from the server (a recent answer is not used). */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }

  protected onPage({ page, perPage }: VaPageChange): void {
    this.update({ page, perPage });
  }

  protected onSort(sort: VaSort[]): void {
    this.update({ sort, page: 1 });
  }

  protected onFilter(filter: Record<string, unknown>): void {
    this.update({ filter, page: 1 });
  }

  protected onSearch(q: string): void {
    this.update({ q, page: 1 });
  }

  protected clearFilters(): void {
    this.update({ q: '', filter: {}, page: 1 });
  }

  /** A row deleted from the table: gone at once, then the page is filled again. */
  protected onDeleted(record: AdminRecord): void {
    // Optimistic and undoable deletes hide the row through the pending writes (undone: back).
    if (mutationModeOf(this.resource()) !== 'pessimistic') return;
    this.loaded.update((state) => ({
      ...state,
      rows: state.rows.filter((row) => row !== record && row['id'] !== record['id']),
      total: Math.max(0, state.total - 1),
    }));
    this.reload();
  }

  protected async deleteSelected(): Promise<void> {
    const records = this.selection();
    if (!(await this.deletion.deleteRecords(this.resource(), records))) return;
    if (mutationModeOf(this.resource()) !== 'pessimistic') {
      this.selection.set([]);
      return;
    }
    const ids = new Set(records.map((r) => r['id']));
    this.loaded.update((state) => ({
      ...state,
      rows: state.rows.filter((row) => !ids.has(row['id'])),
      total: Math.max(0, state.total - records.length),
    }));
    this.selection.set([]);
    this.reload();
  }

  /** Runs a custom bulk action on the selection; done, the selection clears and the page reloads. */
  protected async runBulk(action: ListAction): Promise<void> {
    this.running.set(true);
    try {
      if (!(await this.listActions.run(this.resource(), action, this.selection()))) return;
      if (!action.keepSelection) this.selection.set([]);
      this.reload();
    } finally {
      this.running.set(false);
    }
  }

  /** Runs a custom row action on its record, then reloads the page. */
  protected async runRow(event: { action: ListAction; record: AdminRecord }): Promise<void> {
    if (await this.listActions.run(this.resource(), event.action, [event.record])) this.reload();
  }

  /** Small screens: the filters in a bottom sheet (loaded on first use). */
  protected async openFilters(): Promise<void> {
    const template = this.filterSheet();
    if (!template) return;
    const { MatBottomSheet } = await import('@angular/material/bottom-sheet');
    this.injector.get(MatBottomSheet).open(template, {
      ariaLabel: this.i18n.t('admin.list.filtersTitle', this.names()),
    });
  }

  /** Exports the current filter and sort as CSV (all pages, bounded), with progress. */
  protected exportCsv(): void {
    if (this.exportSubscription) return;
    const { sort, filter, q } = this.params();
    const resource = this.resource();
    this.exportProgress.set({ done: 0, total: this.total(), truncated: false });
    this.exportSubscription = this.exporter
      .export(resource, this.allColumns(), { sort, filter, q }, this.callOptions())
      .subscribe({
        next: (progress) => {
          this.exportProgress.set(progress);
          if (progress.csv === undefined) return;
          downloadText(progress.csv, `${resource.name}.csv`);
          this.notifications.success(
            progress.truncated
              ? this.i18n.t('admin.list.exportTruncated', { count: progress.done })
              : this.i18n.t('admin.list.exported', { count: progress.done }),
          );
        },
        error: (error: unknown) => {
          this.finishExport();
          const message = this.notifications.errorMessage(error);
          this.notifications.notify(this.i18n.t('admin.list.exportFailed', { message }), 'error');
        },
        complete: () => this.finishExport(),
      });
  }

  private finishExport(): void {
    this.exportSubscription = null;
    this.exportProgress.set(null);
  }
}
