import { inject } from '@angular/core';
import {
  RedirectCommand,
  Router,
  type ActivatedRouteSnapshot,
  type CanMatchFn,
  type ResolveFn,
} from '@angular/router';

import type { ParentParams, Resource, ResourceAction } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import type { AdminRouteError } from 'admin/status';

/** The pages the admin shows in place of a route's page, keeping the URL. */
export type AdminRouteStatusKind = 'forbidden' | 'recordNotFound' | 'error';

export type { AdminRouteError } from 'admin/status';

/** Why a status page is shown, and for what. */
export interface AdminRouteStatus {
  readonly kind: AdminRouteStatusKind;
  readonly resource?: Resource;
  readonly action?: ResourceAction;
  /** The record id of a show, edit or copy page. */
  readonly id?: string;
  /** The parent ids of a nested resource's page (`{ postId: '12' }`), for its links. */
  readonly params?: ParentParams;
  readonly error?: AdminRouteError;
}

/**
 * Navigation `info` of a navigation that shows a status page at the URL it was asked for. A class,
 * so that no other `info` is ever taken for it; it is transient (never stored in the history).
 */
export class AdminStatusNavigation {
  constructor(readonly status: AdminRouteStatus) {}
}

/** Navigation `info` of a same-URL navigation that re-runs the admin resolvers (a locale switch). */
export class AdminRefreshNavigation {}

/** The status the current navigation asks for, if any. */
export function navigationStatus(router: Router): AdminRouteStatus | undefined {
  const info = router.currentNavigation()?.extras.info;
  return info instanceof AdminStatusNavigation ? info.status : undefined;
}

/** Whether the current navigation is an admin refresh (see `AdminRouteRefresh`). */
export function isRefreshNavigation(router: Router): boolean {
  return router.currentNavigation()?.extras.info instanceof AdminRefreshNavigation;
}

/**
 * From a guard or a resolver: shows the status page for `status` at the URL being navigated to,
 * without changing it. Works where `adminRoutes()` is mounted (its status routes come first).
 * Outside an injection context (after an `await`), pass the router.
 */
export function adminStatusRedirect(
  status: AdminRouteStatus,
  router: Router = inject(Router),
): RedirectCommand {
  const navigation = router.currentNavigation();
  if (!navigation) {
    throw new Error('adminStatusRedirect() must run in a guard or a resolver, during a navigation');
  }
  if (navigation.extras.info instanceof AdminStatusNavigation) {
    throw new Error(
      `[admin] cannot show the "${status.kind}" page for ${router.serializeUrl(navigation.extractedUrl)}: ` +
        'no status route of adminRoutes() matches this URL. Mount adminRoutes() as the children of ' +
        'the route that holds your admin pages.',
    );
  }
  return new RedirectCommand(navigation.extractedUrl, {
    info: new AdminStatusNavigation(status),
    state: navigation.extras.state,
    onSameUrlNavigation: 'reload',
  });
}

/** `canMatch` of the status routes: matches any URL when the navigation asks for `kind`. */
export function matchStatus(kind: AdminRouteStatusKind): CanMatchFn {
  return () => navigationStatus(inject(Router))?.kind === kind;
}

/** Key of the shown status in a status route's resolved data (used to refresh it in place). */
export const ADMIN_STATUS = Symbol('admin.status');

/** The status a status route snapshot shows. */
export function snapshotStatus(route: ActivatedRouteSnapshot): AdminRouteStatus | undefined {
  return route.data[ADMIN_STATUS] as AdminRouteStatus | undefined;
}

/** Resolves the status of the current navigation (data key `ADMIN_STATUS`). */
export const statusResolver: ResolveFn<AdminRouteStatus | undefined> = () =>
  navigationStatus(inject(Router));

/** The localised title of a status page. */
export function statusTitle(
  i18n: AdminI18n,
  kind: AdminRouteStatusKind | 'notFound',
  status?: AdminRouteStatus,
): string {
  switch (kind) {
    case 'notFound':
      return i18n.t('admin.pages.notFound');
    case 'forbidden':
      return i18n.t('admin.pages.forbidden');
    case 'error':
      return i18n.t('admin.pages.error');
    case 'recordNotFound':
      return i18n.t('admin.pages.recordNotFound', {
        resource: status?.resource ? i18n.resourceName(status.resource, 'singular') : '',
        id: status?.id ?? '',
      });
  }
}
