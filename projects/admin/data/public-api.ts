/*
 * admin/data: REST dialects, repositories, HTTP errors, versions and uploads.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-activity';
export * from './admin-http-error';
export * from './dialect-search';
export * from './dialect-utils';
export * from './directus-dialect';
export * from './django-rest-dialect';
export * from './early-data';
export * from './graphql-dialect';
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
export * from './simple-rest-dialect';
export * from './strapi-dialect';
export * from './spring-dialects';
export * from './uploads';
export * from './upload-requests';
export * from './versions';
