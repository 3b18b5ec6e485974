export { AdminDelete } from './common/admin-delete';
export * from './common/admin-notifications';
export type { VaChoice, VaChoices } from './common/choices';
export * from './common/confirm-dialog';
export type { AdminFileSrc, AdminFileView, AdminStoredFile } from './common/file-values';
export { VA_RECORD_CONTEXT, type VaRecordContext } from './common/record-context';
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
export { VA_FORM_CONTAINER } from './form/form-container';
export * from './form/va-form';
export type { VaLocaleSwitchGuard } from './form/va-locale-switch';
export { provideAdminIcons } from './icons/admin-icons';
export * from './icons/va-icon';
export {
  fromWallTime,
  parseInstant,
  toIsoUtc,
  toIsoWithOffset,
  userTimeZone,
  wallTime,
} from './inputs/time-zone';
export * from './inputs/va-array-input';
export * from './inputs/va-autocomplete-input';
export * from './inputs/va-boolean-input';
export * from './inputs/va-date-input';
export * from './inputs/va-date-time-input';
export * from './inputs/va-file-input';
export * from './inputs/va-input';
export * from './inputs/va-number-input';
export * from './inputs/va-password-input';
export * from './inputs/va-radio-group-input';
export * from './inputs/va-rich-text-input';
export * from './inputs/va-select-input';
export * from './inputs/va-text-input';
export * from './inputs/va-time-input';
export { provideAdminMenu } from './layout/admin-menu';
export { AdminTheme, type AdminColorScheme } from './layout/admin-theme';
export * from './layout/va-breadcrumb';
export { VaLayout } from './layout/va-layout';
export { VaLogin } from './layout/va-login';
export * from './layout/va-menu';
export type { CsvExportProgress } from './list/csv-export';
export type { AdminListData } from './list/list-page';
export type {
  VaCellContext,
  VaColumn,
  VaColumnType,
  VaFilter,
  VaFilterType,
} from './list/list-types';
export * from './list/va-card-list';
export * from './list/va-column';
export * from './list/va-data-table';
export * from './list/va-list-filters';
export * from './list/va-list';
export * from './show/va-show';

// Internal (ɵ): for the other admin entry points only.
export { preloadUiIcons as ɵpreloadUiIcons } from './icons/ui-icons-preload';
export { lazyNotifier as ɵlazyNotifier } from './common/lazy-notifier';
