// The reference look-up by ids is headless: it lives in controllers/ (docs/decisions.md §17).
export {
  referenceRecords,
  ɵtoIds as toIds,
  type ɵReferenceRecords as ReferenceRecords,
  type ɵReferenceRequest as ReferenceRequest,
  type ɵReferenceState as ReferenceState,
} from 'admin/controllers';
