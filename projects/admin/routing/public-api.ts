/*
 * admin/routing: The admin routes, guards, page context and status pages.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './admin-pages';
export * from './admin-routes';
export * from './list-reuse';
export * from './page-context';
export * from './permission-guard';
export * from './status-pages';
export * from './title-strategy';
export * from './import-page';
export * from './trash-page';
export * from './unsaved-changes';
export * from './private-export';
