import { Injectable, computed, inject, signal } from '@angular/core';
import { FormControl, Validators, type ValidatorFn } from '@angular/forms';
import { catchError, firstValueFrom, of, tap, throwError } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import type { ApiDialect, RecordVersion } from 'admin/config';
import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { ResourceRepositories, isVersionConflict } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { AdminMutations } from '../mutations';
import { ɵerrorMessage, ɵrecordChangedMessage } from '../notifier-internal';
import { recordKey } from '../record-key';
import { ɵreadPath } from '../record-path';
import { cellEditable } from './inline-cells-internal';

/** One column of an inline-editable grid, as `InlineEditController` sees it. */
export interface InlineEditColumn {
  /** The record property the column shows (and a save PATCHes). */
  readonly source: string;
  /** Its cells edit (Enter, F2, double click); the others are only navigated. */
  readonly editable: boolean;
  /** The column's label, for announcements ("Title saved"). */
  readonly label?: string;
  /** An empty value is refused (`Validators.required`). */
  readonly required?: boolean;
  /** More validators of the draft (as the form's inputs take them). */
  readonly validators?: readonly ValidatorFn[];
}

/** The grid an `InlineEditController` works on: set by the view whenever it changes. */
export interface InlineEditGrid {
  readonly resource: Resource;
  readonly columns: readonly InlineEditColumn[];
  readonly rows: readonly AdminRecord[];
  /**
   * Whether this user may edit `source` of `record`, beyond field permissions (which always
   * apply: a hidden or read-only field never edits). Default: every editable column of a record
   * the user may edit (the `edit` action, checked by the view).
   */
  readonly mayEdit?: (source: string, record: AdminRecord) => boolean;
}

/** A cell of the grid: row and column indexes. */
export interface InlineCell {
  readonly row: number;
  readonly col: number;
}

/**
 * How `commit()` ended: `saved` (sent, or shown and waiting for Undo in the undoable mode),
 * `unchanged` (nothing to send), `invalid` (the draft fails its validators: the cell stays in
 * edition), `conflict` (the record changed on the server since: the cell stays in edition with the
 * draft and the server's value), `failed` (another error: the cell stays in edition with the
 * draft), `idle` (no cell in edition, or a save under way).
 */
export type InlineCommit = 'saved' | 'unchanged' | 'invalid' | 'conflict' | 'failed' | 'idle';

/** What a cell in edition shows of a refused save: the message, and the server's value (conflict). */
export interface InlineCellProblem {
  readonly message: string;
  /** A version conflict: the value someone else saved, which Enter would overwrite. */
  readonly conflict: boolean;
  readonly server?: unknown;
}

const NAVIGATION: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Inline editing of a list's cells, without any UI (issue 38): the active cell of a WAI-ARIA grid
 * (arrows, Home, End, Ctrl+Home, Ctrl+End move it), the cell in edition (Enter, F2 or a double
 * click; Escape cancels; Enter saves; Tab and Shift+Tab save and go to the next or previous
 * editable cell), its draft (`control`, bound to the same input component the form uses, with its
 * validators), and the save: a PATCH of that one field with the record's version, in the
 * resource's mutation mode (`AdminMutations`: Undo in the undoable mode). A refused save keeps the
 * cell in edition with what was typed: a conflict shows the server's value, and Enter then saves
 * the draft over it (based on the server's version). `status` is the text of a polite live region.
 * One instance per grid: `providers: [InlineEditController]`.
 */
@Injectable()
export class InlineEditController {
  private readonly repositories = inject(ResourceRepositories);
  private readonly auth = inject(AdminAuth);
  private readonly mutations = inject(AdminMutations);
  private readonly i18n = inject(AdminI18n);
  private readonly grid = signal<InlineEditGrid | null>(null);
  private readonly activeCell = signal<InlineCell | null>(null);
  private readonly editingCell = signal<InlineCell | null>(null);
  private readonly busy = signal(false);
  private readonly problemState = signal<InlineCellProblem | null>(null);
  private readonly statusText = signal('');
  /** The record and version the edition started from (the server's after a conflict). */
  private base: { id: RecordId; record: AdminRecord; version: RecordVersion | undefined } | null =
    null;
  /** The whole record as the server sent it (the version look-up), for APIs that update by PUT. */
  private whole: AdminRecord | null = null;
  /** Bumped by every begin/cancel: a version look-up that comes back late is ignored. */
  private generation = 0;

  /** The draft of the cell in edition, bound to its input (validators included). */
  readonly control = new FormControl<unknown>(null);
  /** The focused cell (the grid's one tab stop); null before the grid is entered. */
  readonly active = computed(() => this.activeCell());
  /** The cell in edition, if any. */
  readonly editing = computed(() => this.editingCell());
  /** A save is under way. */
  readonly saving = computed(() => this.busy());
  /** Why the last save of the cell in edition was refused, if it was. */
  readonly problem = computed(() => this.problemState());
  /** What a screen reader is told ("Title saved", errors): a polite live region's text. */
  readonly status = computed(() => this.statusText());

  /** Sets (or updates) the grid: its resource, columns and rows. Keeps the active cell in it. */
  configure(grid: InlineEditGrid): void {
    this.grid.set(grid);
    const active = this.activeCell();
    if (active && (active.row >= grid.rows.length || active.col >= grid.columns.length)) {
      this.activeCell.set(null);
      this.editingCell.set(null);
    }
  }

  /**
   * Whether the cell may be edited: an editable column, a field the user may write (field
   * permissions), allowed for that record.
   */
  isEditable(cell: InlineCell): boolean {
    const grid = this.grid();
    if (!grid) return false;
    return cellEditable(this.auth, {
      resource: grid.resource,
      column: grid.columns[cell.col],
      record: grid.rows[cell.row],
      mayEdit: grid.mayEdit,
    });
  }

  /** Whether `cell` is the one in edition. */
  isEditing(row: number, col: number): boolean {
    const cell = this.editingCell();
    return !!cell && cell.row === row && cell.col === col;
  }

  /** Makes `cell` the active one (a click, a focus); a cell in edition elsewhere is saved first. */
  async focus(cell: InlineCell): Promise<void> {
    const current = this.editingCell();
    if (current && (current.row !== cell.row || current.col !== cell.col)) {
      const result = await this.commit();
      if (result !== 'saved' && result !== 'unchanged' && result !== 'idle') return;
    }
    if (this.inGrid(cell)) this.activeCell.set(cell);
  }

  /**
   * A key pressed in the grid: returns whether it was handled (the view then prevents its default
   * action). Outside edition: arrows, Home, End (Ctrl: first or last row), Enter or F2 edit. In
   * edition: Enter saves, Escape cancels, Tab and Shift+Tab save and move.
   */
  keydown(
    event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  ): boolean {
    const grid = this.grid();
    if (!grid || !grid.rows.length || !grid.columns.length) return false;
    if (this.editingCell()) {
      if (event.key === 'Escape') return (this.cancel(), true);
      if (event.key === 'Enter' && !event.shiftKey && !event.altKey) {
        void this.commit();
        return true;
      }
      if (event.key === 'Tab') {
        void this.commitAndMove(event.shiftKey ? -1 : 1);
        return true;
      }
      return false;
    }
    const active = this.activeCell() ?? { row: 0, col: 0 };
    const step = NAVIGATION[event.key];
    if (step) {
      this.activeCell.set(this.clamp(active.row + step[0], active.col + step[1]));
      return true;
    }
    const ctrl = event.ctrlKey || event.metaKey;
    if (event.key === 'Home') {
      this.activeCell.set({ row: ctrl ? 0 : active.row, col: 0 });
      return true;
    }
    if (event.key === 'End') {
      this.activeCell.set({
        row: ctrl ? grid.rows.length - 1 : active.row,
        col: grid.columns.length - 1,
      });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      this.activeCell.set(active);
      if (!this.isEditable(active)) return false;
      void this.begin(active);
      return true;
    }
    return false;
  }

  /**
   * Puts `cell` (default the active one) in edition: the draft starts from the record's value,
   * and the record's version is looked up when the list gave none (a `GET` of the record).
   */
  async begin(cell: InlineCell | null = this.activeCell()): Promise<boolean> {
    const grid = this.grid();
    if (!grid || !cell || !this.isEditable(cell)) return false;
    if (this.editingCell()) {
      const result = await this.commit();
      if (result !== 'saved' && result !== 'unchanged') return false;
    }
    const record = grid.rows[cell.row]!;
    const column = grid.columns[cell.col]!;
    const id = recordKey(grid.resource, record);
    if (id === null || id === undefined) return false;
    const generation = ++this.generation;
    const repository = this.repositories.for(grid.resource);
    this.base = { id, record, version: repository.versionOf(record) };
    this.whole = null;
    this.activeCell.set(cell);
    this.problemState.set(null);
    this.control.setValidators([
      ...(column.required ? [Validators.required] : []),
      ...(column.validators ?? []),
    ]);
    this.control.reset(ɵreadPath(record, column.source) ?? null);
    this.editingCell.set(cell);
    this.statusText.set(this.i18n.t('admin.inlineEdit.editing', { label: this.labelOf(column) }));
    if (this.base.version === undefined) {
      // Lists carry no ETag: the record's own read gives the version a save is checked against.
      try {
        const fresh = await firstValueFrom(repository.get(id));
        if (generation === this.generation && this.base) {
          this.base = { id, record, version: repository.versionOf(fresh) };
          this.whole = fresh;
        }
      } catch {
        // No version known: the save goes without one (as a form opened without ETag does).
      }
    }
    return true;
  }

  /** Leaves the edition without saving; the cell shows the record's value again. */
  cancel(): void {
    if (!this.editingCell()) return;
    this.generation++;
    this.editingCell.set(null);
    this.problemState.set(null);
    this.base = null;
    this.statusText.set(this.i18n.t('admin.inlineEdit.cancelled'));
  }

  /**
   * Saves the cell in edition: a PATCH of its one field, with the version it was read at, in the
   * resource's mutation mode. The cell leaves edition once the write is sent or staged; a refused
   * write brings it back with the draft (see `InlineCommit`).
   */
  async commit(): Promise<InlineCommit> {
    const grid = this.grid();
    const cell = this.editingCell();
    const base = this.base;
    if (!grid || !cell || !base || this.busy()) return 'idle';
    const column = grid.columns[cell.col]!;
    const label = this.labelOf(column);
    if (this.control.invalid) {
      this.control.markAsTouched();
      this.statusText.set(this.i18n.t('admin.inlineEdit.invalid', { label }));
      return 'invalid';
    }
    const value = this.control.value;
    const before = ɵreadPath(base.record, column.source);
    if (sameCellValue(before, value) && !this.problemState()) {
      this.finish();
      return 'unchanged';
    }
    const resource = grid.resource;
    const repository = this.repositories.pinned(resource);
    // A PATCH carries the one field; a PUT replaces the record, so it carries the whole record
    // read with its version (the version check refuses it if anything changed since).
    const field = writePath(column.source, value);
    const data: AdminRecord =
      updateMethod(resource, repository.dialect) === 'PATCH'
        ? field
        : mergeRecord(this.whole ?? base.record, field);
    const refusal: { error?: unknown } = {};
    this.busy.set(true);
    const outcome = await this.mutations.run({
      resource,
      kind: 'update',
      ids: [base.id],
      data,
      send: (keepalive) =>
        repository.update(base.id, data, { version: base.version, keepalive }).pipe(
          tap(() => (refusal.error = undefined)),
          catchError((error: unknown) => ((refusal.error = error), throwError(() => error))),
        ),
      done: ɵrecordChangedMessage(this.i18n, resource, 'updated', { ...base.record, ...data }),
      refused: (message) => this.i18n.t('admin.inlineEdit.refused', { label, message }),
    });
    this.busy.set(false);
    if (outcome.status === 'failed') return this.refused(cell, column, value, outcome.error);
    // Sent (pessimistic), or shown and sent later (optimistic, undoable): the cell shows the value.
    this.finish();
    this.statusText.set(this.i18n.t('admin.inlineEdit.saved', { label }));
    void outcome.settled.then((ok) => {
      if (!ok && refusal.error !== undefined) {
        // Refused later (optimistic, undoable): the cell comes back with what was typed.
        void this.refused(cell, column, value, refusal.error);
      }
    });
    return 'saved';
  }

  /** Saves the cell in edition, then makes the next (`1`) or previous (`-1`) editable cell active and edits it. */
  async commitAndMove(direction: 1 | -1): Promise<InlineCommit> {
    const cell = this.editingCell();
    const result = await this.commit();
    if (!cell || (result !== 'saved' && result !== 'unchanged')) return result;
    const next = this.nextEditable(cell, direction);
    if (next) await this.begin(next);
    return result;
  }

  /** The next (or previous) editable cell after `from`, row by row; null at the grid's end. */
  nextEditable(from: InlineCell, direction: 1 | -1): InlineCell | null {
    const grid = this.grid();
    if (!grid) return null;
    const width = grid.columns.length;
    const total = grid.rows.length * width;
    for (let i = from.row * width + from.col + direction; i >= 0 && i < total; i += direction) {
      const cell = { row: Math.floor(i / width), col: i % width };
      if (this.isEditable(cell)) return cell;
    }
    return null;
  }

  private async refused(
    cell: InlineCell,
    column: InlineEditColumn,
    value: unknown,
    error: unknown,
  ): Promise<InlineCommit> {
    const grid = this.grid();
    const record = grid?.rows[cell.row] ?? this.base?.record;
    const id = record && grid ? recordKey(grid.resource, record) : null;
    if (!grid || !record || id === null || id === undefined) return 'failed';
    const label = this.labelOf(column);
    const conflict = isVersionConflict(error);
    this.generation++;
    this.activeCell.set(cell);
    this.editingCell.set(cell);
    this.control.setValue(value);
    this.control.markAsTouched();
    this.base = { id, record, version: this.base?.version };
    if (!conflict) {
      const message = ɵerrorMessage(this.i18n, error);
      this.problemState.set({ message, conflict: false });
      this.statusText.set(this.i18n.t('admin.inlineEdit.refused', { label, message }));
      return 'failed';
    }
    // The server's copy: its value is shown beside the draft, its version is the next save's base.
    const repository = this.repositories.for(grid.resource);
    const server = await firstValueFrom(
      repository.get(id).pipe(catchError(() => of<AdminRecord | null>(null))),
    );
    const serverValue = server ? ɵreadPath(server, column.source) : undefined;
    if (server) {
      this.base = { id, record: server, version: repository.versionOf(server) };
      this.whole = server;
    }
    const message = this.i18n.t('admin.inlineEdit.conflict', {
      label,
      value: displayValue(serverValue),
    });
    this.problemState.set({ message, conflict: true, server: serverValue });
    this.statusText.set(message);
    return 'conflict';
  }

  private finish(): void {
    this.generation++;
    this.editingCell.set(null);
    this.problemState.set(null);
    this.base = null;
  }

  private inGrid(cell: InlineCell): boolean {
    const grid = this.grid();
    return (
      !!grid &&
      cell.row >= 0 &&
      cell.col >= 0 &&
      cell.row < grid.rows.length &&
      cell.col < grid.columns.length
    );
  }

  private clamp(row: number, col: number): InlineCell {
    const grid = this.grid()!;
    return {
      row: Math.min(Math.max(row, 0), grid.rows.length - 1),
      col: Math.min(Math.max(col, 0), grid.columns.length - 1),
    };
  }

  private labelOf(column: InlineEditColumn): string {
    return column.label ?? column.source;
  }
}

/** The HTTP method of the resource's updates: its `operations.update`, else its dialect's. */
function updateMethod(resource: Resource, dialect: ApiDialect): string {
  const configured = resource.operations?.update?.method;
  if (configured) return configured;
  try {
    return dialect.update({ resource }, 0, {}).method;
  } catch {
    return 'PUT';
  }
}

/** `record` with the (nested) values of `changes` put in. */
function mergeRecord(record: AdminRecord, changes: AdminRecord): AdminRecord {
  const result: AdminRecord = { ...record };
  for (const [key, value] of Object.entries(changes)) {
    const inner = result[key];
    result[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      inner &&
      typeof inner === 'object'
        ? mergeRecord(inner as AdminRecord, value as AdminRecord)
        : value;
  }
  return result;
}

/** `{ a: { b: value } }` for the path `a.b`. */
function writePath(path: string, value: unknown): AdminRecord {
  const parts = path.split('.');
  return parts.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as AdminRecord;
}

function sameCellValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
