import {
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  effect,
  inject,
  input,
  linkedSignal,
  output,
  signal,
  untracked,
  ViewEncapsulation,
} from '@angular/core';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatSort, MatSortHeader, type Sort } from '@angular/material/sort';

import type { AdminRecord } from 'admin/core';
import { ɵAdminPagePrefetch } from 'admin/routing';
import { fieldLabel } from 'admin/controllers';
import { LIST_ICONS } from './list-icons';
import { ListLinks, ɵListReferences, ɵwantedReferences, type CellLink } from 'admin/controllers';
import type { VaSort } from './list-types';
import { VaRecordsView, type RowAction } from './records-view';
import { cellView, isInlineColumn, type CellView } from './cell-view';
import { referenceCellView, type ReferenceCellView } from './reference-cell';
import { VaCell, isPlainClick } from './va-cell';
import { VaPaginator } from './va-paginator';
import { VaIcon } from 'admin/shell';

export type { VaPageChange } from './records-view';

const REFERENCE_TYPES: ReadonlySet<string> = new Set(['reference', 'reference-array']);

/** How long a new page waits for its references before it shows with their labels loading (ms). */
export const REFERENCE_WAIT_MS = 300;

/** A row as the template shows it: its record, links and accessible names, worked out once. */
interface Line {
  readonly key: string;
  readonly id: string;
  readonly record: AdminRecord;
  /** By header: what an inline cell shows; null where a `va-cell` renders it. */
  readonly cells: readonly (CellView | null)[];
  /** By header: the referenced records an inline reference cell shows; null elsewhere. */
  readonly refs: readonly (ReferenceCellView | null)[];
  readonly show: CellLink | null;
  readonly edit: CellLink | null;
  readonly selectLabel: string;
  readonly showLabel: string;
  readonly editLabel: string;
  readonly deleteLabel: string;
  /** The custom row actions that apply to this record, with their accessible names. */
  readonly custom: readonly RowAction[];
}

/**
 * The table of a list page: columns, server-side sort headers (Material sort), paginator
 * (10/25/50/100; its code loads once the rows are shown, a slot of its height holds its place),
 * row selection, row actions show/edit/delete shown only when enabled, routed and allowed, and
 * row click or Enter to the show page (or edit when show is not offered). Stateless: the parent
 * (`VaList`) owns rows, page and sort.
 *
 * Rows are light (bench/README.md, "Row cost"): a native table; the cells of simple columns
 * (text, number, date, boolean; no template, no link) written by the row itself, the others by
 * `va-cell`; native checkboxes styled with the
 * Material tokens; row actions as plain links and a button with inline SVG icons and native
 * titles; one click listener for the whole table (links navigate through the router on a plain
 * click and open a tab on a modified one); reference labels from one look-up per referenced
 * resource for the page (`ListReferences`).
 */
@Component({
  selector: 'va-data-table',
  // VaPaginator is used in a @defer block only: its code loads after the rows are rendered.
  imports: [MatSort, MatSortHeader, MatProgressBar, VaCell, VaIcon, VaPaginator],
  providers: [ɵListReferences],
  // One listener for every row, link and button of the table (the rows are focusable).
  host: {
    '(click)': 'onClick($event)',
    '(keydown.enter)': 'onEnter($event)',
    '(pointerover)': 'onPointerOver($event)',
  },
  changeDetection: ChangeDetectionStrategy.OnPush,
  // Styles scoped by the element's name, as Material scopes its own: no `_ngcontent` attribute on
  // every element of every row (lighter rows, and a smaller page when rendered on the server).
  encapsulation: ViewEncapsulation.None,
  templateUrl: './va-data-table.html',
  // reference-cell.css is VaCell's too (one style element for both, Angular shares equal styles).
  styleUrls: ['./va-data-table.css', './row-controls.css', './reference-cell.css'],
})
export class VaDataTable extends VaRecordsView {
  private readonly links = inject(ListLinks);
  private readonly pagePrefetch = inject(ɵAdminPagePrefetch);

  readonly sort = input<readonly VaSort[]>([]);

  readonly sortChange = output<VaSort[]>();

  protected readonly icons = LIST_ICONS;
  protected readonly skeletonRows = computed(() =>
    Array.from({ length: Math.min(this.perPage(), 10) }, (_, i) => i),
  );
  protected readonly canShow = computed(() => this.actions.allowed(this.resource(), 'show'));
  protected readonly canEdit = computed(() => this.actions.allowed(this.resource(), 'edit'));
  protected readonly withActions = computed(
    () =>
      (this.rowActions() && (this.canShow() || this.canEdit() || this.canDelete())) ||
      this.customActions().length > 0,
  );
  protected readonly headers = computed(() =>
    this.columns().map((column) => ({
      column,
      id: `col-${column.source}`,
      /** The column's class, as Material's table names it (styles and tests may use it). */
      cls: `mat-column-col-${column.source}`,
      label: fieldLabel(this.i18n, this.resource(), column.source, column.label),
      /** Its cells are rendered by the row itself (simple types), not by `va-cell`. */
      inline: isInlineColumn(column),
    })),
  );
  protected readonly openable = computed(() => this.canShow() || this.canEdit());
  /**
   * A row's classes, written as one attribute (as are its cells'): Angular's class bindings merge
   * classes from every source, which cost more per row than the attribute.
   */
  protected readonly rowClass = computed(() => {
    const plain = this.openable() ? 'va-row va-row-openable' : 'va-row';
    return { plain, selected: `${plain} va-row-selected` };
  });
  protected readonly texts = computed(() => ({
    show: this.i18n.t('admin.actions.show'),
    edit: this.i18n.t('admin.actions.edit'),
    delete: this.i18n.t('admin.actions.delete'),
  }));
  protected readonly lines = computed<Line[]>(() => {
    const resource = this.resource();
    const show = this.canShow();
    const edit = this.canEdit();
    const actions = this.customActions();
    const headers = this.headers();
    const locale = this.i18n.locale();
    const t = (key: string) => this.i18n.t(key);
    // The look-up of each referenced resource the inline cells show (read once per render).
    const states = headers.map(({ column, inline }) =>
      inline && column.reference && REFERENCE_TYPES.has(column.type ?? 'text')
        ? this.references.state(column.reference)
        : null,
    );
    const context = { actions: this.actions, i18n: this.i18n, links: this.links };
    return this.eachRow((record, id, key) => {
      const label = this.i18n.recordLabel(resource, record);
      return {
        key,
        id: String(id),
        record,
        cells: headers.map((header) =>
          header.inline ? cellView(header.column, record, locale, t) : null,
        ),
        refs: headers.map((header, i) =>
          states[i] ? referenceCellView(header.column, record, states[i], context) : null,
        ),
        show: show ? this.links.link(this.actions.route(resource, 'show', id)) : null,
        edit: edit ? this.links.link(this.actions.route(resource, 'edit', id)) : null,
        selectLabel: this.i18n.t('admin.list.selectRow', { label }),
        showLabel: this.i18n.t('admin.actions.showRecord', { label }),
        editLabel: this.i18n.t('admin.actions.editRecord', { label }),
        deleteLabel: this.i18n.t('admin.actions.deleteRecord', { label }),
        custom: actions.length ? this.applicableActions(record) : [],
      };
    }, this.shownRows());
  });
  protected readonly activeSort = computed<VaSort | undefined>(() => this.sort()[0]);
  protected readonly tableLabel = computed(() =>
    this.i18n.t('admin.list.table', { plural: this.i18n.resourceName(this.resource(), 'plural') }),
  );

  /** The referenced records of the page's rows, by referenced resource. */
  private readonly wanted = computed(() => ɵwantedReferences(this.columns(), this.rows()));
  /** The rows whose references took longer than `REFERENCE_WAIT_MS`: shown anyway. */
  private readonly overdue = signal<readonly AdminRecord[] | null>(null);
  private waitTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The records the rows show: a new page's once its references are known, so that its rows
   * appear whole, in one render, instead of with "Loading…" labels replaced a moment later (a
   * second render of every row, and a layout between the two); the previous page (or the
   * skeleton) stays meanwhile, the table busy. A page whose look-ups take longer than
   * `REFERENCE_WAIT_MS` shows then, its labels loading.
   */
  protected readonly shownRows = linkedSignal<
    { readonly rows: readonly AdminRecord[]; readonly hold: boolean },
    readonly AdminRecord[]
  >({
    source: () => {
      const rows = this.rows();
      return { rows, hold: this.overdue() !== rows && !this.references.settled(this.wanted()) };
    },
    computation: ({ rows, hold }, previous) => (hold ? (previous?.value ?? []) : rows),
  });
  /** A new page is held back while its references load. */
  protected readonly holding = computed(() => this.shownRows() !== this.rows());

  constructor() {
    super();
    // The referenced records of the page: one look-up per referenced resource, read by the cells.
    effect(() => {
      const rows = this.rows();
      const wanted = this.wanted();
      untracked(() => {
        this.references.load(wanted);
        clearTimeout(this.waitTimer);
        this.waitTimer = setTimeout(() => this.overdue.set(rows), REFERENCE_WAIT_MS);
      });
    });
    inject(DestroyRef).onDestroy(() => clearTimeout(this.waitTimer));
  }

  protected onSort(sort: Sort): void {
    this.sortChange.emit(
      sort.direction ? [{ field: sort.active.replace(/^col-/, ''), order: sort.direction }] : [],
    );
  }

  /**
   * The table's one click listener: a row action link or a cell link navigates through the router
   * (a modified or middle click keeps the browser's way: a new tab), the delete button deletes,
   * a click elsewhere in a row opens the record.
   */
  protected onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const retry = target.closest('button[data-reference]');
    if (retry) {
      this.references.retry(retry.getAttribute('data-reference')!);
      return;
    }
    const custom = target.closest('button[data-action]');
    if (custom) {
      const record = this.shownRows()[Number(custom.getAttribute('data-row'))];
      const action = this.customActions()[Number(custom.getAttribute('data-action'))];
      if (record && action) this.action.emit({ action, record });
      return;
    }
    const remove = target.closest('button[data-delete]');
    if (remove) {
      const record = this.shownRows()[Number(remove.getAttribute('data-delete'))];
      if (record) void this.remove(record);
      return;
    }
    const link = target.closest('a');
    if (link) {
      const route = link.getAttribute('data-route');
      if (route && isPlainClick(event)) {
        event.preventDefault();
        void this.links.navigate(route);
      }
      return;
    }
    if (target.closest('button, input, label, select, textarea')) return;
    this.openRow(target.closest('tr.va-row'));
  }

  /**
   * The pointer came over a row: the code of the page a click on it opens (show, else edit) is
   * fetched now, so that the click finds it there. Only pages the row offers (allowed, routed).
   */
  protected onPointerOver(event: PointerEvent): void {
    const line = this.lineOf(event.target as Element | null);
    if (!line) return;
    const edit = (event.target as Element).closest('a.va-row-edit');
    const action = line.show && !edit ? 'show' : line.edit ? 'edit' : null;
    if (action) this.pagePrefetch.prefetch(this.resource(), action);
  }

  /** Enter on a focused row opens its record (Enter on a link or button is a click already). */
  protected onEnter(event: Event): void {
    const target = event.target as Element | null;
    if (target?.matches?.('tr.va-row')) this.openRow(target);
  }

  /** The show page of a row, else its edit page, when offered. */
  private openRow(row: Element | null): void {
    const line = this.lineOf(row);
    const open = line?.show ?? line?.edit;
    if (open) void this.links.navigate(open.route);
  }

  /** The line of the row `element` is in (or is), if any. */
  private lineOf(element: Element | null): Line | undefined {
    const index = element?.closest?.('tr.va-row')?.getAttribute('data-index');
    return index === null || index === undefined ? undefined : this.lines()[Number(index)];
  }
}
