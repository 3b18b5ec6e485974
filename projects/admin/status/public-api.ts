/*
 * admin/status: the library's status pages (not found, forbidden, record not found, error with a
 * retry), which the route table shows in place of a page. An entry point of its own, loaded with
 * `import()` when a route first shows one: the pages and their Material buttons stay out of an
 * app's first download, also when it is built from the package (one file per entry point).
 * Replace them with `provideAdminStatusPages()` (admin/routing).
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './error-page';
export * from './forbidden-page';
export * from './not-found-page';
export * from './record-not-found-page';
export * from './private-export';
