export {
  AdminAccessError,
  AdminHttpError,
  type AdminFieldErrors,
  type AdminRequestInfo,
} from './admin-http-error';
export { collectionPath, flattenFilter, headerTotal, paging, recordPath } from './dialect-utils';
export * from './json-server-dialect';
export * from './laravel-dialect';
export * from './resource-repositories';
export type {
  ListOptions,
  RepositoryOptions,
  ResourceRepository,
  SearchOptions,
  WriteOptions,
} from './resource-repository';
export * from './simple-rest-dialect';
export {
  uploadProgress,
  withUploads,
  type AdminUploads,
  type EndpointUploads,
  type MultipartUploads,
} from './uploads';
export * from './versions';

// Internal (ɵ): for the other admin entry points only.
export { isUploadFile as ɵisUploadFile } from './uploads';
export { AdminActivity as ɵAdminActivity } from './admin-activity';
export { commitChange as ɵcommitChange } from './pending-changes';
