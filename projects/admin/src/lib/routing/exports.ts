// The public names of routing files that also hold internal helpers (see ./index).
export { ADMIN_PAGES, ADMIN_STATUS_PAGES, type AdminPageLoader } from './admin-pages';
export {
  ADMIN_STATUS_PAGE_OVERRIDES,
  provideAdminStatusPages,
  type AdminStatusPages,
} from './status-pages';
export {
  ADMIN_PAGE_PARENTS,
  ADMIN_ROUTE,
  adminRouteData,
  adminRouteMeta,
  type AdminPageParent,
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
