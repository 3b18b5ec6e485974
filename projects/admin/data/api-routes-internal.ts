import { inject } from '@angular/core';

import { ADMIN_CONFIG } from 'admin/config';
import type { RecordId, Resource } from 'admin/core';

/** Where one of the admin's own routes (history, presence…) is found: `httpHistory()`'s options. */
export interface ɵApiRoutesOptions {
  /** The API's base URL; default `provideAdmin({ apiUrl })`, else `/api`. */
  readonly apiUrl?: string;
  /** The collection of a resource in the URLs; default the last segment of its `api`. */
  readonly collection?: (resource: Resource) => string;
}

/** The URLs of the admin's own routes beside an API's collections. */
export interface ɵApiRoutes {
  /** `<apiUrl>/<path>` (`audit`). */
  url(path: string): string;
  /** `<apiUrl>/<collection>/<id>/<tail>` (`history`, `presence`), the id URL-encoded. */
  recordUrl(resource: Resource, id: RecordId, tail: string): string;
}

/**
 * The one rule for where `httpHistory()`, `httpPresence()` and the like send their requests: the
 * option's `apiUrl`, else `provideAdmin({ apiUrl })`, else `/api` (without trailing slashes), and
 * a resource's collection as the last segment of its `api` (`posts/{postId}/comments` →
 * `comments`) unless the options say otherwise. Runs in an injection context.
 */
export function ɵapiRoutes(options: ɵApiRoutesOptions): ɵApiRoutes {
  const apiUrl = (
    options.apiUrl ??
    inject(ADMIN_CONFIG, { optional: true })?.apiUrl ??
    '/api'
  ).replace(/\/+$/, '');
  const collection =
    options.collection ?? ((resource: Resource) => resource.api.split('/').pop() ?? resource.name);
  return {
    url: (path) => `${apiUrl}/${path}`,
    recordUrl: (resource, id, tail) =>
      `${apiUrl}/${collection(resource)}/${encodeURIComponent(String(id))}/${tail}`,
  };
}
