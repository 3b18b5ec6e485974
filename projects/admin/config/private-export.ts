/*
 * admin/config: the names shared with the package's other entry points, not part of the API.
 *
 * The one file of this entry point that exports ɵ names (as Angular's core_private_export.ts), and
 * only those: each line names a file that holds internals only. public-api.ts exports it last.
 * `export *`, not lists of names: see docs/decisions.md §18.
 */

export * from './admin-mount-internal';
export * from './config-internal';
export * from './confirm-internal';
export * from './early-data-internal';
export * from './realtime-internal';
export * from './resource-catalog';
export * from './resource-registry-internal';
export * from './route-meta-internal';
