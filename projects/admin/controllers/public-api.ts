export type { FieldConflict } from './conflicts';
export { DeleteController, type DeleteOptions } from './delete';
export {
  ListActions,
  bulkUpdateAction,
  type BulkUpdateActionOptions,
  type ListAction,
  type ListActionConfirm,
  type ListActionContext,
} from './list/list-actions';
export * from './list/list-controller';
export { listPage } from './list/list-page';
export type { ListQuery, VaSort } from './list/list-query';
export { ADMIN_UNDO_DELAY, AdminMutations } from './mutations';
export {
  ADMIN_NOTIFIER,
  type AdminNotificationType,
  type AdminNotifier,
  type AdminNotifyOptions,
} from './notifier';
export * from './record';
export type { ReferenceChoice, VaOptionText } from './reference-choices';
export * from './reference-many';
export { referenceRecords } from './references';
export * from './save';

// Internal (ɵ): for the other admin entry points only.
export { recordConflicts as ɵrecordConflicts } from './conflicts';
export { recordId as ɵrecordId } from './delete';
export { checkListActions as ɵcheckListActions } from './list/list-actions';
export {
  listPageData as ɵlistPageData,
  type ListColumnData as ɵListColumnData,
  type ListPageData as ɵListPageData,
} from './list/list-page';
export { PAGE_SIZES as ɵPAGE_SIZES, cleanFilter as ɵcleanFilter } from './list/list-query';
export {
  errorMessage as ɵerrorMessage,
  errorNotice as ɵerrorNotice,
  recordChangedMessage as ɵrecordChangedMessage,
  type RecordChange as ɵRecordChange,
} from './notifier';
export {
  NO_SEARCH as ɵNO_SEARCH,
  REFERENCE_PAGE_SIZE as ɵREFERENCE_PAGE_SIZE,
  optionLabel as ɵoptionLabel,
  referenceChoices as ɵreferenceChoices,
  referenceLabels as ɵreferenceLabels,
  sameValue as ɵsameValue,
  searchReferences as ɵsearchReferences,
  type ReferenceChoices as ɵReferenceChoices,
} from './reference-choices';
export {
  toIds as ɵtoIds,
  type ReferenceRecords as ɵReferenceRecords,
  type ReferenceRequest as ɵReferenceRequest,
  type ReferenceState as ɵReferenceState,
} from './references';
export {
  prefetchListPage as ɵprefetchListPage,
  wantedReferences as ɵwantedReferences,
} from './list/list-prefetch';
export { ListReferences as ɵListReferences } from './list/list-references';
export {
  PREFILL_PARAM as ɵPREFILL_PARAM,
  RETURN_TO_PARAM as ɵRETURN_TO_PARAM,
  parsePrefill as ɵparsePrefill,
  safeReturnTo as ɵsafeReturnTo,
} from './prefill';
export { readPath as ɵreadPath } from './record-path';
