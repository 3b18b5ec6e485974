/*
 * admin/config: The configuration: the resource registry, the mount point, the contracts that data/ and auth/ implement.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './admin-mount';
export * from './api-dialect';
export * from './auth-contract';
export * from './config';
export * from './conflicts';
export * from './confirm';
export * from './early-data';
export * from './notifier';
export * from './realtime';
export * from './resource-registry';
export * from './route-meta';
export * from './types';
export * from './history';
export * from './presence';
export * from './import';
export * from './views';
export * from './private-export';
