import type { Data } from '@angular/router';
import type { Resource, ResourceAction } from 'admin/core';

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
