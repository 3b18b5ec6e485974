import { HttpClient, HttpErrorResponse, HttpParams } from '@angular/common/http';
import { inject } from '@angular/core';
import { catchError, map, of, throwError, type Observable } from 'rxjs';

import type {
  AdminPresenceProvider,
  PresenceAnswer,
  PresenceJoin,
  PresencePerson,
  PresenceState,
} from 'admin/config';
import type { RecordId, Resource } from 'admin/core';
import { ɵtoAdminHttpError } from './admin-http-error-internal';
import { ɵapiRoutes } from './api-routes-internal';

/** Where `httpPresence()` finds the presence routes. */
export interface HttpPresenceOptions {
  /** The API's base URL; default `provideAdmin({ apiUrl })`. */
  readonly apiUrl?: string;
  /**
   * The collection of a resource in the URLs; default the last segment of its `api`
   * (`posts/{postId}/comments` → `comments`).
   */
  readonly collection?: (resource: Resource) => string;
}

/** Reads an answer (`{ resource, id, people }`), or throws naming what is wrong with it. */
function toState(answer: unknown, url: string): PresenceState {
  const body = answer as { resource?: unknown; id?: unknown; people?: unknown } | null;
  if (
    !body ||
    typeof body.resource !== 'string' ||
    (typeof body.id !== 'number' && typeof body.id !== 'string') ||
    !Array.isArray(body.people)
  ) {
    throw new TypeError(
      `PUT ${url}: expected { resource, id, people: [...] } (the presence's answer), got ${JSON.stringify(answer)?.slice(0, 200)}`,
    );
  }
  return { resource: body.resource, id: body.id, people: body.people as PresencePerson[] };
}

/**
 * The presence and edit locks of an API that serves them as the demo API does
 * (`projects/demo-api`): `PUT <apiUrl>/<collection>/<id>/presence` `{ tab, mode, takeOver? }`
 * joins or renews (200 `{ resource, id, people }`; 409 with the same body when someone else
 * holds the edit lock), `DELETE <apiUrl>/<collection>/<id>/presence?tab=` leaves. A leave with
 * `keepalive` outlives the closing page with `withHttp(withFetch())` (the fetch backend); with
 * the XMLHttpRequest one the lock is freed by the API's timeout instead. Runs in an injection
 * context: `withPresence(httpPresence())`, or `withPresence()` which uses it.
 */
export function httpPresence(options: HttpPresenceOptions = {}): AdminPresenceProvider {
  const http = inject(HttpClient);
  const routes = ɵapiRoutes(options);
  const urlOf = (resource: Resource, id: RecordId) => routes.recordUrl(resource, id, 'presence');

  return {
    join(resource: Resource, id: RecordId, request: PresenceJoin): Observable<PresenceAnswer> {
      const url = urlOf(resource, id);
      const body = {
        tab: request.tab,
        mode: request.mode,
        ...(request.takeOver ? { takeOver: true } : {}),
      };
      return http.put<unknown>(url, body).pipe(
        map((answer) => ({ state: toState(answer, url), granted: true })),
        catchError((error: unknown) =>
          error instanceof HttpErrorResponse && error.status === 409
            ? of({ state: toState(error.error, url), granted: false })
            : throwError(() => ɵtoAdminHttpError(error, { method: 'PUT', url })),
        ),
      );
    },
    leave(resource: Resource, id: RecordId, tab: string, leaveOptions = {}): Observable<void> {
      const url = urlOf(resource, id);
      return http
        .delete<unknown>(url, {
          params: new HttpParams().set('tab', tab),
          ...(leaveOptions.keepalive ? { keepalive: true } : {}),
        })
        .pipe(
          map(() => undefined),
          catchError((error: unknown) =>
            throwError(() => ɵtoAdminHttpError(error, { method: 'DELETE', url })),
          ),
        );
    },
  };
}
