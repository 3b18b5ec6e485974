export { ADMIN_PAGES, type AdminPageLoader } from './admin-pages';
export * from './admin-routes';
export * from './error-page';
export * from './forbidden-page';
export * from './not-found-page';
export * from './page-context';
export { permissionGuard } from './permission-guard';
export * from './record-not-found-page';
export { provideAdminStatusPages } from './status-pages';
export * from './title-strategy';
export { unsavedChangesGuard, type UnsavedChangesSource } from './unsaved-changes';

// Internal (ɵ): for the other admin entry points only.
export type { AdminStatusPages as ɵAdminStatusPages } from './status-pages';
export { AdminUnsavedChanges as ɵAdminUnsavedChanges } from './unsaved-changes';
export {
  ADMIN_PAGE_PARENTS as ɵADMIN_PAGE_PARENTS,
  adminRouteMeta as ɵadminRouteMeta,
  type AdminPageParent as ɵAdminPageParent,
} from './route-meta';
