import { HttpClient, HttpHeaders, HttpParams } from '@angular/common/http';
import { inject } from '@angular/core';
import { catchError, map, throwError, type Observable } from 'rxjs';

import type {
  AdminHistoryProvider,
  AuditLogQuery,
  HistoryEntry,
  HistoryPage,
  HistoryPageRequest,
} from 'admin/config';
import type { RecordId, Resource } from 'admin/core';
import { ɵtoAdminHttpError } from './admin-http-error-internal';
import { ɵapiRoutes } from './api-routes-internal';

/** Where `httpHistory()` finds the history. */
export interface HttpHistoryOptions {
  /** The API's base URL; default `provideAdmin({ apiUrl })`. */
  readonly apiUrl?: string;
  /**
   * The collection of a resource in the history's URLs; default the last segment of its `api`
   * (`posts/{postId}/comments` → `comments`).
   */
  readonly collection?: (resource: Resource) => string;
}

interface HistoryAnswer {
  readonly data?: unknown;
  readonly total?: unknown;
  readonly totalCapped?: unknown;
}

/**
 * The history of an API that serves it as the demo API does (`projects/demo-api`):
 * `GET <apiUrl>/<collection>/<id>/history?page=&perPage=` for a record's versions and
 * `GET <apiUrl>/audit?user=&resource=&action=&from=&to=&page=&perPage=` for the audit log, each
 * answering `{ data: HistoryEntry[], total, totalCapped? }`, newest first; the content locale goes
 * as `Accept-Language`. Runs in an injection context: `withHistory(httpHistory())`, or
 * `withHistory()` which uses it.
 */
export function httpHistory(options: HttpHistoryOptions = {}): AdminHistoryProvider {
  const http = inject(HttpClient);
  const routes = ɵapiRoutes(options);

  const read = (
    url: string,
    request: HistoryPageRequest,
    filters: Record<string, string>,
  ): Observable<HistoryPage> => {
    let params = new HttpParams()
      .set('page', String(request.page))
      .set('perPage', String(request.perPage));
    for (const [key, value] of Object.entries(filters)) params = params.set(key, value);
    const headers = request.locale
      ? new HttpHeaders({ 'Accept-Language': request.locale })
      : undefined;
    return http.get<HistoryAnswer>(url, { params, headers }).pipe(
      map((answer) => toPage(answer, url)),
      catchError((error: unknown) =>
        throwError(() => ɵtoAdminHttpError(error, { method: 'GET', url })),
      ),
    );
  };

  return {
    versions(resource: Resource, id: RecordId, request: HistoryPageRequest) {
      const url = routes.recordUrl(resource, id, 'history');
      return read(url, request, {});
    },
    auditLog(query: AuditLogQuery) {
      const filters: Record<string, string> = {};
      for (const key of ['user', 'resource', 'action', 'from', 'to'] as const) {
        const value = query[key];
        if (value !== null && value !== undefined && value !== '') filters[key] = String(value);
      }
      return read(routes.url('audit'), query, filters);
    },
  };
}

/** Reads an answer, or throws naming what is wrong with it. */
function toPage(answer: HistoryAnswer | null, url: string): HistoryPage {
  if (!answer || !Array.isArray(answer.data) || typeof answer.total !== 'number') {
    throw new TypeError(
      `GET ${url}: expected { data: [...], total: <number> } (the history's answer), got ${JSON.stringify(answer)?.slice(0, 200)}`,
    );
  }
  return {
    entries: answer.data as HistoryEntry[],
    total: answer.total,
    ...(answer.totalCapped === true ? { totalCapped: true } : {}),
  };
}
