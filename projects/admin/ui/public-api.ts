/*
 * admin/ui: The Angular Material UI: layout, lists, fields, inputs, forms and dialogs.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export { AdminDelete } from './common/admin-delete';
export { AdminNotifications } from './common/admin-notifications';
export { type VaChoice, type VaChoices } from './common/choices';
export { AdminConfirm } from './common/confirm-dialog';
export { type AdminFileSrc, type AdminFileView, type AdminStoredFile } from './common/file-values';
export { VA_RECORD_CONTEXT, type VaRecordContext } from './common/record-context';
export { VaBooleanField } from './fields/boolean-field';
export { VaChipField } from './fields/chip-field';
export { VaDateField } from './fields/date-field';
export { VaEmailField } from './fields/email-field';
export { VaFileField, VaImageField } from './fields/file-field';
export { VaNumberField } from './fields/number-field';
export { VaReferenceArrayField, VaReferenceField } from './fields/reference-field';
export { VaReferenceManyCount, VaReferenceManyField } from './fields/reference-many-field';
export { VaRichTextField } from './fields/rich-text-field';
export { VaTextField } from './fields/text-field';
export { VaUrlField } from './fields/url-field';
export { VaField } from './fields/va-field';
export { VA_FORM_CONTAINER } from './form/form-container';
export { VaForm, type VaFormRedirect } from './form/va-form';
export { type VaLocaleSwitchGuard } from './form/va-locale-switch';
export { provideAdminIcons } from './icons/admin-icons';
export { VaIcon } from './icons/va-icon';
export {
  fromWallTime,
  parseInstant,
  toIsoUtc,
  toIsoWithOffset,
  userTimeZone,
  wallTime,
} from './inputs/time-zone';
export { VaArrayInput, type VaArrayItemContext } from './inputs/va-array-input';
export { VaAutocompleteInput } from './inputs/va-autocomplete-input';
export { VaBooleanInput } from './inputs/va-boolean-input';
export { VaDateInput } from './inputs/va-date-input';
export {
  VaDateTimeInput,
  type VaDateTimeStorage,
  type VaDateTimeView,
} from './inputs/va-date-time-input';
export { VaFileInput, VaImageInput } from './inputs/va-file-input';
export { VA_INPUT_PROVIDERS, VaInput } from './inputs/va-input';
export { VaNumberInput } from './inputs/va-number-input';
export { VaPasswordInput } from './inputs/va-password-input';
export { VaRadioGroupInput } from './inputs/va-radio-group-input';
export { VaRichTextInput } from './inputs/va-rich-text-input';
export { VaSelectInput } from './inputs/va-select-input';
export { VaTextInput, type VaTextInputType } from './inputs/va-text-input';
export { VaTimeInput } from './inputs/va-time-input';
export { provideAdminMenu } from './layout/admin-menu';
export { AdminTheme, type AdminColorScheme } from './layout/admin-theme';
export { VaBreadcrumb } from './layout/va-breadcrumb';
export { VaLayout } from './layout/va-layout';
export { VaLogin } from './layout/va-login';
export { VaMenu } from './layout/va-menu';
export { type CsvExportProgress } from './list/csv-export';
export { type AdminListData } from './list/list-page';
export {
  type VaCellContext,
  type VaColumn,
  type VaColumnType,
  type VaFilter,
  type VaFilterType,
} from './list/list-types';
export { VaCardList, type VaCardOptions } from './list/va-card-list';
export { VaColumnDef } from './list/va-column';
export { VaDataTable, type VaPageChange } from './list/va-data-table';
export { VaListFilters } from './list/va-list-filters';
export { SMALL_SCREEN, VaList } from './list/va-list';
export { VaShow } from './show/va-show';

// Internal (ɵ): for the other admin entry points only.
export { preloadUiIcons as ɵpreloadUiIcons } from './icons/ui-icons-preload';
export { lazyNotifier as ɵlazyNotifier } from './common/lazy-notifier';
