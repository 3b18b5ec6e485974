// Headless (controllers/reference-choices.ts): the one reference loader. Names unchanged.
export {
  ɵREFERENCE_PAGE_SIZE as REFERENCE_PAGE_SIZE,
  ɵoptionLabel as optionLabel,
  ɵreferenceChoices as referenceChoices,
  ɵsameValue as sameValue,
  type ɵReferenceChoices as ReferenceChoices,
  type VaOptionText,
} from 'admin/controllers';
