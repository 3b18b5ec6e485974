/*
 * admin/config: The configuration: the resource registry, the mount point, the contracts that data/ and auth/ implement.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export {
  ADMIN_CONFIG,
  ADMIN_RESOURCES,
  type AdminConfig,
  type ResolvedAdminConfig,
} from './config';
export { AdminMount } from './admin-mount';
export {
  type ApiDialect,
  type DialectContext,
  type DialectParams,
  type DialectRequest,
  type FilterOperators,
  type FilterScalar,
  type HttpMethod,
  type ListParams,
  type ListResult,
  type RecordVersion,
  type SortField,
  type VersionTransport,
} from './api-dialect';
export {
  type AdminCredentials,
  type AuthErrorOutcome,
  type AuthHttpError,
  type AuthProvider,
  type AuthResult,
} from './auth-contract';
export { type ConfirmOptions } from './confirm';
export { ResourceRegistry } from './resource-registry';
export { type AccessContext, type AdminPages, type AdminUser, type CanAccessFn } from './types';

// Internal (ɵ): for the other admin entry points only.
export {
  ADMIN_UI_LOCALE as ɵADMIN_UI_LOCALE,
  adminConfigProviders as ɵadminConfigProviders,
} from './config';
export { ADMIN_MOUNT_ROUTE as ɵADMIN_MOUNT_ROUTE } from './admin-mount';
export { ADMIN_CONFIRM as ɵADMIN_CONFIRM } from './confirm';
export {
  ADMIN_ACCESS as ɵADMIN_ACCESS,
  type AdminAccessCheck as ɵAdminAccessCheck,
  findResource as ɵfindResource,
  resourcePagePath as ɵresourcePagePath,
} from './resource-registry';
