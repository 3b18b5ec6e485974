import type { RecordId } from 'admin/core';
import type {
  ApiDialect,
  DialectRequest,
  ImportDialect,
  ImportRowError,
  ImportRowResult,
  RecordVersion,
} from 'admin/config';
import { collectionPath } from './dialect-utils';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The bulk import of a REST API that speaks it as the demo API does (a CSV import, all or none):
 * `POST <api>/import` with `{ records, key, dryRun }`; the answer
 * `{ created, updated, rows: [{ row, action, id }] }`; a refusal 422
 * `{ message, rows: [{ row, message, errors? }] }` naming every failing row (1-based).
 *
 * `jsonServerDialect` has it; give another dialect the same with
 * `{ ...dialect, import: restImport(dialect) }`.
 */
export function restImport(dialect: Pick<ApiDialect, 'list'>): ImportDialect {
  return Object.freeze<ImportDialect>({
    request(context, records, { key, dryRun, versions }) {
      const list: DialectRequest = dialect.list(context, {});
      return {
        method: 'POST',
        path: `${collectionPath(context)}/import`,
        body: {
          records,
          key,
          ...(dryRun ? { dryRun: true } : {}),
          ...(versions ? { versions: versions.map(wireVersion) } : {}),
        },
        ...(list.headers ? { headers: list.headers } : {}),
      };
    },
    parseReport(response) {
      const rows = isObject(response.body) ? response.body['rows'] : undefined;
      if (!Array.isArray(rows)) {
        throw new Error(
          `an import's answer must be { created, updated, rows: [...] }, got ${JSON.stringify(response.body)?.slice(0, 200)}`,
        );
      }
      return rows.filter(isObject).map((row): ImportRowResult => ({
        row: Number(row['row']),
        action: row['action'] === 'updated' ? 'updated' : 'created',
        ...(typeof row['id'] === 'string' || typeof row['id'] === 'number'
          ? { id: row['id'] as RecordId }
          : {}),
      }));
    },
    parseFailure(failure) {
      const rows = isObject(failure.body) ? failure.body['rows'] : undefined;
      if (failure.status !== 422 || !Array.isArray(rows)) return undefined;
      return rows.filter(isObject).map((row): ImportRowError => ({
        row: Number(row['row']),
        message: typeof row['message'] === 'string' ? row['message'] : '',
        ...(isObject(row['errors'])
          ? { errors: row['errors'] as Record<string, readonly string[]> }
          : {}),
      }));
    },
  });
}

/** A version as the demo API's import takes it: an ETag (`"3"`) as its number. */
function wireVersion(version: RecordVersion | null): number | string | null {
  if (typeof version !== 'string') return version;
  const digits = /^(?:W\/)?"?(\d+)(?:-[^"]*)?"?$/.exec(version);
  return digits ? Number(digits[1]) : version;
}
