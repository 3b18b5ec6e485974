export {
  ADMIN_CONFIG,
  ADMIN_RESOURCES,
  type AdminConfig,
  type ResolvedAdminConfig,
} from './config';
export { AdminMount } from './admin-mount';
export * from './api-dialect';
export * from './auth-contract';
export type { ConfirmOptions } from './confirm';
export { ResourceRegistry } from './resource-registry';
export * from './types';

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
