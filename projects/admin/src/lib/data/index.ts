export * from './api-dialect';
export * from './admin-http-error';
export * from './admin-activity';
export {
  collectionPath,
  recordPath,
  includeNames,
  flattenFilter,
  filterConditions,
  isFilterOperators,
  escapeRegExp,
  type FilterCondition,
  localeHeader,
  paging,
  headerTotal,
  expectRecord,
  expectRecords,
} from './dialect-utils';
export * from './json-server-dialect';
export * from './simple-rest-dialect';
export * from './laravel-dialect';
export type {
  ListOptions,
  ResourceRepository,
  RepositoryOptions,
  SearchOptions,
  WriteOptions,
} from './resource-repository';
export * from './versions';
export { commitChange, type PendingChange, type PendingEvent } from './pending-changes';
export { MAX_URL_LENGTH } from './resource-repository';
export * from './resource-repositories';
export * from './uploads';
