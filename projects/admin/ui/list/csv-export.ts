import { Injectable, inject } from '@angular/core';
import { Observable, firstValueFrom } from 'rxjs';

import { recordId, type AdminRecord, type Resource } from 'admin/core';
import { type ListParams } from 'admin/config';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { fieldLabel } from '../common/field-label';
import { ɵreadPath } from 'admin/controllers';
import { ɵtoIds } from 'admin/controllers';
import type { VaColumn } from './list-types';

/** At most this many rows are exported. */
export const EXPORT_LIMIT = 10_000;
/** Rows fetched per request while exporting. */
export const EXPORT_PAGE_SIZE = 250;

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
 * CSV export of a list's current filter and sort: every page (bounded by `EXPORT_LIMIT`),
 * reference columns by their records' labels, one progress event per page.
 */
@Injectable({ providedIn: 'root' })
export class AdminCsvExport {
  private readonly repositories = inject(ResourceRepositories);
  private readonly i18n = inject(AdminI18n);
  private readonly actions = inject(AdminActions);

  export(
    resource: Resource,
    columns: readonly VaColumn[],
    params: Omit<ListParams, 'page' | 'perPage'>,
    options: { locale?: string; limit?: number; pageSize?: number } = {},
  ): Observable<CsvExportProgress> {
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

  /** For each reference column: referenced id → label, fetched with one `getMany` per column. */
  private async referenceLabels(
    columns: readonly VaColumn[],
    rows: readonly AdminRecord[],
  ): Promise<Map<VaColumn, Map<string, string>>> {
    const result = new Map<VaColumn, Map<string, string>>();
    for (const column of columns) {
      if (!column.reference || (column.type !== 'reference' && column.type !== 'reference-array')) {
        continue;
      }
      const ids = [...new Set(rows.flatMap((row) => ɵtoIds(ɵreadPath(row, column.source))))];
      const names = new Map<string, string>();
      if (ids.length) {
        const resource = this.actions.resource(column.reference);
        const records = await firstValueFrom(this.repositories.for(resource).getMany(ids));
        for (const record of records) {
          names.set(String(recordId(resource, record)), this.i18n.recordLabel(resource, record));
        }
      }
      result.set(column, names);
    }
    return result;
  }
}

/** Saves text as a file through a temporary object URL (browser only). */
export function downloadText(
  text: string,
  filename: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
