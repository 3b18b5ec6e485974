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
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButton } from '@angular/material/button';
import { MatProgressBar } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import { map, type Subscription } from 'rxjs';

import type { AdminRecord, Resource } from 'admin/core';
import {
  AdminImports,
  AdminTrash,
  fieldLabel,
  injectListColumns,
  injectListController,
  injectViewsController,
  type ListMode,
} from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { VaIcon } from 'admin/shell';
import { AdminCsvExport, type CsvExportProgress } from 'admin/controllers';
import { downloadText } from './download';
import { ɵcleanFilter } from 'admin/controllers';
import { ADMIN_NOTIFIER, ɵerrorMessage } from 'admin/controllers';
import { type ListQuery, type VaColumn, type VaFilter, type VaSort } from './list-types';
import { VaColumnDef } from './va-column';
import { VaColumnMenu } from './va-column-menu';
import { VaDataTable, type VaPageChange } from './va-data-table';
import { VaListFilters } from './va-list-filters';
import { VaViewsMenu } from './va-views-menu';
import { VaVirtualTable } from './va-virtual-table';
import { BreakpointObserver } from '@angular/cdk/layout';
import { ListActions, ɵcheckListActions, type ListAction } from 'admin/controllers';
import { VaCardList, type VaCardOptions } from './va-card-list';
import { checkColumns, checkFilters } from './list-checks';

/** Below this width a list shows cards instead of a table, and its filters in a bottom sheet. */
export const SMALL_SCREEN = '(max-width: 599.98px)';

/**
 * A list page (the UI contract): title, create and export buttons, search and filters, the table
 * with server-side pagination and sort, selection with bulk delete, loading/empty/error states.
 * Its state (page, size, sort, search, filters) lives in the URL so reload and back/forward
 * restore it. `filter` is a permanent filter, always sent and never shown.
 */
@Component({
  selector: 'va-list',
  // VaCardList and VaListFilters are used in @defer blocks only: their code loads once needed
  // (cards) or once the rows are on screen (filters).
  imports: [
    MatButton,
    MatProgressBar,
    RouterLink,
    VaCardList,
    VaColumnMenu,
    VaDataTable,
    VaIcon,
    VaListFilters,
    VaViewsMenu,
    VaVirtualTable,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-list.html',
  styleUrl: './va-list.css',
})
export class VaList {
  protected readonly i18n = inject(AdminI18n);
  private readonly actions = inject(AdminActions);
  /** The snack bar loads with the first message (`provideAdmin` binds the lazy notifier). */
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly exporter = inject(AdminCsvExport);
  private readonly listActions = inject(ListActions);
  private readonly trash = inject(AdminTrash);
  private readonly imports = inject(AdminImports);
  private readonly injector = inject(Injector);
  private readonly destroyRef = inject(DestroyRef);

  readonly resource = input.required<Resource>();
  /** The page title; default the localised list title. */
  readonly title = input('');
  readonly columns = input<readonly VaColumn[]>([]);
  readonly filters = input<readonly VaFilter[]>([]);
  /**
   * A permanent filter, sent with every call and never shown (docs/contract.md §2.5: archived
   * records).
   */
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
  /**
   * `'paged'` (default): a page at a time, with a paginator. `'infinite'`: every loaded row in one
   * scrolling body (only the rows in view in the DOM), the next `perPage` records loaded as the
   * user scrolls near the end; the page is not in the URL, selection covers every loaded row.
   * On small screens (cards) an infinite list shows pages of cards.
   */
  readonly mode = input<ListMode>('paged');
  /** Forces the layout: `'table'`, `'cards'`, or `'auto'` (cards under 600 px wide, default). */
  readonly layout = input<'auto' | 'table' | 'cards'>('auto');
  /**
   * Inline editing (issue 38): every column of an editable type edits in place (Enter, F2 or a
   * double click; Tab to the next cell; Escape cancels), unless it says `editable: false`. A
   * column may opt in alone with its own `editable`.
   */
  readonly editable = input(false, { transform: booleanAttribute });

  private readonly columnDefs = contentChildren(VaColumnDef);

  /** The columns declared (inputs and `<va-column>`), or the resource's id and label. */
  private readonly declaredColumns = computed(() => {
    const declared = [...this.columns(), ...this.columnDefs().map((def) => def.column())];
    if (declared.length) return checkColumns(declared);
    const { label, idField } = this.resource();
    return [
      { source: idField, sortable: true },
      ...(typeof label === 'string' && label !== idField
        ? [{ source: label, sortable: true }]
        : []),
    ] as VaColumn[];
  });
  private readonly declaredFilters = computed(() => checkFilters(this.filters()));
  /**
   * The columns the user may read (field permissions, `ListController.readable()`): a hidden
   * field has no column, no place in the column menu, the cards or the CSV export.
   */
  protected readonly allColumns = computed(() => this.list.readable(this.declaredColumns()));
  /** The card options without a hidden field (its default then applies, or none). */
  protected readonly cardOptions = computed((): VaCardOptions | null => {
    const card = this.card();
    const access = this.list.fieldAccess();
    if (!card || !access.restricted) return card;
    const read = (source: string | null | undefined) =>
      source === null || source === undefined || access.canRead(source);
    const secondary =
      typeof card.secondary === 'string' ? [card.secondary] : (card.secondary ?? undefined);
    return {
      ...(read(card.primary) ? { primary: card.primary } : {}),
      ...(secondary ? { secondary: secondary.filter((source) => access.canRead(source)) } : {}),
      ...(read(card.avatar) ? { avatar: card.avatar } : { avatar: null }),
    };
  });
  /** The filters the user may read: none on a hidden field. */
  protected readonly checkedFilters = computed(() => this.list.readable(this.declaredFilters()));

  /**
   * The columns as the user arranged them from the column menu (issue 38 §4): shown, order,
   * widths and density, kept per user and list.
   */
  protected readonly columnLayout = injectListColumns({
    list: computed(() => this.resource().name),
    sources: computed(() => this.allColumns().map((column) => column.source)),
  });
  /** The columns shown, in the user's order. */
  protected readonly shownColumns = computed(() => {
    const bySource = new Map(this.allColumns().map((column) => [column.source, column]));
    return this.columnLayout.visible().map((source) => bySource.get(source)!);
  });
  /** Header texts by source, for the column menu. */
  protected readonly columnLabels = computed(() => {
    const resource = this.resource();
    return Object.fromEntries(
      this.allColumns().map((column) => [
        column.source,
        fieldLabel(this.i18n, resource, column.source, column.label),
      ]),
    );
  });

  /**
   * The headless list this component is a Material view of (issue 17 §2): URL state, the request,
   * loading/error/empty, selection, deletes, pending writes and custom actions.
   */
  /**
   * The mode in effect: an infinite list shows pages of cards on small screens (the cards have no
   * virtual scrolling; the table's rows would not fit).
   */
  protected readonly shownMode = computed<ListMode>(() =>
    this.mode() === 'infinite' && !this.compact() ? 'infinite' : 'paged',
  );

  protected readonly list = injectListController({
    resource: this.resource,
    filters: this.declaredFilters,
    filter: this.filter,
    perPage: this.perPage,
    sort: this.sort,
    syncUrl: this.syncUrl,
    columns: this.declaredColumns,
    mode: this.shownMode,
  });

  /** The saved views of the list (issue 38 §5): its state and columns under a name. */
  protected readonly views = injectViewsController({
    list: this.list,
    columns: this.columnLayout,
    syncUrl: this.syncUrl,
  });

  /** The current list state (from the URL when `syncUrl`). */
  readonly query: Signal<ListQuery> = this.list.query;
  protected readonly status = this.list.status;
  protected readonly rows = this.list.rows;
  protected readonly total = this.list.total;
  protected readonly selection = this.list.selection;
  protected readonly running = this.list.running;
  protected readonly filtered = this.list.filtered;
  protected readonly empty = this.list.empty;
  /** "3 new posts": records created elsewhere (live updates), shown on demand. */
  protected readonly newNotice = this.list.newNotice;
  /** Infinite: whether more records are on the server, and where the next page stands. */
  protected readonly hasMore = this.list.hasMore;
  protected readonly moreStatus = this.list.moreStatus;
  protected readonly moreError = this.list.moreError;
  /** The selection bar's count: infinite lists say out of how many loaded rows. */
  protected readonly selectedText = computed(() =>
    this.list.mode() === 'infinite'
      ? this.i18n.t('admin.list.selectedOfLoaded', {
          count: this.format(this.selection().length),
          loaded: this.format(this.list.loadedCount()),
        })
      : this.i18n.t('admin.list.selected', { count: this.selection().length }),
  );

  private format(count: number): string {
    return new Intl.NumberFormat(this.i18n.locale()).format(count);
  }

  /** Infinite: the next page (the table asks as the user scrolls near the end, or retries). */
  protected loadMore(): void {
    this.list.loadMore();
  }

  /** Shows the records created elsewhere: the page loads again. */
  protected showNew(): void {
    this.list.showNew();
  }

  /** The custom bulk actions the user is offered (`can()`). */
  protected readonly offeredBulk = computed(() =>
    this.list.offeredActions(ɵcheckListActions(this.bulkActions(), 'VaList bulkActions')),
  );
  /** The custom row actions the user is offered (`can()`). */
  protected readonly offeredRow = computed(() =>
    this.list.offeredActions(ɵcheckListActions(this.rowActions(), 'VaList rowActions', true)),
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
    return Object.keys(ɵcleanFilter(this.query().filter)).filter((key) => !hidden.has(key)).length;
  });
  private readonly filterSheet = viewChild<TemplateRef<unknown>>('filterSheet');
  protected readonly permanentKeys = computed(() => Object.keys(this.filter() ?? {}));

  private readonly callOptions = computed(() =>
    this.resource().translatable ? { locale: this.i18n.locale() } : {},
  );
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
  /** The trash page of a soft-deleting resource, for whom may use it. */
  protected readonly trashRoute = computed(() => this.trash.link(this.resource()));
  /** The CSV import page of a resource with `import`, for whom may import. */
  protected readonly importRoute = computed(() => this.imports.link(this.resource()));
  protected readonly canDelete = computed(() => this.actions.allowed(this.resource(), 'delete'));
  protected readonly errorText = computed(() =>
    this.i18n.t('admin.list.error', {
      ...this.names(),
      message: ɵerrorMessage(this.i18n, this.list.error()),
    }),
  );
  protected readonly exportPercent = computed(() => {
    const progress = this.exportProgress();
    return progress && progress.total ? Math.round((100 * progress.done) / progress.total) : 0;
  });

  constructor() {
    this.destroyRef.onDestroy(() => this.exportSubscription?.unsubscribe());
  }

  /** Changes the list state (merged with other changes of the same tick), in the URL when synced. */
  update(patch: Partial<ListQuery>): void {
    this.list.update(patch);
  }

  /** Loads the current page again from the server (a recent answer is not used). */
  reload(): void {
    this.list.reload();
  }

  protected onPage({ page, perPage }: VaPageChange): void {
    this.list.setPage(page, perPage);
  }

  protected onSort(sort: VaSort[]): void {
    this.list.setSort(sort);
  }

  protected onFilter(filter: Record<string, unknown>): void {
    this.list.setFilter(filter);
  }

  protected onSearch(q: string): void {
    this.list.setSearch(q);
  }

  protected clearFilters(): void {
    this.list.clearFilters();
  }

  /** A row deleted from the table: gone at once, then the page is filled again. */
  protected onDeleted(record: AdminRecord): void {
    this.list.removeRows([record]);
  }

  protected async deleteSelected(): Promise<void> {
    await this.list.deleteSelected();
  }

  /** Runs a custom bulk action on the selection; done, the selection clears and the page reloads. */
  protected async runBulk(action: ListAction): Promise<void> {
    await this.list.runAction(action);
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
    const { sort, filter, q } = this.list.params();
    const resource = this.resource();
    this.exportProgress.set({ done: 0, total: this.total(), truncated: false });
    this.exportSubscription = this.exporter
      .export(resource, this.allColumns(), { sort, filter, q }, this.callOptions())
      .subscribe({
        next: (progress) => {
          this.exportProgress.set(progress);
          if (progress.csv === undefined) return;
          downloadText(progress.csv, `${resource.name}.csv`);
          this.notifier.notify(
            progress.truncated
              ? this.i18n.t('admin.list.exportTruncated', { count: progress.done })
              : this.i18n.t('admin.list.exported', { count: progress.done }),
            'success',
          );
        },
        error: (error: unknown) => {
          this.finishExport();
          const message = ɵerrorMessage(this.i18n, error);
          this.notifier.notify(this.i18n.t('admin.list.exportFailed', { message }), 'error');
        },
        complete: () => this.finishExport(),
      });
  }

  private finishExport(): void {
    this.exportSubscription = null;
    this.exportProgress.set(null);
  }
}
