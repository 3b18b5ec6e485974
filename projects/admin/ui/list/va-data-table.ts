import {
  ChangeDetectionStrategy,
  Component,
  booleanAttribute,
  computed,
  effect,
  inject,
  input,
  model,
  output,
  untracked,
} from '@angular/core';
import { LocationStrategy } from '@angular/common';
import { MatPaginator, MatPaginatorIntl, type PageEvent } from '@angular/material/paginator';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatSort, MatSortHeader, type Sort } from '@angular/material/sort';
import { Router } from '@angular/router';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { AdminDelete } from '../common/admin-delete';
import { fieldLabel } from '../common/field-label';
import { LIST_ICONS } from './list-icons';
import { ListReferences, wantedReferences } from './list-references';
import { PAGE_SIZES, type VaColumn, type VaSort } from './list-types';
import { AdminPaginatorIntl } from './paginator-intl';
import { VaCell, isPlainClick, type CellLink } from './va-cell';
import { ListActions, type ListAction } from 'admin/controllers';
import { VaIcon } from '../icons/va-icon';

/** A page change of the table: 1-based page and page size. */
export interface VaPageChange {
  readonly page: number;
  readonly perPage: number;
}

function idOf(record: AdminRecord): RecordId | null {
  const id = record['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** A row as the template shows it: its record, links and accessible names, worked out once. */
interface Line {
  readonly key: string;
  readonly id: string;
  readonly record: AdminRecord;
  readonly show: CellLink | null;
  readonly edit: CellLink | null;
  readonly selectLabel: string;
  readonly showLabel: string;
  readonly editLabel: string;
  readonly deleteLabel: string;
  /** The custom row actions that apply to this record, with their accessible names. */
  readonly custom: readonly {
    readonly index: number;
    readonly action: ListAction;
    readonly label: string;
  }[];
}

/**
 * The table of a list page: columns, server-side sort headers (Material sort), paginator
 * (10/25/50/100), row selection, row actions show/edit/delete shown only when enabled, routed and
 * allowed, and row click or Enter to the show page (or edit when show is not offered). Stateless:
 * the parent (`VaList`) owns rows, page and sort.
 *
 * Rows are light (bench/README.md, "Row cost"): a native table; native checkboxes styled with the
 * Material tokens; row actions as plain links and a button with inline SVG icons and native
 * titles; one click listener for the whole table (links navigate through the router on a plain
 * click and open a tab on a modified one); reference labels from one look-up per referenced
 * resource for the page (`ListReferences`).
 */
@Component({
  selector: 'va-data-table',
  imports: [MatSort, MatSortHeader, MatPaginator, MatProgressBar, VaCell, VaIcon],
  providers: [{ provide: MatPaginatorIntl, useClass: AdminPaginatorIntl }, ListReferences],
  // One listener for every row, link and button of the table (the rows are focusable).
  host: { '(click)': 'onClick($event)', '(keydown.enter)': 'onEnter($event)' },
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-data-table.html',
  styleUrl: './va-data-table.css',
})
export class VaDataTable {
  protected readonly i18n = inject(AdminI18n);
  private readonly actions = inject(AdminActions);
  private readonly deletion = inject(AdminDelete);
  private readonly router = inject(Router);
  private readonly location = inject(LocationStrategy);
  private readonly references = inject(ListReferences);
  private readonly listActions = inject(ListActions);

  readonly resource = input.required<Resource>();
  readonly columns = input.required<readonly VaColumn[]>();
  readonly rows = input<readonly AdminRecord[]>([]);
  readonly total = input(0);
  /** 1-based page. */
  readonly page = input(1);
  readonly perPage = input(25);
  readonly sort = input<readonly VaSort[]>([]);
  readonly loading = input(false, { transform: booleanAttribute });
  /** Shows the selection checkboxes (only when delete is offered). */
  readonly selectable = input(true, { transform: booleanAttribute });
  /** Shows the row action buttons. */
  readonly rowActions = input(true, { transform: booleanAttribute });
  /**
   * Custom row actions (already filtered by `can()`, see `ListActions.offered`): icon buttons in
   * each row they apply to; a click emits `action`. None: rows are as light as before.
   */
  readonly customActions = input<readonly ListAction[]>([]);
  /** Shows the selection even when delete is not offered (the list has bulk actions). */
  readonly bulkSelectable = input(false, { transform: booleanAttribute });
  /** The selected records (two-way: `[(selection)]`). */
  readonly selection = model<readonly AdminRecord[]>([]);

  readonly sortChange = output<VaSort[]>();
  readonly pageChange = output<VaPageChange>();
  /** A record deleted from its row (after confirmation and the API call). */
  readonly deleted = output<AdminRecord>();
  /** A custom row action clicked on a record. */
  readonly action = output<{ readonly action: ListAction; readonly record: AdminRecord }>();

  protected readonly pageSizes = PAGE_SIZES;
  protected readonly icons = LIST_ICONS;
  protected readonly skeletonRows = computed(() =>
    Array.from({ length: Math.min(this.perPage(), 10) }, (_, i) => i),
  );
  protected readonly canShow = computed(() => this.actions.allowed(this.resource(), 'show'));
  protected readonly canEdit = computed(() => this.actions.allowed(this.resource(), 'edit'));
  protected readonly canDelete = computed(() => this.actions.allowed(this.resource(), 'delete'));
  protected readonly withSelection = computed(
    () => this.selectable() && (this.canDelete() || this.bulkSelectable()),
  );
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
    })),
  );
  protected readonly openable = computed(() => this.canShow() || this.canEdit());
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
    const keys = new Set<string>();
    return this.rows().map((record, index) => {
      const id = idOf(record);
      const label = this.i18n.recordLabel(resource, record);
      const key = id === null || keys.has(String(id)) ? `#${index}` : String(id);
      keys.add(key);
      return {
        key,
        id: String(id),
        record,
        show: show ? this.link(this.actions.route(resource, 'show', id)) : null,
        edit: edit ? this.link(this.actions.route(resource, 'edit', id)) : null,
        selectLabel: this.i18n.t('admin.list.selectRow', { label }),
        showLabel: this.i18n.t('admin.actions.showRecord', { label }),
        editLabel: this.i18n.t('admin.actions.editRecord', { label }),
        deleteLabel: this.i18n.t('admin.actions.deleteRecord', { label }),
        custom: actions.length ? this.applicableActions(resource, actions, record) : [],
      };
    });
  });
  protected readonly activeSort = computed<VaSort | undefined>(() => this.sort()[0]);
  protected readonly selectedIds = computed(
    () => new Set(this.selection().map((r) => String(idOf(r)))),
  );
  protected readonly allSelected = computed(
    () => this.rows().length > 0 && this.rows().every((r) => this.isSelected(r)),
  );
  protected readonly someSelected = computed(
    () => !this.allSelected() && this.rows().some((r) => this.isSelected(r)),
  );
  protected readonly tableLabel = computed(() =>
    this.i18n.t('admin.list.table', { plural: this.i18n.resourceName(this.resource(), 'plural') }),
  );

  constructor() {
    // The referenced records of the page: one look-up per referenced resource, read by the cells.
    effect(() => {
      const wanted = wantedReferences(this.columns(), this.rows());
      untracked(() => this.references.load(wanted));
    });
  }

  private link(commands: (string | RecordId)[] | null): CellLink | null {
    if (!commands) return null;
    const route = this.router.serializeUrl(this.router.createUrlTree(commands));
    return { href: this.location.prepareExternalUrl(route), route };
  }

  private applicableActions(
    resource: Resource,
    actions: readonly ListAction[],
    record: AdminRecord,
  ) {
    return actions.flatMap((action, index) =>
      this.listActions.applies(action, [record])
        ? [{ index, action, label: this.listActions.text(resource, action.label, [record]) }]
        : [],
    );
  }

  protected isSelected(record: AdminRecord): boolean {
    return this.selectedIds().has(String(idOf(record)));
  }

  protected toggle(record: AdminRecord): void {
    const id = String(idOf(record));
    this.selection.update((selected) =>
      this.isSelected(record)
        ? selected.filter((r) => String(idOf(r)) !== id)
        : [...selected, record],
    );
  }

  protected toggleAll(): void {
    const page = new Set(this.rows().map((r) => String(idOf(r))));
    const others = this.selection().filter((r) => !page.has(String(idOf(r))));
    this.selection.set(this.allSelected() ? others : [...others, ...this.rows()]);
  }

  protected onSort(sort: Sort): void {
    this.sortChange.emit(
      sort.direction ? [{ field: sort.active.replace(/^col-/, ''), order: sort.direction }] : [],
    );
  }

  protected onPage(event: PageEvent): void {
    const perPage = event.pageSize;
    const page = perPage !== this.perPage() ? 1 : event.pageIndex + 1;
    this.pageChange.emit({ page, perPage });
  }

  /**
   * The table's one click listener: a row action link or a cell link navigates through the router
   * (a modified or middle click keeps the browser's way: a new tab), the delete button deletes,
   * a click elsewhere in a row opens the record.
   */
  protected onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const custom = target.closest('button[data-action]');
    if (custom) {
      const record = this.rows()[Number(custom.getAttribute('data-row'))];
      const action = this.customActions()[Number(custom.getAttribute('data-action'))];
      if (record && action) this.action.emit({ action, record });
      return;
    }
    const remove = target.closest('button[data-delete]');
    if (remove) {
      const record = this.rows()[Number(remove.getAttribute('data-delete'))];
      if (record) void this.remove(record);
      return;
    }
    const link = target.closest('a');
    if (link) {
      const route = link.getAttribute('data-route');
      if (route && isPlainClick(event)) {
        event.preventDefault();
        void this.router.navigateByUrl(route);
      }
      return;
    }
    if (target.closest('button, input, label, select, textarea')) return;
    this.openRow(target.closest('tr.va-row'));
  }

  /** Enter on a focused row opens its record (Enter on a link or button is a click already). */
  protected onEnter(event: Event): void {
    const target = event.target as Element | null;
    if (target?.matches?.('tr.va-row')) this.openRow(target);
  }

  /** The show page of a row, else its edit page, when offered. */
  private openRow(row: Element | null): void {
    const index = row?.getAttribute('data-index');
    const line = index === null || index === undefined ? undefined : this.lines()[Number(index)];
    const open = line?.show ?? line?.edit;
    if (open) void this.router.navigateByUrl(open.route);
  }

  protected async remove(record: AdminRecord): Promise<void> {
    if (await this.deletion.deleteRecord(this.resource(), record)) {
      const id = String(idOf(record));
      this.selection.update((selected) => selected.filter((r) => String(idOf(r)) !== id));
      this.deleted.emit(record);
    }
  }
}
