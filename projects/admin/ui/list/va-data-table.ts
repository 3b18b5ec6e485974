import { NgTemplateOutlet } from '@angular/common';
import {
  afterRenderEffect,
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
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

import type { ValidationErrors } from '@angular/forms';
import type { AdminRecord, ImportFieldType } from 'admin/core';
import { ɵAdminPagePrefetch } from 'admin/routing';
import { fieldLabel, type ListColumns, type ListDensity } from 'admin/controllers';
import { LIST_ICONS } from './list-icons';
import {
  AdminTrash,
  InlineEditController,
  PasteController,
  ɵListReferences,
  ɵwantedReferences,
  type CellLink,
} from 'admin/controllers';
import type { VaColumnType, VaSort } from './list-types';
import { validationMessage } from '../inputs/validation-messages';
import { VaRecordsView, type RowAction } from './records-view';
import { cellView, isInlineColumn, type CellView } from './cell-view';
import { referenceCellView, type ReferenceCellView } from './reference-cell';
import { VaCell } from './va-cell';
import { VaPaginator } from './va-paginator';
import { VaInlineEditor } from './va-inline-editor';
import { inlineEditColumn } from './inline-columns';
import { VaIcon } from 'admin/shell';

export type { VaPageChange } from './records-view';

const REFERENCE_TYPES: ReadonlySet<string> = new Set(['reference', 'reference-array']);

let gridIds = 0;

/** How a pasted cell of a column type is read (as the CSV import reads one). */
function pasteType(type: VaColumnType | undefined): ImportFieldType {
  return type === 'number' || type === 'boolean' || type === 'date' || type === 'datetime'
    ? type
    : 'text';
}

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
  imports: [
    MatSort,
    MatSortHeader,
    MatProgressBar,
    NgTemplateOutlet,
    VaCell,
    VaIcon,
    VaInlineEditor,
    VaPaginator,
  ],
  providers: [ɵListReferences, InlineEditController, PasteController],
  // One listener for every row, link and button of the table (the rows are focusable).
  host: {
    // Scopes row-controls.css (shared with VaVirtualTable).
    class: 'va-rows',
    '(click)': 'onClick($event)',
    '(keydown.enter)': 'onEnter($event)',
    '(pointerover)': 'onPointerOver($event)',
    '(keydown)': 'onGridKey($event)',
    '(focusin)': 'onCellFocus($event)',
    '(dblclick)': 'onDoubleClick($event)',
    '(paste)': 'onPaste($event)',
    '[class.va-density-compact]': "density() === 'compact'",
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
  private readonly trash = inject(AdminTrash);
  private readonly pagePrefetch = inject(ɵAdminPagePrefetch);

  readonly sort = input<readonly VaSort[]>([]);

  readonly sortChange = output<VaSort[]>();
  /** Column widths the user set (CSS pixels, by source): from `ListColumns`. */
  readonly widths = input<Readonly<Record<string, number>>>({});
  /** Row height: `compact` draws tighter rows. */
  readonly density = input<ListDensity>('comfortable');
  /** The column layout the header's resize handles change; none, no handles. */
  readonly layout = input<ListColumns | null>(null);
  /**
   * Inline editing of every column of an editable type (issue 38); a column's own `editable`
   * wins. Only for users who may edit the resource.
   */
  readonly editable = input(false, { transform: booleanAttribute });

  /** The grid's inline editing: active cell, cell in edition, draft, save. */
  protected readonly grid = inject(InlineEditController);
  protected readonly hintId = `va-grid-hint-${++gridIds}`;
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private readonly pasteBlock = inject(PasteController);
  private readonly injector = inject(Injector);

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
    this.columns()
      .map((column) => ({
        column,
        id: `col-${column.source}`,
        /** The column's class, as Material's table names it (styles and tests may use it). */
        cls: `mat-column-col-${column.source}`,
        label: fieldLabel(this.i18n, this.resource(), column.source, column.label),
        /** Its cells are rendered by the row itself (simple types), not by `va-cell`. */
        inline: isInlineColumn(column),
        width: this.widths()[column.source] ?? null,
      }))
      .map((header) => ({
        ...header,
        edit: inlineEditColumn(header.column, header.label, this.editable()),
      })),
  );
  /** The table is an editable grid: some column edits and the user may edit the resource. */
  protected readonly inlineEditing = computed(
    () => this.canEdit() && this.headers().some((header) => header.edit.editable),
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
    const context = {
      actions: this.actions,
      i18n: this.i18n,
      links: this.links,
      trash: this.trash,
    };
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
    // The grid the inline editing works on (field permissions apply in its controller: a hidden
    // or read-only field never edits).
    effect(() => {
      if (!this.inlineEditing()) return;
      const columns = this.headers().map((header) => header.edit);
      const rows = this.shownRows();
      untracked(() => this.grid.configure({ resource: this.resource(), columns, rows }));
    });
    // The grid's one tab stop is its active cell (else its first one); it follows the focus.
    afterRenderEffect(() => {
      if (!this.inlineEditing()) return;
      const active = this.grid.active() ?? { row: 0, col: 0 };
      const editing = this.grid.editing();
      this.lines();
      const cell = this.cellElement(active.row, active.col);
      this.host.querySelectorAll('tbody td[tabindex]').forEach((other) => {
        if (other !== cell) other.removeAttribute('tabindex');
      });
      if (!cell) return;
      cell.tabIndex = editing ? -1 : 0;
      const focused = typeof document === 'undefined' ? null : document.activeElement;
      const inGrid =
        focused === document.body ||
        (!!focused &&
          focused !== cell &&
          focused.matches('tbody td') &&
          this.host.contains(focused));
      if (!editing && this.grid.active() && inGrid) cell.focus();
    });
  }

  /** A key in the grid (inline editing): handed to the controller when on a cell or its input. */
  protected onGridKey(event: KeyboardEvent): void {
    if (!this.inlineEditing() || event.defaultPrevented) return;
    const target = event.target as Element | null;
    const inEditor = !!target?.closest?.('va-inline-editor');
    const cell = target?.closest?.('tbody td');
    if (!inEditor && target !== cell) return;
    // The controller's active cell, not the event's target: the focus follows the active cell
    // after the next render, so a key pressed before it (ArrowLeft then ArrowUp) still lands on
    // the cell it left.
    if (this.grid.keydown(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  /**
   * A cell got the focus (Tab into the grid, a script): it becomes the active cell. Not in
   * edition, where a click elsewhere saves first (onClick).
   */
  protected onCellFocus(event: FocusEvent): void {
    if (!this.inlineEditing() || this.grid.editing()) return;
    const target = event.target as Element | null;
    const cell = target?.closest?.('tbody td');
    if (!cell || target !== cell) return;
    const at = this.cellOf(cell);
    if (at) void this.grid.focus(at);
  }

  /**
   * A block pasted on a cell of the grid (not in edition): the clipboard's text, tab-separated as
   * a spreadsheet copies it, previewed in a dialog (old → new, errors per cell) from the active
   * cell, then written in one request.
   */
  protected async onPaste(event: ClipboardEvent): Promise<void> {
    if (!this.inlineEditing() || this.grid.editing()) return;
    const cell = (event.target as Element | null)?.closest?.('tbody td');
    const at = cell ? this.cellOf(cell) : this.grid.active();
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!at || !text) return;
    event.preventDefault();
    const columns = this.headers().map((header) => ({
      ...header.edit,
      type: pasteType(header.column.type),
    }));
    const rows = this.shownRows();
    const describe = (errors: ValidationErrors) => validationMessage(this.i18n, errors);
    await this.pasteBlock.paste({ resource: this.resource(), columns, rows, describe }, at, text);
    const { openPasteDialog } = await import('./va-paste-dialog');
    await openPasteDialog(this.injector, this.pasteBlock);
  }

  /** A double click on an editable cell edits it. */
  protected onDoubleClick(event: MouseEvent): void {
    if (!this.inlineEditing()) return;
    const cell = (event.target as Element | null)?.closest?.('tbody td');
    const at = cell && this.cellOf(cell);
    if (at && !(event.target as Element).closest('va-inline-editor')) void this.grid.begin(at);
  }

  /** The row and column (header index) of a body cell. */
  private cellOf(cell: Element): { row: number; col: number } | null {
    const index = cell.closest('tr.va-row')?.getAttribute('data-index');
    const col = this.headers().findIndex((header) => cell.classList.contains(header.cls));
    return index === null || index === undefined || col < 0 ? null : { row: Number(index), col };
  }

  /** The body cell at a row and column (header index). */
  private cellElement(row: number, col: number): HTMLElement | null {
    const header = this.headers()[col];
    if (!header) return null;
    return this.host.querySelector<HTMLElement>(
      `tbody tr[data-index="${row}"] > td.${CSS.escape(header.cls)}`,
    );
  }

  /**
   * A drag on a header's resize handle: the column follows the pointer, its width is stored on
   * release (one write, not one per move).
   */
  protected startResize(event: PointerEvent, source: string): void {
    const layout = this.layout();
    const th = (event.target as Element).closest('th');
    if (!layout || !th || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.target as HTMLElement;
    const startX = event.clientX;
    const startWidth = th.getBoundingClientRect().width;
    const rtl = getComputedStyle(th).direction === 'rtl';
    const widthAt = (x: number) => startWidth + (rtl ? startX - x : x - startX);
    handle.setPointerCapture?.(event.pointerId);
    const move = (e: PointerEvent) => (th.style.width = `${Math.max(48, widthAt(e.clientX))}px`);
    const end = (e: PointerEvent) => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      layout.resize(source, widthAt(e.clientX));
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }

  /** Arrow keys on a focused resize handle: 16 px narrower or wider (the keyboard way). */
  protected keyResize(event: KeyboardEvent, source: string, current: number | null): void {
    const layout = this.layout();
    const th = (event.target as Element).closest('th');
    if (!layout || !th) return;
    const step = event.key === 'ArrowLeft' ? -16 : event.key === 'ArrowRight' ? 16 : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    layout.resize(source, (current ?? th.getBoundingClientRect().width) + step);
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
    if (this.rowControlClick(event, target, this.shownRows())) return;
    if (target.closest('button, input, label, select, textarea')) return;
    if (this.inlineEditing()) {
      // An editable grid: a click makes the cell active (a double click edits it); the row's
      // show and edit links open the record.
      const cell = target.closest('tbody td');
      const at = cell && !target.closest('va-inline-editor') ? this.cellOf(cell) : null;
      if (at) void this.grid.focus(at);
      return;
    }
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
