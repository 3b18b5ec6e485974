/*
 * admin/controllers: Headless controllers between data/ and any UI: list, record, save, delete, references, actions.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './conflicts';
export * from './dates';
export * from './delete';
export * from './field-label';
export * from './form/conflict-drafts';
export * from './form/control-scope';
export * from './form/form-controller';
export * from './list/csv-export';
export * from './list/list-actions';
export * from './list/list-controller';
export * from './list/list-links';
export * from './list/list-page';
export * from './list/list-prefetch';
export * from './list/list-query';
export * from './list/list-references';
export * from './login';
export * from './mutations';
export * from './notifier';
export * from './pending-files';
export * from './prefill';
export * from './record';
export * from './record-path';
export * from './reference-choices';
export * from './reference-input';
export * from './reference-many';
export * from './references';
export * from './save';
