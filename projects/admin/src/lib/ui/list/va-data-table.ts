import {
  ChangeDetectionStrategy,
  Component,
  booleanAttribute,
  computed,
  inject,
  input,
  model,
  output,
} from '@angular/core';
import { MatCheckbox } from '@angular/material/checkbox';
import { MatIconButton } from '@angular/material/button';
import { MatPaginator, MatPaginatorIntl, type PageEvent } from '@angular/material/paginator';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatSort, MatSortHeader, type Sort } from '@angular/material/sort';
import { MatTableModule } from '@angular/material/table';
import { MatTooltip } from '@angular/material/tooltip';
import { Router, RouterLink } from '@angular/router';

import type { AdminRecord, RecordId, Resource } from '../../config/types';
import { AdminI18n } from '../../i18n/admin-i18n';
import { AdminActions } from '../common/admin-actions';
import { AdminDelete } from '../common/admin-delete';
import { fieldLabel } from '../common/field-label';
import { VaIcon } from '../icons/va-icon';
import { PAGE_SIZES, type VaColumn, type VaSort } from './list-types';
import { AdminPaginatorIntl } from './paginator-intl';
import { VaCell } from './va-cell';

/** A page change of the table: 1-based page and page size. */
export interface VaPageChange {
  readonly page: number;
  readonly perPage: number;
}

function idOf(record: AdminRecord): RecordId | null {
  const id = record['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * The table of a list page (Material table): columns, server-side sort headers, paginator
 * (10/25/50/100), row selection, row actions show/edit/delete shown only when enabled, routed and
 * allowed, and row click to the show page (or edit when show is not offered). Stateless: the
 * parent (`VaList`) owns rows, page and sort.
 */
@Component({
  selector: 'va-data-table',
  imports: [
    MatTableModule,
    MatSort,
    MatSortHeader,
    MatPaginator,
    MatCheckbox,
    MatIconButton,
    MatProgressBar,
    MatTooltip,
    RouterLink,
    VaCell,
    VaIcon,
  ],
  providers: [{ provide: MatPaginatorIntl, useClass: AdminPaginatorIntl }],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-data-table.html',
  styleUrl: './va-data-table.css',
})
export class VaDataTable {
  protected readonly i18n = inject(AdminI18n);
  private readonly actions = inject(AdminActions);
  private readonly deletion = inject(AdminDelete);
  private readonly router = inject(Router);

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
  /** The selected records (two-way: `[(selection)]`). */
  readonly selection = model<readonly AdminRecord[]>([]);

  readonly sortChange = output<VaSort[]>();
  readonly pageChange = output<VaPageChange>();
  /** A record deleted from its row (after confirmation and the API call). */
  readonly deleted = output<AdminRecord>();

  protected readonly pageSizes = PAGE_SIZES;
  protected readonly skeletonRows = computed(() =>
    Array.from({ length: Math.min(this.perPage(), 10) }, (_, i) => i),
  );
  protected readonly canShow = computed(() => this.actions.allowed(this.resource(), 'show'));
  protected readonly canEdit = computed(() => this.actions.allowed(this.resource(), 'edit'));
  protected readonly canDelete = computed(() => this.actions.allowed(this.resource(), 'delete'));
  protected readonly withSelection = computed(() => this.selectable() && this.canDelete());
  protected readonly withActions = computed(
    () => this.rowActions() && (this.canShow() || this.canEdit() || this.canDelete()),
  );
  protected readonly headers = computed(() =>
    this.columns().map((column) => ({
      column,
      id: `col-${column.source}`,
      label: fieldLabel(this.i18n, this.resource(), column.source, column.label),
    })),
  );
  protected readonly displayed = computed(() => [
    ...(this.withSelection() ? ['select'] : []),
    ...this.headers().map((h) => h.id),
    ...(this.withActions() ? ['actions'] : []),
  ]);
  protected readonly activeSort = computed<VaSort | undefined>(() => this.sort()[0]);
  private readonly selectedIds = computed(
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

  protected label(record: AdminRecord): string {
    return this.i18n.recordLabel(this.resource(), record);
  }

  protected route(action: 'show' | 'edit', record: AdminRecord): (string | RecordId)[] | null {
    return this.actions.route(this.resource(), action, idOf(record));
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

  /** Row click and Enter: the show page, else the edit page, when offered. */
  protected open(record: AdminRecord, event: Event): void {
    const target = event.target as HTMLElement | null;
    if (target?.closest('a, button, input, mat-checkbox')) return;
    const route = this.route('show', record) ?? this.route('edit', record);
    if (route) void this.router.navigate(route);
  }

  protected async remove(record: AdminRecord): Promise<void> {
    if (await this.deletion.deleteRecord(this.resource(), record)) {
      const id = String(idOf(record));
      this.selection.update((selected) => selected.filter((r) => String(idOf(r)) !== id));
      this.deleted.emit(record);
    }
  }
}
