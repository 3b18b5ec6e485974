import { inject } from '@angular/core';
import { Router, type CanMatchFn, type GuardResult } from '@angular/router';
import { AdminAuth } from 'admin/auth';
import { ADMIN_CONFIG } from 'admin/config';
import { ResourceRegistry } from 'admin/config';
import { ɵadminRouteMeta } from 'admin/config';
import { adminStatusRedirect, navigationStatus } from './route-status';
import { ɵloginTree } from './permission-guard-internal';

/**
 * `CanMatchFn` of every resource route (docs/decisions.md §5 "Guard"). Waits for the session to be
 * restored, then: signed out → the login route with `returnUrl`; signed in without
 * `AdminAuth.can(resource, action)` (and, on a nested page, `can(parent, 'show')` for every
 * parent) → the forbidden page (403) at the same URL. Being a
 * `canMatch` guard, it runs on every navigation (so a new user is checked afresh) and before the
 * page's chunk is downloaded; `AdminRouteRefresh` also re-runs it when the user changes. On a
 * route without admin data it only requires a signed-in user; give an app's own route a resource
 * action with `adminRouteData(resource, action)`.
 */
export const permissionGuard: CanMatchFn = async (route): Promise<GuardResult> => {
  const auth = inject(AdminAuth);
  const router = inject(Router);
  const config = inject(ADMIN_CONFIG, { optional: true });
  const registry = inject(ResourceRegistry);
  // A navigation to a status page (e.g. this guard's 403) passes by to the status routes.
  if (navigationStatus(router)) return false;
  await auth.ready();
  if (!auth.signedIn()) return ɵloginTree(router, config);
  const meta = ɵadminRouteMeta(route);
  if (!meta) return true;
  const resource = registry.find(meta.resource);
  // A nested page needs every parent to be seen (`show`), outermost first, then its own action:
  // a forbidden parent gives the forbidden page, and no data of the page is asked for.
  const parent = resource && registry.ancestors(resource).find((p) => !auth.can(p, 'show'));
  if (!parent && auth.can(meta.resource, meta.action)) return true;
  if (!resource) {
    const names = registry.resources.map((r) => r.name).join(', ') || 'none';
    throw new Error(
      `permissionGuard: route "${route.path ?? ''}" names the unknown resource ` +
        `"${String(meta.resource)}" (resources: ${names})`,
    );
  }
  return adminStatusRedirect(
    parent
      ? { kind: 'forbidden', resource: parent, action: 'show' }
      : { kind: 'forbidden', resource, action: meta.action },
    router,
  );
};
