/*
 * admin/links: Links to resources and their pages, relative to where the admin is mounted.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './admin-menu';
export * from './resource-links';
export * from './private-export';
