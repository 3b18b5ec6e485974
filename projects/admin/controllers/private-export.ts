/*
 * admin/controllers: the names shared with the package's other entry points, not part of the API.
 *
 * The one file of this entry point that exports ɵ names (as Angular's core_private_export.ts), and
 * only those: each line names a file that holds internals only. public-api.ts exports it last.
 * `export *`, not lists of names: see docs/decisions.md §18.
 */

export * from './conflicts';
export * from './dates';
export * from './delete-internal';
export * from './list/list-actions-internal';
export * from './list/list-page-internal';
export * from './list/list-pages-internal';
export * from './list/list-prefetch';
export * from './list/list-query-internal';
export * from './list/list-references';
export * from './mutations-internal';
export * from './notifier-internal';
export * from './prefill';
export * from './record-path';
export * from './reference-choices-internal';
export * from './reference-input-internal';
export * from './references-internal';
