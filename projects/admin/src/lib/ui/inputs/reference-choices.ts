// Headless (controllers/reference-choices.ts): the one reference loader. Names unchanged.
export {
  REFERENCE_PAGE_SIZE,
  optionLabel,
  referenceChoices,
  sameValue,
  type ReferenceChoices,
  type VaOptionText,
} from '../../controllers/reference-choices';
