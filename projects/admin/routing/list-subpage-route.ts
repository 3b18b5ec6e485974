import { inject, type Type } from '@angular/core';
import {
  Router,
  type CanMatchFn,
  type GuardResult,
  type ResolveFn,
  type Route,
} from '@angular/router';

import { ɵADMIN_ROUTE, ɵresourcePagePath, type AdminRouteMeta } from 'admin/config';
import type { Resource, ResourceAction } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { permissionGuard } from './permission-guard';
import { adminStatusRedirect } from './route-status';

/** A page of a feature under a resource's list path (`<list>/trash`, `<list>/import`). */
export interface ListSubpage {
  /** The path segment after the list's path. */
  readonly segment: string;
  /** The routed component's name (the route's metadata). */
  readonly component: string;
  /** Loads the component. */
  readonly load: () => Promise<Type<unknown>>;
  /**
   * The feature's own permission, after `permissionGuard`'s: run in the guard's injection
   * context, it answers whether the user may open the page of a resource.
   */
  readonly allowed: () => (resource: Resource) => boolean;
  /** The action a refusal names on the forbidden page. */
  readonly refused: ResourceAction;
  /** The title's message key, given `{ plural }`. */
  readonly title: string;
}

/**
 * The route of a feature's page under a resource's list path: `canMatch` runs `permissionGuard`
 * (signed in, may list the resource), then the feature's own permission, else the forbidden page;
 * its title names the resource.
 */
export function listSubpageRoute(resource: Resource, page: ListSubpage): Route {
  const guard: CanMatchFn = async (route, segments): Promise<GuardResult> => {
    // Injected before the first await: the injection context ends there.
    const allowed = page.allowed();
    const router = inject(Router);
    // permissionGuard answers a promise (never an observable).
    const listed = await (permissionGuard(route, segments) as Promise<GuardResult>);
    if (listed !== true) return listed;
    const target = route.data?.['resource'] as Resource;
    if (allowed(target)) return true;
    return adminStatusRedirect(
      { kind: 'forbidden', resource: target, action: page.refused },
      router,
    );
  };
  const title: ResolveFn<string> = (route) => {
    const i18n = inject(AdminI18n);
    const target = route.data['resource'] as Resource;
    return i18n.t(page.title, { plural: i18n.resourceName(target, 'plural') });
  };
  const meta: AdminRouteMeta = {
    resource,
    action: 'list',
    component: page.component,
    registered: true,
  };
  return {
    path: `${ɵresourcePagePath(resource, 'list')}/${page.segment}`,
    canMatch: [guard],
    loadComponent: page.load,
    data: { [ɵADMIN_ROUTE]: meta, resource },
    title,
  };
}
