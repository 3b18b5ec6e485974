/*
 * admin/data: REST dialects, repositories, HTTP errors, versions and uploads.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './admin-http-error';
export * from './dialect-search';
export * from './dialect-utils';
export * from './directus-dialect';
export * from './django-rest-dialect';
export * from './early-data';
export * from './graphql-dialect';
export * from './http-history';
export * from './http-presence';
export * from './http-view-store';
export * from './hydra-dialect';
export * from './json-server-dialect';
export * from './laravel-dialect';
export * from './nestjs-crud-dialect';
export * from './odata-dialect';
export * from './pending-changes';
export * from './postgrest-dialect';
export * from './resource-repositories';
export type {
  ListOptions,
  RecordOperationCall,
  RepositoryOptions,
  ResourceRepository,
  SearchOptions,
  WriteOptions,
} from './resource-repository';
export * from './rest-dialect';
export * from './rest-import';
export * from './rest-trash';
export * from './simple-rest-dialect';
export * from './sse-transport';
export * from './strapi-dialect';
export * from './spring-dialects';
export * from './uploads';
export * from './upload-requests';
export * from './versions';
export * from './private-export';
