/*
 * admin/routing: The admin routes, guards, page context and status pages.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export { ADMIN_PAGES, type AdminPageLoader } from './admin-pages';
export { adminRoutes } from './admin-routes';
export { VaErrorPage } from './error-page';
export { VaForbiddenPage } from './forbidden-page';
export { VaNotFoundPage } from './not-found-page';
export { injectAdminPage, type AdminPageContext } from './page-context';
export { permissionGuard } from './permission-guard';
export { VaRecordNotFoundPage } from './record-not-found-page';
export { provideAdminStatusPages } from './status-pages';
export { AdminTitleStrategy } from './title-strategy';
export { unsavedChangesGuard, type UnsavedChangesSource } from './unsaved-changes';

// Internal (ɵ): for the other admin entry points only.
export {
  ADMIN_PAGE_PARENTS as ɵADMIN_PAGE_PARENTS,
  adminRouteMeta as ɵadminRouteMeta,
  type AdminPageParent as ɵAdminPageParent,
} from './route-meta';
export { type AdminStatusPages as ɵAdminStatusPages } from './status-pages';
export { AdminUnsavedChanges as ɵAdminUnsavedChanges } from './unsaved-changes';
