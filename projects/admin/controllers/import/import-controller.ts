import { computed, inject, signal, type Signal } from '@angular/core';
import { firstValueFrom } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ResourceRegistry, type ImportOutcome } from 'admin/config';
import type { AdminRecord, ImportField, ParentParams, RecordId, Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel, humanizeSource } from '../field-label';
import { ɵerrorMessage } from '../notifier-internal';
import { asSignal } from '../signal-option';
import { AdminImports } from './admin-imports';
import { parseCsv, type ParsedCsv } from './csv-parse';
import { guessMapping } from './import-mapping';
import { cellValue, idOf } from './import-values';

/** The steps of an import, in order. */
export type ImportStep = 'file' | 'mapping' | 'preview' | 'report';

/** Where a step's work stands. */
export type ImportStatus = 'idle' | 'busy' | 'ready' | 'error';

/** One data row of the file in the preview. */
export interface ImportPreviewRow {
  /** Its line in the file (the header is line 1), as a spreadsheet numbers it. */
  readonly line: number;
  /** The record it sends: its mapped cells, read as their fields' types. */
  readonly record: AdminRecord;
  /** Its errors by field (`''`: the row as a whole), in the current locale; empty when none. */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  /** What importing it does, when the check tells. */
  readonly action?: 'created' | 'updated';
}

/** What an import wrote, by file line. */
export interface ImportReport {
  readonly created: number;
  readonly updated: number;
  /** The lines that failed, with their messages. */
  readonly failed: readonly { readonly line: number; readonly message: string }[];
  /** The lines written (on an all-or-nothing import that failed: none). */
  readonly written: readonly number[];
  /** The lines not written after a failure of a row-by-row import. */
  readonly skipped: readonly number[];
  /** Whether the import was one all-or-nothing request. */
  readonly atomic: boolean;
}

/** What an import controller is built from: plain values or signals (component inputs fit). */
export interface ImportControllerOptions {
  /** The resource (a name or the descriptor); it must offer an import (`import`). */
  readonly resource: Signal<string | Resource> | string | Resource;
  /** A nested resource's parent ids (`{ postId: 12 }`). */
  readonly parents?: Signal<ParentParams | null> | ParentParams | null;
}

/**
 * The headless CSV import page of a resource (`import` in its descriptor): read a file
 * (`parseCsv`), map its columns to fields (guessed from the headers), check every row (the
 * fields' types and `required`, references that must exist, duplicate keys, then the API's own
 * checks by a dry run when it has a bulk import), then import the rows as creates, or updates of
 * the records whose key (`idField` or a chosen field) they hold, and report what was written.
 * Signals throughout; no UI: `VaImportPage` is a Material view over it. Create it in an
 * injection context (a component's field).
 */
export class ImportController {
  private readonly registry = inject(ResourceRegistry);
  private readonly auth = inject(AdminAuth);
  private readonly repositories = inject(ResourceRepositories);
  private readonly imports = inject(AdminImports);
  private readonly i18n = inject(AdminI18n);
  private readonly resourceInput: Signal<string | Resource>;
  private readonly parentsInput: Signal<ParentParams | null>;
  private readonly previewState = signal<{
    status: ImportStatus;
    rows: readonly ImportPreviewRow[];
    error?: unknown;
  }>({ status: 'idle', rows: [] });
  private readonly runState = signal<{
    status: ImportStatus;
    report?: ImportReport;
    error?: unknown;
  }>({ status: 'idle' });
  private readonly fileState = signal<{
    status: ImportStatus;
    name: string;
    csv?: ParsedCsv;
    error?: unknown;
  }>({ status: 'idle', name: '' });
  private lastFile: Blob | string | null = null;

  /** The resource, normalised; throws naming the problem when it offers no import. */
  readonly resource = computed(() => {
    const resource = this.registry.get(this.resourceInput());
    if (!resource.import) {
      throw new Error(
        `ImportController: resource "${resource.name}" offers no import (its descriptor does not set import)`,
      );
    }
    return resource;
  });
  /** The current step. */
  readonly step = signal<ImportStep>('file');
  /** Whether the user may import (and see the page). */
  readonly canImport = computed(() => this.imports.canImport(this.resource()));
  /** Whether rows may update records (else every row creates). */
  readonly canUpdate = computed(() => this.imports.canUpdate(this.resource()));
  /** The router commands of the resource's list page, or null. */
  readonly listLink = computed(() =>
    this.registry.link(this.resource(), 'list', { parents: this.parentsInput() }),
  );

  /** Reading the file: idle, busy, ready or error. */
  readonly fileStatus = computed(() => this.fileState().status);
  readonly fileName = computed(() => this.fileState().name);
  /** Why the file could not be read, in the current locale; ''. */
  readonly fileError = computed(() => {
    const { error } = this.fileState();
    return error === undefined ? '' : ɵerrorMessage(this.i18n, error);
  });
  /** The file's header row. */
  readonly headers = computed(() => this.fileState().csv?.headers ?? []);
  /** The file's data rows. */
  readonly rows = computed(() => this.fileState().csv?.rows ?? []);

  /**
   * The fields a column may fill: the descriptor's, else one text field per header; never one
   * the user may not write (field permissions, `AdminAuth.fieldAccess()`: a hidden or read-only
   * field is no target, in creates as in updates). The `idField` finds the records to update.
   */
  readonly fields = computed<readonly ImportField[]>(() => {
    const resource = this.resource();
    const access = this.auth.fieldAccess(resource);
    const declared = (
      resource.import?.fields ?? this.headers().map((source) => ({ source }))
    ).filter((f) => f.source === resource.idField || access.canWrite(f.source));
    return declared.some((f) => f.source === resource.idField)
      ? declared
      : [{ source: resource.idField }, ...declared];
  });
  /** The field each column fills (by column index), null: not imported. */
  readonly mapping = signal<readonly (string | null)[]>([]);
  /**
   * The field whose value finds the record a row updates (`idField` or another mapped field);
   * null: every row creates a record.
   */
  readonly key = signal<string | null>(null);
  /** The fields the key may be: the mapped ones. */
  readonly keyChoices = computed(() =>
    this.canUpdate() ? this.mapping().filter((source): source is string => !!source) : [],
  );

  /** Checking the rows: idle, busy, ready or error. */
  readonly previewStatus = computed(() => this.previewState().status);
  readonly preview = computed(() => this.previewState().rows);
  readonly previewError = computed(() => {
    const { error } = this.previewState();
    return error === undefined ? '' : ɵerrorMessage(this.i18n, error);
  });
  /** The rows with errors. */
  readonly invalidRows = computed(() =>
    this.preview().filter((row) => Object.keys(row.errors).length > 0),
  );
  /** Whether the checked rows may be imported: some, none with errors. */
  readonly canRun = computed(
    () =>
      this.previewStatus() === 'ready' && this.preview().length > 0 && !this.invalidRows().length,
  );

  /** Importing: idle, busy, ready (see `report`) or error. */
  readonly runStatus = computed(() => this.runState().status);
  readonly report = computed(() => this.runState().report);
  readonly runError = computed(() => {
    const { error } = this.runState();
    return error === undefined ? '' : ɵerrorMessage(this.i18n, error);
  });

  constructor(options: ImportControllerOptions) {
    this.resourceInput = asSignal(options.resource);
    this.parentsInput = asSignal(options.parents ?? null);
  }

  /** A field's label, as forms and lists show it. */
  label(source: string): string {
    const field = this.fields().find((f) => f.source === source);
    return fieldLabel(this.i18n, this.resource(), source, field?.label);
  }

  /**
   * Reads a file (or CSV text): parses it, guesses the mapping and the key, and goes to the
   * mapping step; on failure stays on the file step with `fileError`.
   */
  async load(file: Blob | string, name = file instanceof File ? file.name : ''): Promise<boolean> {
    this.lastFile = file;
    this.fileState.set({ status: 'busy', name });
    this.previewState.set({ status: 'idle', rows: [] });
    this.runState.set({ status: 'idle' });
    try {
      const text = typeof file === 'string' ? file : await readText(file);
      const csv = await parseCsv(text);
      if (!csv.rows.length) throw new Error(this.i18n.t('admin.import.emptyFile'));
      this.fileState.set({ status: 'ready', name, csv });
    } catch (error) {
      this.fileState.set({ status: 'error', name, error });
      this.step.set('file');
      return false;
    }
    const mapping = guessMapping(this.headers(), this.fields(), (field) => [
      field.label ?? '',
      fieldLabel(this.i18n, this.resource(), field.source, field.label),
      humanizeSource(field.source),
    ]);
    this.mapping.set(mapping);
    const idField = this.resource().idField;
    this.key.set(this.canUpdate() && mapping.includes(idField) ? idField : null);
    this.step.set('mapping');
    return true;
  }

  /** Reads the last file again (after a read error). */
  retryFile(): Promise<boolean> {
    return this.lastFile === null
      ? Promise.resolve(false)
      : this.load(this.lastFile, this.fileName());
  }

  /** Maps a column to a field (null: not imported); a field is filled by one column at most. */
  setMapping(column: number, source: string | null): void {
    if (source !== null && !this.fields().some((f) => f.source === source)) {
      throw new Error(
        `ImportController.setMapping(): "${source}" is not a field a column may fill here`,
      );
    }
    this.mapping.update((mapping) =>
      mapping.map((current, i) =>
        i === column ? source : source !== null && current === source ? null : current,
      ),
    );
    const key = this.key();
    if (key !== null && !this.mapping().includes(key)) this.key.set(null);
  }

  /** Chooses the key field (null: every row creates). */
  setKey(source: string | null): void {
    if (source !== null && !this.keyChoices().includes(source)) {
      throw new Error(
        `the key must be a mapped field (${this.keyChoices().join(', ') || 'none'}), got "${source}"`,
      );
    }
    this.key.set(source);
  }

  /** Goes back to a step before the current one. */
  back(step: ImportStep): void {
    this.step.set(step);
  }

  /**
   * Checks every row and goes to the preview: each row's record and errors (types, required,
   * duplicate keys, references that do not exist, then the API's own checks by a dry run) and,
   * when the check tells, whether it creates or updates. Resolves `true` when no row has errors.
   */
  async check(): Promise<boolean> {
    if (!this.mapping().some(Boolean)) {
      this.previewState.set({
        status: 'error',
        rows: [],
        error: new Error(this.i18n.t('admin.import.noMapping')),
      });
      return false;
    }
    this.step.set('preview');
    this.previewState.set({ status: 'busy', rows: [] });
    try {
      const rows = this.readRows();
      await this.checkReferences(rows);
      const checked = await this.dryRun(rows);
      this.previewState.set({ status: 'ready', rows: checked });
      return !this.invalidRows().length;
    } catch (error) {
      this.previewState.set({ status: 'error', rows: [], error });
      return false;
    }
  }

  /**
   * Imports the checked rows (only when none has errors) and goes to the report; the open lists
   * of the resource load again. Resolves `true` when every row was written.
   */
  async run(): Promise<boolean> {
    if (!this.canRun()) return false;
    const rows = this.preview();
    this.runState.set({ status: 'busy' });
    let outcome: ImportOutcome;
    try {
      outcome = await firstValueFrom(
        this.repository().import(
          rows.map((row) => row.record),
          { key: this.key() ?? this.resource().idField, ...this.localeOption() },
        ),
      );
    } catch (error) {
      this.runState.set({ status: 'error', error });
      return false;
    }
    const lineOf = (row: number) => rows[row - 1]?.line ?? row + 1;
    const written = outcome.failed.length && outcome.mode === 'bulk' ? [] : outcome.rows;
    const report: ImportReport = {
      created: written.filter((r) => r.action === 'created').length,
      updated: written.filter((r) => r.action === 'updated').length,
      failed: outcome.failed.map((f) => ({ line: lineOf(f.row), message: f.message })),
      written: written.map((r) => lineOf(r.row)),
      skipped: outcome.skipped.map(lineOf),
      atomic: outcome.mode === 'bulk',
    };
    const ids = written.map((r) => r.id).filter((id): id is RecordId => id !== undefined);
    if (written.length) this.announce(ids);
    this.runState.set({ status: 'ready', report });
    this.step.set('report');
    return !report.failed.length;
  }

  /** Tries the import again after it failed (a lost connection). */
  retryRun(): Promise<boolean> {
    return this.run();
  }

  /** Back to the first step, for another file. */
  restart(): void {
    this.lastFile = null;
    this.fileState.set({ status: 'idle', name: '' });
    this.previewState.set({ status: 'idle', rows: [] });
    this.runState.set({ status: 'idle' });
    this.mapping.set([]);
    this.key.set(null);
    this.step.set('file');
  }

  /** Each data row's record and its own errors (types, required, duplicate keys). */
  private readRows(): ImportPreviewRow[] {
    const fields = new Map(this.fields().map((f) => [f.source, f]));
    const mapping = this.mapping();
    const key = this.key();
    const idField = this.resource().idField;
    const seen = new Map<string, number>();
    return this.rows().map((cells, index) => {
      const line = index + 2;
      const record: AdminRecord = {};
      const errors: Record<string, string[]> = {};
      const fail = (source: string, message: string) => (errors[source] ??= []).push(message);
      mapping.forEach((source, column) => {
        const text = cells[column] ?? '';
        if (!source || text === '') return;
        const field = fields.get(source) ?? { source };
        if (source === idField && !field.type) {
          record[source] = idOf(text);
          return;
        }
        const read = cellValue(field, text);
        if ('error' in read)
          fail(source, this.i18n.t(`admin.import.${read.error}`, { value: text }));
        else record[source] = read.value;
      });
      const keyValue = key === null ? undefined : record[key];
      if (key !== null && keyValue !== undefined) {
        const previous = seen.get(String(keyValue));
        if (previous !== undefined)
          fail(key, this.i18n.t('admin.import.duplicateKey', { line: previous }));
        else seen.set(String(keyValue), line);
      }
      // A row without a key value creates a record: its required fields must be there.
      if (keyValue === undefined) {
        for (const field of fields.values()) {
          if (field.required && record[field.source] === undefined && !errors[field.source]) {
            fail(field.source, this.i18n.t('admin.import.required'));
          }
        }
      }
      return { line, record, errors };
    });
  }

  /** Adds the errors of reference ids that no record of the referenced resource has. */
  private async checkReferences(rows: ImportPreviewRow[]): Promise<void> {
    const references = this.fields().filter(
      (f) => f.reference && this.mapping().includes(f.source),
    );
    for (const field of references) {
      const target = this.registry.get(field.reference as string);
      const ids = new Map<string, RecordId>();
      for (const row of rows) {
        for (const id of toIds(row.record[field.source])) ids.set(String(id), id);
      }
      if (!ids.size) continue;
      const found = await firstValueFrom(this.repositories.for(target).getMany([...ids.values()]));
      const known = new Set(found.map((record) => String(record[target.idField])));
      for (const row of rows) {
        const missing = toIds(row.record[field.source]).filter((id) => !known.has(String(id)));
        if (!missing.length) continue;
        const message = this.i18n.t('admin.import.unknownReference', {
          resource: this.i18n.resourceName(target, 'singular').toLowerCase(),
          ids: missing.join(', '),
        });
        (row.errors as Record<string, string[]>)[field.source] = [message];
      }
    }
  }

  /**
   * The API's own checks of the rows without errors, by a dry run (what each row does; with a
   * bulk import, its field errors too); rows with errors are not sent.
   */
  private async dryRun(rows: ImportPreviewRow[]): Promise<ImportPreviewRow[]> {
    const clean = rows.filter((row) => !Object.keys(row.errors).length);
    if (!clean.length) return rows;
    const outcome = await firstValueFrom(
      this.repository().import(
        clean.map((row) => row.record),
        { key: this.key() ?? this.resource().idField, dryRun: true, ...this.localeOption() },
      ),
    );
    const byLine = new Map<number, ImportPreviewRow>();
    for (const done of outcome.rows) {
      const row = clean[done.row - 1];
      if (row) byLine.set(row.line, { ...row, action: done.action });
    }
    for (const failed of outcome.failed) {
      const row = clean[failed.row - 1];
      if (!row) continue;
      const errors: Record<string, readonly string[]> = failed.errors
        ? { ...failed.errors }
        : { '': [failed.message] };
      byLine.set(row.line, { ...row, errors });
    }
    return rows.map((row) => byLine.get(row.line) ?? row);
  }

  private repository() {
    return this.repositories.for(this.resource(), this.parentsInput());
  }

  private localeOption(): { locale?: string } {
    return this.resource().translatable ? { locale: this.i18n.locale() } : {};
  }

  /** Tells the open lists and references of the resource that these records changed. */
  private announce(ids: readonly RecordId[]): void {
    const repository = this.repository();
    repository.invalidate();
    repository.stage('update', ids, {})('committed');
  }
}

/** A file's text (UTF-8), by `Blob.text()` or, where a DOM lacks it, a `FileReader`. */
function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

function toIds(value: unknown): RecordId[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((id): id is RecordId => typeof id === 'string' || typeof id === 'number');
}
