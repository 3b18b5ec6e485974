/*
 * admin/ui: The Angular Material pages and their parts: lists, fields, inputs, forms, the show and
 * login pages.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './common/admin-delete';
export type { VaChoice, VaChoices } from './common/choices';
export type { AdminFileSrc, AdminFileView, AdminStoredFile } from './common/file-values';
export * from './common/live-notice';
export * from './common/record-context';
export * from './common/record-operation-action';
export * from './common/va-load-error';
export * from './fields/boolean-field';
export * from './fields/chip-field';
export * from './fields/date-field';
export * from './fields/email-field';
export * from './fields/file-field';
export * from './fields/number-field';
export * from './fields/reference-field';
export * from './fields/reference-many-field';
export * from './fields/rich-text-field';
export * from './fields/text-field';
export * from './fields/url-field';
export * from './fields/va-field';
export * from './form/form-container';
export * from './form/va-form';
export type { VaLocaleSwitchGuard } from './form/va-locale-switch';
export * from './inputs/time-zone';
export * from './inputs/va-array-input';
export * from './inputs/va-autocomplete-input';
export * from './inputs/va-boolean-input';
export * from './inputs/va-date-input';
export * from './inputs/va-date-time-input';
export * from './inputs/va-file-input';
export * from './inputs/va-image-input';
export * from './inputs/va-input';
export * from './inputs/va-number-input';
export * from './inputs/va-password-input';
export * from './inputs/va-radio-group-input';
export * from './inputs/va-rich-text-input';
export * from './inputs/va-select-input';
export * from './inputs/va-text-input';
export * from './inputs/va-time-input';
// Headless (controllers/list/csv-export.ts); still named here for apps that import it from admin/ui.
export type { CsvExportProgress } from 'admin/controllers';
export type { AdminListData } from './list/list-page';
export type {
  VaCellContext,
  VaColumn,
  VaColumnEdit,
  VaColumnType,
  VaFilter,
  VaFilterType,
} from './list/list-types';
export * from './login/session-dialog';
export * from './login/va-login';
export * from './login/va-login-form';
export * from './list/va-card-list';
export * from './list/va-column';
export * from './list/va-data-table';
export * from './list/va-inline-editor';
export * from './list/va-virtual-table';
export * from './list/va-list';
export * from './list/va-list-filters';
export * from './list/va-views-menu';
export * from './show/va-show';
export * from './history/va-audit-log';
export * from './history/va-history-panel';
export * from './presence/va-presence';
export * from './import/va-import-page';
export * from './trash/va-trash-page';
export * from './private-export';
