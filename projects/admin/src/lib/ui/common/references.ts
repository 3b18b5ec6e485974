// The reference look-up by ids is headless: it lives in controllers/ (DESIGN §2).
export {
  referenceRecords,
  toIds,
  type ReferenceRecords,
  type ReferenceRequest,
  type ReferenceState,
} from '../../controllers/references';
