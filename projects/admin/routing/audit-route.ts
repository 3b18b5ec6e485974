import { inject } from '@angular/core';
import { Router, type CanMatchFn, type GuardResult, type Route } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import { ADMIN_HISTORY, type AdminHistoryConfig } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { adminStatusRedirect, navigationStatus } from './route-status';

/**
 * Signed in with one of `withHistory({ auditRoles })` (default admins): else the sign-in page
 * (through the app's login route, as for every admin page) or the forbidden page.
 */
const auditGuard: CanMatchFn = async (): Promise<GuardResult> => {
  const auth = inject(AdminAuth);
  const router = inject(Router);
  const roles = inject(ADMIN_HISTORY)?.auditRoles ?? [];
  if (navigationStatus(router)) return false;
  await auth.ready();
  if (auth.signedIn() && auth.permissions().some((role) => roles.includes(role))) return true;
  return adminStatusRedirect({ kind: 'forbidden' }, router);
};

/** The audit log page's route (`withHistory()`), under the admin's mount point. */
export function auditRoute(history: AdminHistoryConfig): Route {
  return {
    path: history.auditPath,
    canMatch: [auditGuard],
    loadComponent: history.auditPage,
    title: () => inject(AdminI18n).t('admin.history.auditTitle'),
  };
}
