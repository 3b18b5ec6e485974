import { Injectable, inject } from '@angular/core';
import { Observable, firstValueFrom } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import type { AdminRecord, Resource } from 'admin/core';
import { type ListParams } from 'admin/config';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel } from '../field-label';
import { ɵreadPath } from '../record-path';
import { ɵreferenceLabelMap } from '../reference-choices-internal';
import { ɵtoIds } from '../references-internal';

/**
 * A column of a CSV export: the record property (a dotted path for nested values), its header
 * (`label`, else the field's message or the humanised source, as the list shows it), and for a
 * `reference` or `reference-array` column the referenced resource, whose records' labels are
 * written instead of their ids. A list's columns (`VaColumn`) are export columns as they are.
 */
export interface CsvColumn {
  readonly source: string;
  readonly label?: string;
  readonly type?: string;
  readonly reference?: string;
}

/** At most this many rows are exported (the `limit` option's default). */
const EXPORT_LIMIT = 10_000;
/** Rows fetched per request while exporting (the `pageSize` option's default). */
const EXPORT_PAGE_SIZE = 250;

/** Progress of an export; the last event has `csv`. */
export interface CsvExportProgress {
  readonly done: number;
  readonly total: number;
  /** Whether rows beyond the limit were left out. */
  readonly truncated: boolean;
  readonly csv?: string;
}

/** One CSV cell: quoted when needed; formula-like text is prefixed so spreadsheets don't run it. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value))
    text = value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (RFC 4180, CRLF line ends) of a header row and data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * CSV export of a list's current filter and sort, headless (any component kit can offer it): every
 * page (bounded by `EXPORT_LIMIT`), reference columns by their records' labels (the list cells'
 * batched look-up and label rule, `ɵreferenceLabelMap`; an id the server does not have is written
 * as it is), one progress event per page, the CSV text in the last one.
 */
@Injectable({ providedIn: 'root' })
export class AdminCsvExport {
  private readonly repositories = inject(ResourceRepositories);
  private readonly i18n = inject(AdminI18n);
  private readonly auth = inject(AdminAuth);

  /**
   * Exports the records `params` select, as `columns`. Field permissions
   * (`AdminAuth.fieldAccess()`): a column, sort or filter on a field the user may not read is left
   * out, so a hidden field is neither written nor asked for.
   */
  export(
    resource: Resource,
    allColumns: readonly CsvColumn[],
    allParams: Omit<ListParams, 'page' | 'perPage'>,
    options: { locale?: string; limit?: number; pageSize?: number } = {},
  ): Observable<CsvExportProgress> {
    const access = this.auth.fieldAccess(resource);
    const columns = allColumns.filter((column) => access.canRead(column.source));
    const params = access.restricted
      ? {
          ...allParams,
          ...(allParams.sort
            ? { sort: allParams.sort.filter((s) => access.canRead(s.field)) }
            : {}),
          ...(allParams.filter
            ? {
                filter: Object.fromEntries(
                  Object.entries(allParams.filter).filter(([key]) => access.canRead(key)),
                ),
              }
            : {}),
        }
      : allParams;
    const limit = options.limit ?? EXPORT_LIMIT;
    const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
    const repository = this.repositories.for(resource);
    const callOptions = options.locale ? { locale: options.locale } : {};
    return new Observable<CsvExportProgress>((subscriber) => {
      let cancelled = false;
      const run = async () => {
        const rows: AdminRecord[] = [];
        let total = Infinity;
        for (let page = 1; rows.length < Math.min(total, limit) && !cancelled; page++) {
          const result = await firstValueFrom(
            repository.list({ ...params, page, perPage: pageSize }, callOptions),
          );
          total = result.total;
          rows.push(...result.data.slice(0, limit - rows.length));
          subscriber.next({
            done: rows.length,
            total: Math.min(total, limit),
            truncated: total > limit,
          });
          if (result.data.length < pageSize) break;
        }
        if (cancelled) return;
        const labels = await this.referenceLabels(columns, rows);
        const header = columns.map((c) => fieldLabel(this.i18n, resource, c.source, c.label));
        const body = rows.map((row) =>
          columns.map((column) => {
            const value = ɵreadPath(row, column.source);
            const names = labels.get(column);
            if (!names) return value;
            const texts = ɵtoIds(value).map((id) => names.get(String(id)) ?? String(id));
            return column.type === 'reference' ? (texts[0] ?? '') : texts;
          }),
        );
        subscriber.next({
          done: rows.length,
          total: rows.length,
          truncated: Number.isFinite(total) && total > limit,
          csv: toCsv(header, body),
        });
        subscriber.complete();
      };
      run().catch((error: unknown) => subscriber.error(error));
      return () => {
        cancelled = true;
      };
    });
  }

  /** For each reference column: referenced id → label, through one batched look-up per column. */
  private async referenceLabels(
    columns: readonly CsvColumn[],
    rows: readonly AdminRecord[],
  ): Promise<Map<CsvColumn, Map<string, string>>> {
    const result = new Map<CsvColumn, Map<string, string>>();
    for (const column of columns) {
      const { reference } = column;
      if (!reference || (column.type !== 'reference' && column.type !== 'reference-array')) {
        continue;
      }
      const ids = [...new Set(rows.flatMap((row) => ɵtoIds(ɵreadPath(row, column.source))))];
      // A failed look-up fails the export (a file of ids instead of names would pass unnoticed).
      const labels = ids.length
        ? await firstValueFrom(ɵreferenceLabelMap(this.repositories, this.i18n, reference, ids))
        : new Map<string, string>();
      result.set(column, labels);
    }
    return result;
  }
}
