import type { Data } from '@angular/router';

import { RESOURCE_ACTIONS, type AdminRecord, type Resource, type ResourceAction } from 'admin/core';

/**
 * Key of the admin metadata in a route's `data`. A symbol, so that `withComponentInputBinding()`
 * never hands it to a page input.
 */
export const ɵADMIN_ROUTE = Symbol('admin.route');

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

/** What the admin knows of a resource route. */
export interface AdminRouteMeta {
  /** The normalised resource, or its name for routes an app declares itself. */
  readonly resource: Resource | string;
  /** The action the route serves; `permissionGuard` checks `can(resource, action)`. */
  readonly action: ResourceAction;
  /**
   * The page component name `<ResourceName><Action>` (docs/contract.md §4.2), for admin-built
   * routes.
   */
  readonly component?: string;
  /** False when the component is not registered and the route shows the not-found page. */
  readonly registered?: boolean;
}

/** A snapshot or a route config: anything with route `data`. */
export interface WithRouteData {
  readonly data?: Data;
}

/** The admin metadata of a route (config or snapshot), if it has any. */
export function ɵadminRouteMeta(
  route: WithRouteData | null | undefined,
): AdminRouteMeta | undefined {
  const meta = route?.data?.[ɵADMIN_ROUTE] as AdminRouteMeta | undefined;
  return meta && typeof meta === 'object' ? meta : undefined;
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
