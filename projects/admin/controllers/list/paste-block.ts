import { Injectable, computed, inject, signal } from '@angular/core';
import { FormControl, Validators, type ValidationErrors } from '@angular/forms';
import { catchError, firstValueFrom, forkJoin, of } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import type { AdminRecord, ImportFieldType, RecordId, Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { cellValue } from '../import/import-values';
import { ADMIN_NOTIFIER } from '../notifier';
import { ɵerrorMessage } from '../notifier-internal';
import { recordKey } from '../record-key';
import { ɵreadPath } from '../record-path';
import type { InlineCell, InlineEditColumn } from './inline-edit';
import { cellEditable } from './inline-cells-internal';

/** A column a paste may fill: an inline-edit column and how its text is read. */
export interface PasteColumn extends InlineEditColumn {
  /** How a pasted cell is read (as the CSV import reads one); default `text`. */
  readonly type?: ImportFieldType;
}

/** The grid a block is pasted on. */
export interface PasteGrid {
  readonly resource: Resource;
  readonly columns: readonly PasteColumn[];
  readonly rows: readonly AdminRecord[];
  /** Whether this user may edit `source` of `record`, beyond field permissions (always applied). */
  readonly mayEdit?: (source: string, record: AdminRecord) => boolean;
  /** The message of a validator's errors (the form's messages: `validationMessage`). */
  readonly describe: (errors: ValidationErrors) => string;
}

/** One cell a paste changes: old → new, and why it cannot be written, if it cannot. */
export interface PasteChange {
  readonly row: number;
  readonly col: number;
  readonly id: RecordId;
  /** The record's label ("Post “Hello”"). */
  readonly record: string;
  readonly source: string;
  readonly field: string;
  readonly before: unknown;
  /** The pasted text, and the value read from it (undefined when it cannot be read). */
  readonly text: string;
  readonly value: unknown;
  readonly error: string | null;
}

/** The preview of a paste: its changes, and the pasted cells it leaves out. */
export interface PastePreview {
  readonly rows: number;
  readonly columns: number;
  readonly changes: readonly PasteChange[];
  /** Pasted cells outside the grid or on columns that do not edit. */
  readonly outside: number;
}

/** How `apply()` ended. */
export type PasteApply = 'applied' | 'invalid' | 'refused' | 'idle';

/**
 * The text of a block copied from a spreadsheet (the clipboard's `text/plain`: tab-separated
 * cells, a line per row; quoted cells may hold tabs and line breaks), as rows of cells, with Papa
 * Parse (loaded on first use). A last empty line is dropped.
 */
export async function parsePastedBlock(text: string): Promise<string[][]> {
  const papa = await import('papaparse');
  const parse = papa.parse ?? (papa as unknown as { default: typeof papa }).default.parse;
  const body = text.replace(/^\uFEFF/, '').replace(/\r?\n$/, '');
  if (!body) return [];
  const result = parse<string[]>(body, {
    delimiter: '\t',
    newline: body.includes('\r\n') ? '\r\n' : '\n',
  });
  return result.data.map((row) => row.map((cell) => cell.trim()));
}

/**
 * Pasting a block copied from a spreadsheet onto a list's grid, without any UI (issue 38): the
 * block lands at the active cell; `paste()` reads it into a preview of the changes (each
 * record's current value read with its version, old → new, each cell read as its column's type
 * and checked with its validators); `edit()` fixes a cell of the preview; `apply()` writes every
 * change in one all-or-nothing request (the repository's `import` keyed by `idField`, with the
 * versions: a record saved since refuses the whole paste, naming its row and field), and the
 * notification offers Undo, which writes the old values back the same way, as one step.
 * One instance per grid: `providers: [PasteController]`.
 */
@Injectable()
export class PasteController {
  private readonly repositories = inject(ResourceRepositories);
  private readonly auth = inject(AdminAuth);
  private readonly i18n = inject(AdminI18n);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly state = signal<PastePreview | null>(null);
  private readonly busy = signal(false);
  private readonly failure = signal<string | null>(null);
  private grid: PasteGrid | null = null;
  private versions = new Map<RecordId, string | number | null>();

  /** The preview shown, or null. */
  readonly preview = computed(() => this.state());
  /** How many cells of the preview cannot be written. */
  readonly invalid = computed(
    () => this.state()?.changes.filter((change) => change.error !== null).length ?? 0,
  );
  /** The preview may be applied: changes, none invalid, nothing under way. */
  readonly canApply = computed(
    () => !!this.state()?.changes.length && this.invalid() === 0 && !this.busy(),
  );
  readonly applying = computed(() => this.busy());
  /** Why the last apply was refused (the API's row and field), if it was. */
  readonly error = computed(() => this.failure());

  /** Reads `text` pasted at `at` into a preview (the records' current values and versions). */
  async paste(grid: PasteGrid, at: InlineCell, text: string): Promise<PastePreview> {
    this.grid = grid;
    this.failure.set(null);
    const block = await parsePastedBlock(text);
    const repository = this.repositories.for(grid.resource);
    const targets: { row: number; col: number; text: string }[] = [];
    let outside = 0;
    block.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        const row = at.row + r;
        const col = at.col + c;
        const column = grid.columns[col];
        const record = grid.rows[row];
        const editable = cellEditable(this.auth, {
          resource: grid.resource,
          column,
          record,
          mayEdit: grid.mayEdit,
        });
        if (editable) targets.push({ row, col, text: cell });
        else outside++;
      }),
    );
    // Each record's current copy: its value now (old) and the version the write is based on.
    const ids = [...new Set(targets.map((t) => recordKey(grid.resource, grid.rows[t.row]!)))];
    const fresh = await firstValueFrom(
      ids.length
        ? forkJoin(
            ids.map((id) =>
              repository.get(id as RecordId).pipe(catchError(() => of<AdminRecord | null>(null))),
            ),
          )
        : of([] as (AdminRecord | null)[]),
    );
    const current = new Map<RecordId, AdminRecord>();
    this.versions = new Map();
    ids.forEach((id, i) => {
      const record = fresh[i];
      if (id === null || id === undefined || !record) return;
      current.set(id, record);
      this.versions.set(id, repository.versionOf(record) ?? null);
    });
    const changes: PasteChange[] = [];
    for (const target of targets) {
      const row = grid.rows[target.row]!;
      const id = recordKey(grid.resource, row) as RecordId;
      const record = current.get(id) ?? row;
      const change = this.read(grid, target.row, target.col, id, record, target.text);
      if (!sameValue(change.before, change.value) || change.error) changes.push(change);
    }
    const preview: PastePreview = {
      rows: block.length,
      columns: Math.max(0, ...block.map((cells) => cells.length)),
      changes,
      outside,
    };
    this.state.set(preview);
    return preview;
  }

  /** Changes the pasted text of the preview's change `index` (fixing it), checked again. */
  edit(index: number, text: string): void {
    const preview = this.state();
    const grid = this.grid;
    const change = preview?.changes[index];
    if (!preview || !grid || !change) return;
    const record = { [change.source]: change.before } as AdminRecord;
    const next = this.read(grid, change.row, change.col, change.id, record, text, change.before);
    const changes = preview.changes.map((c, i) => (i === index ? next : c));
    this.state.set({ ...preview, changes });
    this.failure.set(null);
  }

  /** Drops the preview; nothing was written. */
  cancel(): void {
    this.state.set(null);
    this.failure.set(null);
  }

  /**
   * Writes the preview's changes in one all-or-nothing request, with the records' versions;
   * refused, nothing was written and `error` names the row and field. Applied, the notification
   * offers Undo (the old values written back in one request).
   */
  async apply(): Promise<PasteApply> {
    const preview = this.state();
    const grid = this.grid;
    if (!preview || !grid || this.busy()) return 'idle';
    if (this.invalid() > 0 || !preview.changes.length) return 'invalid';
    const forward = this.records(grid.resource, preview.changes, (change) => change.value);
    this.busy.set(true);
    const outcome = await this.write(grid.resource, forward.records, forward.versions, preview);
    this.busy.set(false);
    if (outcome !== null) {
      this.failure.set(outcome);
      return 'refused';
    }
    this.state.set(null);
    const count = preview.changes.length;
    const records = forward.records.length;
    const backward = this.records(grid.resource, preview.changes, (change) => change.before);
    this.notifier.notify(this.i18n.t('admin.paste.applied', { count, records }), 'success', {
      undo: () => void this.undo(grid.resource, backward.records, preview),
    });
    return 'applied';
  }

  /** Undo: the old values back, in one request, based on the versions the paste left. */
  private async undo(
    resource: Resource,
    records: readonly AdminRecord[],
    preview: PastePreview,
  ): Promise<void> {
    const repository = this.repositories.for(resource);
    const ids = records.map((record) => record[resource.idField] as RecordId);
    const fresh = await firstValueFrom(forkJoin(ids.map((id) => repository.get(id))));
    const versions = fresh.map((record) => repository.versionOf(record) ?? null);
    const refused = await this.write(resource, records, versions, preview);
    if (refused) this.notifier.notify(refused, 'error');
  }

  /** One import keyed by `idField`; null when written, else the message naming row and field. */
  private async write(
    resource: Resource,
    records: readonly AdminRecord[],
    versions: readonly (string | number | null)[],
    preview: PastePreview,
  ): Promise<string | null> {
    const repository = this.repositories.for(resource);
    try {
      const outcome = await firstValueFrom(
        repository.import(records, { key: resource.idField, versions }),
      );
      if (!outcome.failed.length) return null;
      const first = outcome.failed[0]!;
      const record = records[first.row - 1];
      const id = record?.[resource.idField];
      const change = preview.changes.find((c) => c.id === id);
      const field = Object.keys(first.errors ?? {})[0] ?? change?.field ?? '';
      return this.i18n.t('admin.paste.refused', {
        message: this.i18n.t('admin.paste.rowFailed', {
          row: String((change?.row ?? first.row - 1) + 1),
          label: change?.record ?? String(id ?? first.row),
          field,
          message: first.message,
        }),
      });
    } catch (error) {
      return this.i18n.t('admin.paste.refused', { message: ɵerrorMessage(this.i18n, error) });
    }
  }

  /** The records of the changes (id and the changed fields), with their versions, by record. */
  private records(
    resource: Resource,
    changes: readonly PasteChange[],
    valueOf: (change: PasteChange) => unknown,
  ): { records: AdminRecord[]; versions: (string | number | null)[] } {
    const byId = new Map<RecordId, AdminRecord>();
    for (const change of changes) {
      const record = byId.get(change.id) ?? { [resource.idField]: change.id };
      record[change.source] = valueOf(change);
      byId.set(change.id, record);
    }
    const ids = [...byId.keys()];
    return {
      records: ids.map((id) => byId.get(id)!),
      versions: ids.map((id) => this.versions.get(id) ?? null),
    };
  }

  private read(
    grid: PasteGrid,
    row: number,
    col: number,
    id: RecordId,
    record: AdminRecord,
    text: string,
    before: unknown = ɵreadPath(record, grid.columns[col]!.source),
  ): PasteChange {
    const column = grid.columns[col]!;
    const base = {
      row,
      col,
      id,
      record: this.i18n.recordLabel(grid.resource, grid.rows[row] ?? record),
      source: column.source,
      field: column.label ?? column.source,
      before,
      text,
    };
    const read =
      text === '' ? { value: null } : cellValue({ source: column.source, type: column.type }, text);
    if ('error' in read) {
      return {
        ...base,
        value: undefined,
        error: this.i18n.t(`admin.import.${read.error}`, { value: text }),
      };
    }
    const validators = [
      ...(column.required ? [Validators.required] : []),
      ...(column.validators ?? []),
    ];
    const errors = new FormControl(read.value, validators).errors;
    return { ...base, value: read.value, error: errors ? grid.describe(errors) : null };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
