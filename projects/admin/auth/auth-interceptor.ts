import { HttpErrorResponse, type HttpInterceptorFn } from '@angular/common/http';
import { Injector, inject } from '@angular/core';
import { tap } from 'rxjs';

import { ADMIN_CONFIG } from 'admin/config';
import { ADMIN_AUTH, AdminAuth } from './auth';
import { ADMIN_AUTH_REQUEST } from './auth-provider';

/**
 * Adds `Authorization: Bearer <token>` to requests for the admin API, and only to them; a 401
 * from the API signs out and opens the login route with `returnUrl`, a 403 sets
 * `AdminAuth.forbidden()`. Register it with `provideHttpClient(withInterceptors([adminAuthInterceptor]))`.
 */
export const adminAuthInterceptor: HttpInterceptorFn = (request, next) => {
  const apiUrl = inject(ADMIN_CONFIG, { optional: true })?.apiUrl ?? '/api';
  if (!ɵisAdminApiUrl(request.url, apiUrl)) return next(request);
  const token = inject(ADMIN_AUTH).token?.();
  const sent =
    token && !request.headers.has('Authorization')
      ? request.clone({ setHeaders: { Authorization: `Bearer ${token}` } })
      : request;
  if (request.context.get(ADMIN_AUTH_REQUEST)) return next(sent);
  // AdminAuth is looked up only on error: it may itself be starting up (restoring the session).
  const injector = inject(Injector);
  return next(sent).pipe(
    tap({
      error: (error: unknown) => {
        if (error instanceof HttpErrorResponse) injector.get(AdminAuth).handleHttpError(error);
      },
    }),
  );
};

/**
 * Whether a request URL is under the admin API URL: same scheme, host and port, and a path equal
 * to the API path or below it (`/api` matches `/api/users`, not `/apis` nor another host).
 * Relative URLs are resolved against the document's base URL.
 */
export function ɵisAdminApiUrl(url: string, apiUrl: string): boolean {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  let request: URL;
  let api: URL;
  try {
    request = new URL(url, base);
    api = new URL(apiUrl || '/', base);
  } catch {
    return false;
  }
  if (request.origin !== api.origin || request.origin === 'null') return false;
  const root = api.pathname.replace(/\/+$/, '');
  return request.pathname === root || request.pathname.startsWith(root + '/');
}
