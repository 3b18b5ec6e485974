export * from './notifier';
export * from './delete';
export * from './save';
export * from './record';
export * from './references';
export * from './list';
export * from './mutations';
export * from './conflicts';
export {
  searchReferences,
  referenceLabels,
  type ReferenceChoice,
  type ReferenceSearchState,
} from './reference-choices';
export * from './prefill';
export * from './reference-many';
export * from './list/list-actions';
