import type { AdminRecord } from 'admin/core';
import type { ApiDialect, DialectRequest, TrashDialect } from 'admin/config';
import { collectionPath, recordPath } from './dialect-utils';

/**
 * The trash of soft-deleting resources as a REST API speaks it by paths (the demo API's,
 * docs/contract.md §4.5), for `dialect`'s list conventions:
 * - listing: `GET <api>/trash` with the list's query (paging, sort, filters, search);
 * - restore: `POST <api>/<id>/restore`; purge: `DELETE <api>/trash/<id>`;
 * - references: `get` and `getMany` with `_trashed=include`, a trashed record carrying `deletedAt`
 *   (ISO 8601; and `deletedBy`, the id of who trashed it).
 *
 * `jsonServerDialect` has it; give another dialect the same with
 * `{ ...dialect, trash: restTrash(dialect) }`.
 */
export function restTrash(dialect: Pick<ApiDialect, 'list'>): TrashDialect {
  const headers = (request: DialectRequest) =>
    request.headers ? { headers: request.headers } : {};
  return Object.freeze<TrashDialect>({
    list(context, params) {
      const request = dialect.list(context, params);
      return { ...request, path: `${collectionPath(context)}/trash` };
    },
    restore: (context, id) => {
      const list = dialect.list(context, {});
      return { method: 'POST', path: `${recordPath(context, id)}/restore`, ...headers(list) };
    },
    purge: (context, id) => {
      const list = dialect.list(context, {});
      const key = encodeURIComponent(String(id));
      return {
        method: 'DELETE',
        path: `${collectionPath(context)}/trash/${key}`,
        ...headers(list),
      };
    },
    withTrashed: (request) => ({ ...request, params: { ...request.params, _trashed: 'include' } }),
    isTrashed: (record: AdminRecord) =>
      record['deletedAt'] !== null && record['deletedAt'] !== undefined,
    deletedAt: (record: AdminRecord) => {
      const value = record['deletedAt'];
      return typeof value === 'string' || typeof value === 'number' ? value : undefined;
    },
  });
}
