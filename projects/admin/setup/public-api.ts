/*
 * admin/setup: provideAdmin() and its features, and AdminModule.forRoot().
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-features';
export * from './provide-admin';
export * from './hydration';
