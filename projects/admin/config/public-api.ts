/*
 * admin/config: The configuration: the resource registry, the mount point, the contracts that data/ and auth/ implement.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-mount';
export * from './api-dialect';
export * from './auth-contract';
export * from './config';
export * from './conflicts';
export * from './confirm';
export * from './early-data';
export * from './notifier';
export * from './resource-catalog';
export * from './resource-registry';
export * from './route-meta';
export * from './types';
