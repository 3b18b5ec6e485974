/*
 * admin/routing: The admin routes, guards, page context and status pages.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-pages';
export * from './admin-routes';
export * from './list-reuse';
export * from './page-context';
export * from './page-prefetch';
export * from './permission-guard';
export * from './route-meta';
export * from './status-pages';
export * from './title-strategy';
export * from './unsaved-changes';
