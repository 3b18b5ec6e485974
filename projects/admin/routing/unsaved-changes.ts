import { inject } from '@angular/core';
import { Router, type ActivatedRoute, type CanDeactivateFn } from '@angular/router';
import { AdminSessionRenewal } from 'admin/auth';
import { isRefreshNavigation } from './route-status';
import { ɵAdminUnsavedChanges } from './unsaved-changes-internal';

/** A form that may hold unsaved changes (`VaForm` registers itself while it lives). */
export interface UnsavedChangesSource {
  /** Whether it holds changes that would be lost. */
  dirty(): boolean;
  /** The route of the page it sits on; null when it is not on a routed page. */
  readonly route: ActivatedRoute | null;
}

/**
 * Asks (`ADMIN_CONFIRM`) before leaving a page whose `VaForm` has unsaved changes. Attach it to
 * create and edit routes: `{ path: 'posts/:id/edit', canDeactivate: [unsavedChangesGuard], ... }`;
 * on other routes it always passes. Same-page refreshes of the admin (`AdminRouteRefresh`, after
 * a UI locale switch) pass without asking, and so does the way home after another user signed in
 * over an ended session (`AdminSessionRenewal`).
 */
export const unsavedChangesGuard: CanDeactivateFn<unknown> = (_component, currentRoute) => {
  const router = inject(Router);
  if (isRefreshNavigation(router)) return true;
  // Another user signed in over an ended session: the page was not theirs to keep.
  if (inject(AdminSessionRenewal).discarding()) return true;
  const unsaved = inject(ɵAdminUnsavedChanges);
  if (!unsaved.hasUnsavedChanges(currentRoute)) return true;
  return unsaved.confirmDiscard();
};
