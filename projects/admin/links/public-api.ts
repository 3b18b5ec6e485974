/*
 * admin/links: Links to resources and their pages, relative to where the admin is mounted.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-menu';
export * from './resource-links';
