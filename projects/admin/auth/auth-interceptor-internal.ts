/*
 * The internals of ./auth-interceptor.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';

import { ADMIN_CLIENT_ID, ADMIN_CONFIG, ɵADMIN_CLIENT_HEADER } from 'admin/config';

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

/** The methods that write: the ones whose events may come back through live updates. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Names this tab on the admin API's writes (`withRealtime()`): `X-Admin-Client: <ADMIN_CLIENT_ID>`
 * (the header `withRealtime({ clientHeader })` names) on POST, PUT, PATCH and DELETE requests under
 * the API URL, and only those (a custom header makes a cross-origin request preflight). Nothing
 * without `withRealtime()` or with `clientHeader: false`, nor when the request has the header
 * already. Run by `adminAuthInterceptor` before its own work, so that apps registering that one
 * get this too.
 */
export const ɵadminClientInterceptor: HttpInterceptorFn = (request, next) => {
  const header = inject(ɵADMIN_CLIENT_HEADER, { optional: true });
  if (!header || !WRITES.has(request.method) || request.headers.has(header)) return next(request);
  const apiUrl = inject(ADMIN_CONFIG, { optional: true })?.apiUrl ?? '/api';
  if (!ɵisAdminApiUrl(request.url, apiUrl)) return next(request);
  return next(request.clone({ setHeaders: { [header]: inject(ADMIN_CLIENT_ID) } }));
};
