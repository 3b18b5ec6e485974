import { ScrollingModule, type CdkVirtualScrollViewport } from '@angular/cdk/scrolling';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  output,
  untracked,
  viewChild,
  ViewEncapsulation,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatSort, MatSortHeader, type Sort } from '@angular/material/sort';
import type { ListRange } from '@angular/cdk/collections';

import type { AdminRecord } from 'admin/core';
import {
  fieldLabel,
  ɵListReferences,
  ɵwantedReferences,
  ɵerrorMessage,
  type CellLink,
  type ListDensity,
  type ListMoreStatus,
} from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import type { VaSort } from './list-types';
import { VaRecordsView, type RowAction } from './records-view';
import { VaCell } from './va-cell';
import { cellView, isInlineColumn, type CellView } from './cell-view';
import { LIST_ICONS } from './list-icons';

/** A row's height by density (CSS pixels): the virtual scroll's fixed item size. */
export const VIRTUAL_ROW_HEIGHT: Readonly<Record<ListDensity, number>> = Object.freeze({
  comfortable: 52,
  compact: 36,
});

/** The next page is asked for when the rows in view come this close to the last loaded one. */
export const LOAD_AHEAD_ROWS = 40;

/** A row as the template shows it: cheap to make for 10 000 records (links are made in view). */
interface Line {
  readonly key: string;
  readonly id: string;
  readonly index: number;
  readonly record: AdminRecord;
}

/** What a row in view needs beyond its record, made once per record when it scrolls in. */
interface RowView {
  readonly show: CellLink | null;
  readonly edit: CellLink | null;
  readonly selectLabel: string;
  readonly showLabel: string;
  readonly editLabel: string;
  readonly deleteLabel: string;
  /** The custom row actions that apply to this record, with their accessible names. */
  readonly custom: readonly RowAction[];
  /** By header: what a simple cell shows (written by the row); null where a `va-cell` renders. */
  readonly cells: readonly (CellView | null)[];
}

/**
 * The body of an infinite list (issue 38 §3): every loaded row in one scrolling area of fixed row
 * height (`density`), only the rows in view in the DOM (`@angular/cdk/scrolling`), the next page
 * asked for (`loadMore`) as the rows in view near the last loaded one, "N of M loaded", the next
 * page's progress and error with a retry. Selection covers every loaded row (the header box
 * selects them all). Stateless, as `VaDataTable`: the parent (`VaList` and its `ListController`)
 * owns rows, loading and selection.
 */
@Component({
  selector: 'va-virtual-table',
  imports: [ScrollingModule, MatButton, MatProgressBar, MatSort, MatSortHeader, VaCell, VaIcon],
  providers: [ɵListReferences],
  host: {
    // Scopes row-controls.css (shared with VaDataTable).
    class: 'va-rows',
    '(click)': 'onClick($event)',
    '(keydown.enter)': 'onEnter($event)',
    '[class.va-density-compact]': "density() === 'compact'",
  },
  changeDetection: ChangeDetectionStrategy.OnPush,
  encapsulation: ViewEncapsulation.None,
  templateUrl: './va-virtual-table.html',
  styleUrls: ['./va-virtual-table.css', './row-controls.css', './reference-cell.css'],
})
export class VaVirtualTable extends VaRecordsView {
  readonly sort = input<readonly VaSort[]>([]);
  /** Row height: `compact` draws tighter rows. */
  readonly density = input<ListDensity>('comfortable');
  /** Column widths the user set (CSS pixels, by source). */
  readonly widths = input<Readonly<Record<string, number>>>({});
  /** Whether the server has records after the loaded ones. */
  readonly hasMore = input(false);
  /** Where the next page stands. */
  readonly moreStatus = input<ListMoreStatus>('idle');
  /** Why the next page failed. */
  readonly moreError = input<unknown>(undefined);

  readonly sortChange = output<VaSort[]>();
  /** The rows in view near the last loaded one (or a retry): load the next page. */
  readonly loadMore = output<void>();

  private readonly viewport = viewChild<CdkVirtualScrollViewport>('viewport');
  private range: ListRange = { start: 0, end: 0 };

  protected readonly icons = LIST_ICONS;
  protected readonly rowHeight = computed(() => VIRTUAL_ROW_HEIGHT[this.density()]);
  protected readonly canShow = computed(() => this.actions.allowed(this.resource(), 'show'));
  protected readonly canEdit = computed(() => this.actions.allowed(this.resource(), 'edit'));
  protected readonly openable = computed(() => this.canShow() || this.canEdit());
  /** A row's classes, written as one attribute. */
  protected readonly rowClass = computed(() => {
    const plain = this.openable() ? 'va-vrow va-row va-row-openable' : 'va-vrow va-row';
    return { plain, selected: `${plain} va-row-selected` };
  });
  protected readonly withActions = computed(
    () =>
      (this.rowActions() && (this.canShow() || this.canEdit() || this.canDelete())) ||
      this.customActions().length > 0,
  );
  protected readonly headers = computed(() =>
    this.columns().map((column) => ({
      column,
      id: `col-${column.source}`,
      cls: `va-vcell mat-column-col-${column.source}`,
      label: fieldLabel(this.i18n, this.resource(), column.source, column.label),
      /** Text, number, date and boolean cells are written by the row: no component per cell. */
      inline: isInlineColumn(column),
    })),
  );
  /** The grid's columns, shared by the header and every row so that they line up. */
  protected readonly gridColumns = computed(() =>
    [
      this.withSelection() ? '48px' : '',
      ...this.columns().map((column) => {
        const width = this.widths()[column.source];
        return width ? `${width}px` : 'minmax(120px, 1fr)';
      }),
      this.withActions() ? `${40 * (3 + this.customActions().length) + 32}px` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  protected readonly lines = computed<Line[]>(() =>
    this.eachRow((record, id, key, index) => ({ key, id: String(id), index, record })),
  );
  protected readonly activeSort = computed<VaSort | undefined>(() => this.sort()[0]);
  protected readonly tableLabel = computed(() =>
    this.i18n.t('admin.list.table', { plural: this.i18n.resourceName(this.resource(), 'plural') }),
  );
  private readonly pluralLower = computed(() => {
    const plural = this.i18n.resourceName(this.resource(), 'plural');
    return plural.charAt(0).toLowerCase() + plural.slice(1);
  });
  /** "300 of 10,000 posts loaded". */
  protected readonly loadedText = computed(() => {
    const format = new Intl.NumberFormat(this.i18n.locale());
    return this.i18n.t('admin.list.loadedOf', {
      loaded: format.format(this.rows().length),
      total: format.format(this.total()),
      pluralLower: this.pluralLower(),
    });
  });
  protected readonly selectAllLabel = computed(() =>
    this.i18n.t('admin.list.selectAllLoaded', {
      count: new Intl.NumberFormat(this.i18n.locale()).format(this.rows().length),
    }),
  );
  protected readonly moreErrorText = computed(() =>
    this.i18n.t('admin.list.moreError', {
      pluralLower: this.pluralLower(),
      message: ɵerrorMessage(this.i18n, this.moreError()),
    }),
  );
  protected readonly texts = computed(() => ({
    show: this.i18n.t('admin.actions.show'),
    edit: this.i18n.t('admin.actions.edit'),
    delete: this.i18n.t('admin.actions.delete'),
  }));

  /** The links and names of the rows that scrolled into view, by record. */
  private views = new WeakMap<AdminRecord, RowView>();

  constructor() {
    super();
    // Links and labels follow the permissions and the language: made again when they change.
    effect(() => {
      this.resource();
      this.canShow();
      this.canEdit();
      this.i18n.locale();
      this.customActions();
      this.headers();
      this.views = new WeakMap();
    });
    // The referenced records of the loaded rows (the list asked for each page's already).
    effect(() => {
      const wanted = ɵwantedReferences(this.columns(), this.rows());
      untracked(() => this.references.load(wanted));
    });
    // New rows, or a next page that answered: perhaps the rows in view are near the end still.
    effect(() => {
      this.rows();
      this.hasMore();
      this.moreStatus();
      untracked(() => this.checkEnd());
    });
    effect((onCleanup) => {
      const viewport = this.viewport();
      if (!viewport) return;
      const subscription = viewport.renderedRangeStream.subscribe((range) => {
        this.range = range;
        this.checkEnd();
      });
      onCleanup(() => subscription.unsubscribe());
    });
  }

  /** What a row in view shows beyond its cells (made when it first scrolls in). */
  protected rowView(line: Line): RowView {
    let view = this.views.get(line.record);
    if (!view) {
      const resource = this.resource();
      const label = this.i18n.recordLabel(resource, line.record);
      const id = this.idOf(line.record);
      view = {
        show:
          this.canShow() && id !== null
            ? this.links.link(this.actions.route(resource, 'show', id))
            : null,
        edit:
          this.canEdit() && id !== null
            ? this.links.link(this.actions.route(resource, 'edit', id))
            : null,
        selectLabel: this.i18n.t('admin.list.selectRow', { label }),
        showLabel: this.i18n.t('admin.actions.showRecord', { label }),
        editLabel: this.i18n.t('admin.actions.editRecord', { label }),
        deleteLabel: this.i18n.t('admin.actions.deleteRecord', { label }),
        custom: this.customActions().length ? this.applicableActions(line.record) : [],
        cells: this.headers().map((header) =>
          header.inline
            ? cellView(header.column, line.record, this.i18n.locale(), (key) => this.i18n.t(key))
            : null,
        ),
      };
      this.views.set(line.record, view);
    }
    return view;
  }

  protected trackLine(_: number, line: Line): string {
    return line.key;
  }

  /** Asks for the next page when the rows in view are near the last loaded one. */
  private checkEnd(): void {
    if (!this.hasMore() || this.moreStatus() !== 'idle') return;
    if (this.range.end + LOAD_AHEAD_ROWS >= this.rows().length) this.loadMore.emit();
  }

  protected retryMore(): void {
    this.loadMore.emit();
  }

  protected onSort(sort: Sort): void {
    this.sortChange.emit(
      sort.direction ? [{ field: sort.active.replace(/^col-/, ''), order: sort.direction }] : [],
    );
  }

  /**
   * One click listener for every row: a row action link navigates through the router (a modified
   * click opens a tab), the delete button deletes, a click elsewhere in a row opens the record.
   */
  protected onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    if (this.rowControlClick(event, target, this.rows())) return;
    if (target.closest('button, input, label, select, textarea')) return;
    this.openRow(target.closest('.va-vrow[data-index]'));
  }

  /** Enter on a focused row opens its record. */
  protected onEnter(event: Event): void {
    const target = event.target as Element | null;
    if (target?.matches?.('.va-vrow[data-index]')) this.openRow(target);
  }

  private openRow(row: Element | null): void {
    const index = row?.getAttribute('data-index');
    const line = index ? this.lines()[Number(index)] : undefined;
    if (!line) return;
    const view = this.rowView(line);
    const open = view.show ?? view.edit;
    if (open) void this.links.navigate(open.route);
  }
}
