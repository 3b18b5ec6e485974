import {
  provideClientHydration,
  withEventReplay,
  withHttpTransferCacheOptions,
} from '@angular/platform-browser';

import { type AdminFeature } from './admin-features';
import { ɵfeature } from './admin-features-internal';

// Its own file: an app that hydrates only server-rendered pages can load it lazily (esbuild keeps a
// file a lazy chunk alone uses out of the first download), so client-rendered visits never pay for
// Angular's hydration code.

/** Options of `withHydration`. */
export interface AdminHydrationOptions {
  /**
   * Response headers the app's dialect or code reads, beyond those of the built-in dialects
   * (`ADMIN_TRANSFER_HEADERS`): only the headers listed reach the browser with a response made
   * on the server.
   */
  readonly headers?: readonly string[];
}

/**
 * The response headers a server-rendered answer keeps on its way to the browser: the list totals
 * of the built-in dialects (`X-Total-Count`, `Content-Range`) and the record versions of
 * concurrent edits (`ETag`, `Last-Modified`).
 */
export const ADMIN_TRANSFER_HEADERS: readonly string[] = Object.freeze([
  'X-Total-Count',
  'Content-Range',
  'ETag',
  'Last-Modified',
]);

/**
 * For an app rendered on the server (`@angular/ssr`): the browser takes over the server's page
 * (Angular's hydration, with clicks made before it replayed) and reuses the admin's API answers
 * the server already got, so that a first visit sends no request the server made. Those answers
 * include requests sent with the session's `Authorization` header: the page holds the signed-in
 * user's data, so it must never be cached for another user (`Cache-Control: private, no-store`).
 * The session must reach the server: `bearerTokenAuth({ cookie: true })`.
 */
export function withHydration(options: AdminHydrationOptions = {}): AdminFeature {
  const extra = options.headers ?? [];
  if (!Array.isArray(extra) || extra.some((h) => typeof h !== 'string' || !h.trim())) {
    throw new TypeError('withHydration({ headers }): headers must be a list of header names');
  }
  return ɵfeature('hydration', [
    provideClientHydration(
      withEventReplay(),
      withHttpTransferCacheOptions({
        includeRequestsWithAuthHeaders: true,
        includeHeaders: [...new Set([...ADMIN_TRANSFER_HEADERS, ...extra])],
      }),
    ),
  ]);
}
