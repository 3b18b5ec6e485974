export { adminRoutes, createAdminRoutes } from './admin-routes';
export {
  ADMIN_PAGES,
  ADMIN_STATUS_PAGES,
  provideAdminStatusPages,
  type AdminPageLoader,
  type AdminStatusPages,
} from './admin-pages';
export { permissionGuard, adminHomeGuard } from './permission-guard';
export {
  ADMIN_ROUTE,
  adminRouteData,
  adminRouteMeta,
  resourcePagePath,
  type AdminRouteMeta,
} from './route-meta';
export {
  AdminRefreshNavigation,
  AdminStatusNavigation,
  adminStatusRedirect,
  type AdminRouteError,
  type AdminRouteStatus,
  type AdminRouteStatusKind,
} from './route-status';
export { AdminRouteRefresh } from './route-refresh';
export { AdminTitleStrategy } from './title-strategy';
export { VaStatusLayout, adminMountUrl } from './status-layout';
export { VaNotFoundPage } from './not-found-page';
export { VaForbiddenPage } from './forbidden-page';
export { VaRecordNotFoundPage } from './record-not-found-page';
export { VaErrorPage } from './error-page';
