import type { Data } from '@angular/router';

import { ɵADMIN_ROUTE, type AdminRouteMeta } from 'admin/config';
import { RESOURCE_ACTIONS, type AdminRecord, type Resource, type ResourceAction } from 'admin/core';

/**
 * Key of a nested page's parents in its route data (`AdminPageParent[]`, outermost first; the
 * breadcrumb reads it). A symbol, never a page input.
 */
export const ɵADMIN_PAGE_PARENTS = Symbol('admin.parents');

/** One parent of a nested page: its resource, id (as in the URL) and record. */
export interface ɵAdminPageParent {
  readonly resource: Resource;
  readonly id: string;
  readonly record: AdminRecord;
}

/**
 * Route `data` that puts an app's own route under `permissionGuard`'s check of a resource action:
 * `{ path: 'posts/stats', canMatch: [permissionGuard], data: adminRouteData('posts', 'list'), ... }`.
 */
export function ɵadminRouteData(resource: Resource | string, action: ResourceAction): Data {
  if (!resource || (typeof resource !== 'string' && typeof resource.name !== 'string')) {
    throw new TypeError('adminRouteData(resource, action): resource must be a resource name');
  }
  if (!RESOURCE_ACTIONS.includes(action)) {
    throw new TypeError(
      `adminRouteData(resource, action): unknown action "${String(action)}" (valid: ${RESOURCE_ACTIONS.join(', ')})`,
    );
  }
  return { [ɵADMIN_ROUTE]: { resource, action } satisfies AdminRouteMeta };
}
