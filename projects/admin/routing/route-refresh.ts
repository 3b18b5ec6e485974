import { Injectable, effect, inject, untracked } from '@angular/core';
import { Router, type ActivatedRouteSnapshot } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import { AdminI18n } from 'admin/i18n';
import {
  AdminRefreshNavigation,
  AdminStatusNavigation,
  snapshotStatus,
  type AdminRouteStatus,
} from './route-status';

/**
 * Navigates to the current page again, without reloading its record, when the locale or the user
 * changes: the `title` input and the browser tab title follow a locale switch, and
 * `permissionGuard` judges the new user (signed out → login, now allowed → the page, now refused
 * → 403) with no reload. Started by `adminRoutes()`.
 */
@Injectable({ providedIn: 'root' })
export class AdminRouteRefresh {
  private readonly router = inject(Router);
  private readonly i18n = inject(AdminI18n);
  private readonly auth = inject(AdminAuth);

  constructor() {
    let previous: { locale: string; user: unknown } | undefined;
    effect(() => {
      const current = { locale: this.i18n.locale(), user: this.auth.user() };
      // The first run records the state the current navigation was (or is being) made with.
      previous ??= current;
      if (current.locale === previous.locale && current.user === previous.user) return;
      const keepStatusPage = current.user === previous.user;
      previous = current;
      untracked(() => void this.refresh({ keepStatusPage }));
    });
  }

  /**
   * Navigates to the current URL again (same history entry): the guards run again, the titles
   * and permissions of the page are resolved again, its record is kept. Does nothing while a
   * navigation is under way (that one sees the current locale and user anyway).
   * `keepStatusPage`: a status page (403, record not found, error) stays as it is, only its title
   * is resolved again; otherwise the page it stands for is tried again.
   */
  refresh(options: { readonly keepStatusPage?: boolean } = {}): Promise<boolean> {
    if (!this.router.navigated || this.router.currentNavigation()) return Promise.resolve(false);
    const status = options.keepStatusPage
      ? activeStatus(this.router.routerState.snapshot.root)
      : undefined;
    return this.router.navigateByUrl(this.router.url, {
      // Same URL: the router replaces the history entry; a redirect (login) gets its own entry.
      onSameUrlNavigation: 'reload',
      info: status ? new AdminStatusNavigation(status) : new AdminRefreshNavigation(),
    });
  }
}

function activeStatus(root: ActivatedRouteSnapshot): AdminRouteStatus | undefined {
  let route: ActivatedRouteSnapshot | null = root;
  let status: AdminRouteStatus | undefined;
  while (route) {
    status = snapshotStatus(route) ?? status;
    route = route.firstChild;
  }
  return status;
}
