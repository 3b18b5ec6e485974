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
import { injectListController } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { VaIcon } from 'admin/shell';
import { AdminCsvExport, type CsvExportProgress } from 'admin/controllers';
import { downloadText } from './download';
import { ɵcleanFilter } from 'admin/controllers';
import { ADMIN_NOTIFIER, ɵerrorMessage } from 'admin/controllers';
import { type ListQuery, type VaColumn, type VaFilter, type VaSort } from './list-types';
import { VaColumnDef } from './va-column';
import { VaDataTable, type VaPageChange } from './va-data-table';
import { VaListFilters } from './va-list-filters';
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
  imports: [MatButton, MatProgressBar, RouterLink, VaCardList, VaDataTable, VaIcon, VaListFilters],
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
  /** Forces the layout: `'table'`, `'cards'`, or `'auto'` (cards under 600 px wide, default). */
  readonly layout = input<'auto' | 'table' | 'cards'>('auto');

  private readonly columnDefs = contentChildren(VaColumnDef);

  protected readonly allColumns = computed(() => {
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
  protected readonly checkedFilters = computed(() => checkFilters(this.filters()));

  /**
   * The headless list this component is a Material view of (issue 17 §2): URL state, the request,
   * loading/error/empty, selection, deletes, pending writes and custom actions.
   */
  protected readonly list = injectListController({
    resource: this.resource,
    filters: this.checkedFilters,
    filter: this.filter,
    perPage: this.perPage,
    sort: this.sort,
    syncUrl: this.syncUrl,
    columns: this.allColumns,
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
