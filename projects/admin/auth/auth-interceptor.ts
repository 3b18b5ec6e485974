import { HttpErrorResponse, type HttpInterceptorFn, type HttpRequest } from '@angular/common/http';
import { Injector, inject } from '@angular/core';
import { catchError, from, switchMap, throwError } from 'rxjs';
import { ADMIN_CONFIG } from 'admin/config';
import { ADMIN_AUTH, AdminAuth } from './auth';
import { ADMIN_AUTH_REQUEST } from './auth-provider';
import { ɵadminClientInterceptor, ɵisAdminApiUrl } from './auth-interceptor-internal';

/**
 * Adds `Authorization: Bearer <token>` (the provider's `tokenScheme`, e.g. `Token <token>`) to
 * requests for the admin API, and only to them. A 401
 * from the API (the session ended) waits for `AdminSessionRenewal`: the provider's `refresh()`,
 * else a sign-in dialog over the page; then the request is sent again, once, with the new token.
 * Requests failing meanwhile wait for the same renewal. Given up, or where it cannot renew (no
 * dialog, the login page, a request sent while the page closes or with its own `Authorization`),
 * the 401 signs out and opens the login route with `returnUrl`, and the request fails. A 403 sets `AdminAuth.forbidden()`.
 * With `withRealtime()`, it also names the browser tab on the API's writes (`X-Admin-Client`).
 * Register it with `provideHttpClient(withInterceptors([adminAuthInterceptor]))`.
 */
export const adminAuthInterceptor: HttpInterceptorFn = (request, next) =>
  ɵadminClientInterceptor(request, (named) => authenticate(named, next));

/** The bearer token and the 401/403 handling of `adminAuthInterceptor`. */
const authenticate: HttpInterceptorFn = (request, next) => {
  const apiUrl = inject(ADMIN_CONFIG, { optional: true })?.apiUrl ?? '/api';
  if (!ɵisAdminApiUrl(request.url, apiUrl)) return next(request);
  const provider = inject(ADMIN_AUTH);
  const token = provider.token?.() ?? null;
  const scheme = provider.tokenScheme ?? 'Bearer';
  if (request.context.get(ADMIN_AUTH_REQUEST)) return next(withToken(request, token, scheme));
  // AdminAuth is looked up only on error: it may itself be starting up (restoring the session).
  const injector = inject(Injector);
  return next(withToken(request, token, scheme)).pipe(
    catchError((error: unknown) => {
      if (!(error instanceof HttpErrorResponse)) return throwError(() => error);
      const auth = injector.get(AdminAuth);
      const own = request.headers.has('Authorization');
      if (auth.ɵoutcome(error) !== 'logout' || request.keepalive || own) {
        auth.handleHttpError(error);
        return throwError(() => error);
      }
      // The renewal's code loads with the first 401 that needs it: it is not in the first download.
      return from(import('./session-renewal')).pipe(
        switchMap(({ AdminSessionRenewal }) => {
          const renewal = injector.get(AdminSessionRenewal);
          // Sent before a sign-in that has already replaced the token: sent again with the new one.
          const current = provider.token?.() ?? null;
          if (token && current && current !== token && !renewal.renewing()) {
            return next(withToken(request, current, scheme));
          }
          if (!renewal.available()) {
            auth.handleHttpError(error);
            return throwError(() => error);
          }
          return from(renewal.renew()).pipe(
            switchMap((outcome) =>
              outcome === 'renewed'
                ? next(withToken(request, provider.token?.() ?? null, scheme))
                : throwError(() => error),
            ),
          );
        }),
      );
    }),
  );
};

/** The request with the bearer token, unless it has none or the caller set its own header. */
function withToken<T>(
  request: HttpRequest<T>,
  token: string | null,
  scheme: string,
): HttpRequest<T> {
  return token && !request.headers.has('Authorization')
    ? request.clone({ setHeaders: { Authorization: `${scheme} ${token}` } })
    : request;
}
