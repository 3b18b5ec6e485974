/*
 * admin/data: REST dialects, repositories, HTTP errors, versions and uploads.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export {
  AdminAccessError,
  AdminHttpError,
  type AdminFieldErrors,
  type AdminRequestInfo,
} from './admin-http-error';
export { collectionPath, flattenFilter, headerTotal, paging, recordPath } from './dialect-utils';
export {
  createJsonServerDialect,
  jsonServerDialect,
  type JsonServerDialectOptions,
} from './json-server-dialect';
export { laravelDialect } from './laravel-dialect';
export {
  ADMIN_LIST_MAX_AGE,
  ADMIN_REQUEST_TIMEOUT,
  ResourceRepositories,
  injectRepository,
} from './resource-repositories';
export {
  type ListOptions,
  type RepositoryOptions,
  type ResourceRepository,
  type SearchOptions,
  type WriteOptions,
} from './resource-repository';
export {
  createSimpleRestDialect,
  simpleRestDialect,
  type SimpleRestDialectOptions,
} from './simple-rest-dialect';
export {
  uploadProgress,
  withUploads,
  type AdminUploads,
  type EndpointUploads,
  type MultipartUploads,
} from './uploads';
export {
  etagVersions,
  fieldVersions,
  isVersionConflict,
  noVersions,
  withVersions,
} from './versions';

// Internal (ɵ): for the other admin entry points only.
export { AdminActivity as ɵAdminActivity } from './admin-activity';
export { commitChange as ɵcommitChange } from './pending-changes';
export { isUploadFile as ɵisUploadFile } from './uploads';
