/*
 * admin/controllers: Headless controllers between data/ and any UI: list, record, save, delete, references, actions.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './delete';
export * from './field-label';
export * from './form/conflict-drafts';
export * from './form/control-scope';
export * from './form/form-controller';
export * from './list/csv-export';
export * from './list/inline-edit';
export * from './list/paste-block';
export * from './list/list-actions';
export * from './list/list-columns';
export * from './list/list-controller';
export * from './list/list-links';
export * from './list/list-page';
export * from './list/list-pages';
export * from './list/list-query';
export * from './list/views-controller';
export * from './live-updates';
export * from './login';
export * from './mutations';
export * from './notifier';
export * from './pending-files';
export * from './record';
export * from './reference-choices';
export * from './reference-input';
export * from './reference-many';
export * from './references';
export * from './save';
export * from './history';
export * from './presence';
export * from './history-diff';
export * from './audit-log';
export * from './import/admin-imports';
export * from './import/import-controller';
export * from './trash/admin-trash';
export * from './trash/trash-controller';
export * from './private-export';
