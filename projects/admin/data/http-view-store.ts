import { HttpClient, HttpParams } from '@angular/common/http';
import { inject } from '@angular/core';
import { catchError, map, throwError, type Observable } from 'rxjs';

import { savedViewProblem } from 'admin/config';
import type { SavedView, SavedViewDraft, ViewStore } from 'admin/config';
import { ɵtoAdminHttpError } from './admin-http-error-internal';
import { ɵapiRoutes } from './api-routes-internal';

/** Where `httpViewStore()` finds the saved views. */
export interface HttpViewStoreOptions {
  /** The API's base URL; default `provideAdmin({ apiUrl })`. */
  readonly apiUrl?: string;
}

/** Reads a view as served, or throws naming what is wrong with it. */
function toView(answer: unknown, url: string): SavedView {
  const view = answer as Partial<SavedView> | null;
  if (
    !view ||
    typeof view !== 'object' ||
    (typeof view.id !== 'string' && typeof view.id !== 'number') ||
    typeof view.name !== 'string' ||
    typeof view.resource !== 'string' ||
    !view.state ||
    typeof view.state !== 'object'
  ) {
    throw new TypeError(
      `${url}: expected a saved view { id, resource, name, owner, state }, got ${JSON.stringify(answer)?.slice(0, 200)}`,
    );
  }
  return { ...view, id: String(view.id) } as SavedView;
}

/**
 * The saved views of an API that keeps them as the demo API does (`projects/demo-api`):
 * `GET <apiUrl>/views?resource=` (the user's own and those shared with one of their roles, as
 * `{ data: SavedView[] }`), `POST <apiUrl>/views` (201, the view), `PUT <apiUrl>/views/<id>`
 * (the view) and `DELETE <apiUrl>/views/<id>` (204); only the owner (or an admin) may change or
 * delete one. Runs in an injection context: `withViews(httpViewStore())`, or `withViews()`
 * which uses it.
 */
export function httpViewStore(options: HttpViewStoreOptions = {}): ViewStore {
  const http = inject(HttpClient);
  const base = ɵapiRoutes(options).url('views');
  const failed = (method: string, url: string) =>
    catchError((error: unknown) => throwError(() => ɵtoAdminHttpError(error, { method, url })));

  return {
    list(resource: string): Observable<readonly SavedView[]> {
      const url = `${base}?resource=${encodeURIComponent(resource)}`;
      return http.get<unknown>(base, { params: new HttpParams().set('resource', resource) }).pipe(
        failed('GET', url),
        map((answer) => {
          const data = (answer as { data?: unknown } | null)?.data;
          if (!Array.isArray(data)) {
            throw new TypeError(
              `GET ${url}: expected { data: [...] } (the saved views), got ${JSON.stringify(answer)?.slice(0, 200)}`,
            );
          }
          return data.map((view) => toView(view, `GET ${url}`));
        }),
      );
    },
    save(view: SavedViewDraft): Observable<SavedView> {
      const problem = savedViewProblem(view);
      if (problem) return throwError(() => new TypeError(`ViewStore.save(view): ${problem}`));
      const { id, ...body } = view;
      const method = id === undefined ? 'POST' : 'PUT';
      const url = id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
      const request =
        id === undefined ? http.post<unknown>(url, body) : http.put<unknown>(url, body);
      return request.pipe(
        failed(method, url),
        map((answer) => toView(answer, `${method} ${url}`)),
      );
    },
    remove(id: string): Observable<void> {
      const url = `${base}/${encodeURIComponent(id)}`;
      return http.delete<unknown>(url).pipe(
        failed('DELETE', url),
        map(() => undefined),
      );
    },
  };
}
