import { Directive, booleanAttribute, computed, inject, input, model, output } from '@angular/core';
import type { PageEvent } from '@angular/material/paginator';

import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ListActions, ListLinks, type ListAction } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { AdminDelete } from '../common/admin-delete';
import { ɵListReferences } from 'admin/controllers';
import { ɵPAGE_SIZES } from 'admin/controllers';
import type { VaColumn } from './list-types';
import { isPlainClick } from './va-cell';

/** A page change of the table: 1-based page and page size. */
export interface VaPageChange {
  readonly page: number;
  readonly perPage: number;
}

/** A custom row action that applies to a record: its place in `customActions`, its label. */
export interface RowAction {
  readonly index: number;
  readonly action: ListAction;
  readonly label: string;
}

/**
 * What the table (`VaDataTable`) and the cards (`VaCardList`) of a list share: their inputs and
 * outputs, the selection of the page's records, paging, deleting a row's record and the custom row
 * actions that apply to a record. Stateless: the parent (`VaList`) owns rows, page and selection.
 */
@Directive()
export abstract class VaRecordsView {
  protected readonly i18n = inject(AdminI18n);
  protected readonly actions = inject(AdminActions);
  private readonly deletion = inject(AdminDelete);
  protected readonly listActions = inject(ListActions);
  protected readonly links = inject(ListLinks);
  /** Provided by each view: the referenced records of the page, read by the cells. */
  protected readonly references = inject(ɵListReferences);

  readonly resource = input.required<Resource>();
  readonly columns = input.required<readonly VaColumn[]>();
  readonly rows = input<readonly AdminRecord[]>([]);
  readonly total = input(0);
  /** 1-based page. */
  readonly page = input(1);
  readonly perPage = input(25);
  readonly loading = input(false, { transform: booleanAttribute });
  /** Shows the selection checkboxes (only when delete is offered). */
  readonly selectable = input(true, { transform: booleanAttribute });
  /** Shows the selection even when delete is not offered (the list has bulk actions). */
  readonly bulkSelectable = input(false, { transform: booleanAttribute });
  /** Shows the row actions. */
  readonly rowActions = input(true, { transform: booleanAttribute });
  /**
   * Custom row actions (already filtered by `can()`, see `ListActions.offered`), offered on each
   * record they apply to; a click emits `action`.
   */
  readonly customActions = input<readonly ListAction[]>([]);
  /** The selected records (two-way: `[(selection)]`). */
  readonly selection = model<readonly AdminRecord[]>([]);

  readonly pageChange = output<VaPageChange>();
  /** A record deleted from its row (after confirmation and the API call). */
  readonly deleted = output<AdminRecord>();
  /** A custom row action clicked on a record. */
  readonly action = output<{ readonly action: ListAction; readonly record: AdminRecord }>();

  protected readonly pageSizes = ɵPAGE_SIZES;
  protected readonly canDelete = computed(() => this.actions.allowed(this.resource(), 'delete'));
  protected readonly withSelection = computed(
    () => this.selectable() && (this.canDelete() || this.bulkSelectable()),
  );
  // Computeds over every row read each signal once, before the loop: a signal read in the loop
  // alternating with another (the resource, the selection) adds a dependency link per row to the
  // computed, and Angular checks each read against them, so 10 000 loaded rows cost seconds.
  protected readonly selectedIds = computed(() => {
    const resource = this.resource();
    return new Set(this.selection().map((r) => keyOf(resource, r)));
  });
  protected readonly allSelected = computed(() => {
    const [rows, ids, resource] = [this.rows(), this.selectedIds(), this.resource()];
    return rows.length > 0 && rows.every((r) => ids.has(keyOf(resource, r)));
  });
  protected readonly someSelected = computed(() => {
    if (this.allSelected()) return false;
    const [ids, resource] = [this.selectedIds(), this.resource()];
    return this.rows().some((r) => ids.has(keyOf(resource, r)));
  });

  /**
   * The page's rows, each with its id and a key unique on the page (the id, or `#<index>` for a
   * record without an id or with one seen before), made into what the template shows.
   */
  protected eachRow<T>(
    make: (record: AdminRecord, id: RecordId | null, key: string, index: number) => T,
    rows: readonly AdminRecord[] = this.rows(),
  ): T[] {
    const keys = new Set<string>();
    const resource = this.resource();
    return rows.map((record, index) => {
      const id = recordId(resource, record) ?? null;
      const key = id === null || keys.has(String(id)) ? `#${index}` : String(id);
      keys.add(key);
      return make(record, id, key, index);
    });
  }

  /** The key of a row's record (the resource's `idField`), or null. */
  protected idOf(record: AdminRecord): RecordId | null {
    return recordId(this.resource(), record) ?? null;
  }

  /** The custom row actions that apply to a record, with their labels. */
  protected applicableActions(record: AdminRecord): RowAction[] {
    const resource = this.resource();
    return this.customActions().flatMap((action, index) =>
      this.listActions.applies(action, [record])
        ? [{ index, action, label: this.listActions.text(resource, action.label, [record]) }]
        : [],
    );
  }

  protected isSelected(record: AdminRecord): boolean {
    return this.selectedIds().has(String(this.idOf(record)));
  }

  protected toggle(record: AdminRecord): void {
    const id = String(this.idOf(record));
    this.selection.update((selected) =>
      this.isSelected(record)
        ? selected.filter((r) => String(this.idOf(r)) !== id)
        : [...selected, record],
    );
  }

  protected toggleAll(): void {
    const resource = this.resource();
    const page = new Set(this.rows().map((r) => keyOf(resource, r)));
    const others = this.selection().filter((r) => !page.has(keyOf(resource, r)));
    this.selection.set(this.allSelected() ? others : [...others, ...this.rows()]);
  }

  /**
   * A click on a row's controls, the same in every view of the records: a custom action's button
   * (`data-action`, `data-row`: indexes in `customActions` and `rows`) emits `action`, the delete
   * button (`data-delete`: the row's index) deletes, a link navigates through the router (a
   * modified or middle click keeps the browser's way: a new tab). Returns whether it was on one.
   */
  protected rowControlClick(
    event: MouseEvent,
    target: Element,
    rows: readonly AdminRecord[],
  ): boolean {
    const custom = target.closest('button[data-action]');
    if (custom) {
      const record = rows[Number(custom.getAttribute('data-row'))];
      const action = this.customActions()[Number(custom.getAttribute('data-action'))];
      if (record && action) this.action.emit({ action, record });
      return true;
    }
    const remove = target.closest('button[data-delete]');
    if (remove) {
      const record = rows[Number(remove.getAttribute('data-delete'))];
      if (record) void this.remove(record);
      return true;
    }
    const link = target.closest('a');
    if (link) {
      const route = link.getAttribute('data-route');
      if (route && isPlainClick(event)) {
        event.preventDefault();
        void this.links.navigate(route);
      }
      return true;
    }
    return false;
  }

  protected onPage(event: PageEvent): void {
    const perPage = event.pageSize;
    const page = perPage !== this.perPage() ? 1 : event.pageIndex + 1;
    this.pageChange.emit({ page, perPage });
  }

  protected async remove(record: AdminRecord): Promise<void> {
    if (await this.deletion.deleteRecord(this.resource(), record)) {
      const id = String(this.idOf(record));
      this.selection.update((selected) => selected.filter((r) => String(this.idOf(r)) !== id));
      this.deleted.emit(record);
    }
  }
}

/** A record's key as the selection compares it (`"null"` for a record without one). */
function keyOf(resource: Resource, record: AdminRecord): string {
  return String(recordId(resource, record) ?? null);
}
