import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectFailure,
  ListParams,
} from 'admin/config';
import { collectionPath, paging, recordPath, type ParamsBuilder } from './dialect-utils';
import {
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵlocaleHeader,
  ɵoptionError,
} from './dialect-utils-internal';
import { ɵidFromLink } from './link-ids';

const HAL = 'application/hal+json';

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Spring Data's `Pageable` parameters (zero-based `page`, `size`, one `sort=field,dir` per field)
 * and the filter as plain query parameters: `k=v`, arrays repeating the key (`id=1&id=2`, which
 * a Querydsl binding reads as "any of"), nested objects dotted (`author.name=x`), `{ like }` as
 * `k=text` (the binding decides how it matches). Ranges have no Spring convention: a clear error.
 */
function springQuery(
  dialect: string,
  params: ListParams,
  query: ParamsBuilder = {},
): ParamsBuilder {
  const page = paging(params);
  if (page) {
    query['page'] = String(page.page - 1);
    query['size'] = String(page.perPage);
  }
  if (params.sort?.length) query['sort'] = params.sort.map((s) => `${s.field},${s.order}`);
  for (const { field, operator, value } of ɵfilterConditions(params.filter)) {
    if (operator === 'gte' || operator === 'lte') {
      throw new Error(
        `the ${dialect} dialect cannot send the range filter on "${field}" (${operator}): ` +
          'Spring Data has no query parameter convention for ranges; filter on a search resource ' +
          'or a controller parameter of your own instead',
      );
    }
    query[field] = value;
  }
  return query;
}

/** `total` as a valid count, or undefined. */
function count(total: unknown): number | undefined {
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : undefined;
}

/** The total of a list, or the number of records when no paging was asked; else a clear error. */
function listTotal(
  total: unknown,
  data: readonly AdminRecord[],
  params: ListParams,
  missing: () => string,
): number {
  const valid = count(total);
  if (valid !== undefined) return valid;
  if (!paging(params)) return data.length;
  throw new Error(missing());
}

/**
 * A failed response of a Spring application: Spring Data REST's validation errors
 * `{ errors: [{ entity, property, invalidValue, message }] }`, Spring Boot's error body
 * `{ timestamp, status, error, message, path }` (with `errors: [{ field, defaultMessage }]` when it
 * includes binding errors) and RFC 9457 problem details `{ title, status, detail }`.
 */
function springError({ body }: DialectFailure): DialectErrorDetails | undefined {
  if (!isObject(body)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const error of Array.isArray(body['errors']) ? (body['errors'] as unknown[]) : []) {
    if (!isObject(error)) continue;
    const field = text(error['property']) ?? text(error['field']);
    const message = text(error['message']) ?? text(error['defaultMessage']);
    if (field && message) (errors[field] ??= []).push(message);
  }
  const fields = Object.keys(errors).length > 0;
  const message =
    text(body['message']) ??
    text(body['detail']) ??
    (fields ? undefined : (text(body['error']) ?? text(body['title'])));
  if (!fields && !message) return undefined;
  return { ...(fields ? { errors } : {}), ...(message ? { message } : {}) };
}

function headers(context: DialectContext, extra: Record<string, string> = {}) {
  return { Accept: HAL, ...extra, ...ɵlocaleHeader(context) };
}

/** A Spring Data REST search resource the list goes through (`<api>/search/<path>`). */
export interface SpringDataRestSearch {
  /** The query method's path, e.g. `findByTitleContainingIgnoreCase`. */
  readonly path: string;
  /** The method's `@Param` the search text (`ListParams.q`) goes to, e.g. `title`. */
  readonly q?: string;
}

/** Options of `createSpringDataRestDialect`. */
export interface SpringDataRestDialectOptions {
  /**
   * The `_embedded` key of each resource's list, by resource name (`{ people: 'persons' }`).
   * Default: the only key of `_embedded`; of several, the one named like the resource.
   */
  readonly rels?: Readonly<Record<string, string>>;
  /**
   * Search resources, by resource name: a list with a filter or a search text goes to
   * `GET <api>/search/<path>` with the filter as that method's parameters and the text as its
   * `q` parameter (`{ posts: { path: 'findByTitleContaining', q: 'title' } }`).
   */
  readonly searches?: Readonly<Record<string, SpringDataRestSearch>>;
  /**
   * `'PATCH'` (default): an update sends the form's fields and Spring Data REST changes only
   * those; `'PUT'`: it replaces the whole record (fields left out become null).
   */
  readonly update?: 'PATCH' | 'PUT';
  /**
   * `'each'` (default): one `GET <api>/<id>` per record; `'param'`: one
   * `GET <api>?id=1&id=2&size=2`, for a repository with Querydsl web support (a Querydsl binding
   * reads repeated values as "any of").
   */
  readonly getMany?: 'each' | 'param';
}

function checkOptions(options: SpringDataRestDialectOptions): void {
  const fail = ɵoptionError('createSpringDataRestDialect');
  if (options.update !== undefined && options.update !== 'PATCH' && options.update !== 'PUT') {
    fail(`update must be 'PATCH' or 'PUT'`, options.update);
  }
  if (options.getMany !== undefined && options.getMany !== 'each' && options.getMany !== 'param') {
    fail(`getMany must be 'each' or 'param'`, options.getMany);
  }
  for (const [name, rel] of Object.entries(options.rels ?? {})) {
    if (typeof rel !== 'string' || !rel) fail(`rels.${name} must be a non-empty string`, rel);
  }
  for (const [name, search] of Object.entries(options.searches ?? {})) {
    const path: unknown = (search as { path?: unknown } | null)?.path;
    if (typeof path !== 'string' || !/^[A-Za-z0-9_-]+$/.test(path)) {
      fail(`searches.${name}.path must be a query method's path`, path);
    }
    const q: unknown = search.q;
    if (q !== undefined && (typeof q !== 'string' || !q)) {
      fail(`searches.${name}.q must be a parameter name`, q);
    }
  }
}

/** A HAL record: `_links` dropped, the id taken from `_links.self.href` when it has no `id`. */
function halRecord(value: unknown, what: string): AdminRecord {
  const { _links: links, ...record } = ɵexpectRecord(value, what);
  if (record['id'] === undefined || record['id'] === null) {
    const href: unknown = isObject(links) && isObject(links['self']) && links['self']['href'];
    const id = typeof href === 'string' ? ɵidFromLink(href) : undefined;
    if (id === undefined) {
      throw new Error(
        'the spring-data-rest dialect reads a record without an id field from its ' +
          `_links.self.href, got ${JSON.stringify(links ?? null)}`,
      );
    }
    record['id'] = id;
  }
  return record;
}

/** The records of a HAL collection's `_embedded` (none when it has no `_embedded`). */
function halRecords(
  body: unknown,
  context: DialectContext,
  rels: Readonly<Record<string, string>>,
): AdminRecord[] {
  const what = 'a HAL JSON body { _embedded: { <rel>: [...] }, page }';
  const document = ɵexpectRecord(body, what);
  const embedded: unknown = document['_embedded'];
  if (embedded === undefined) return []; // Spring Data REST leaves _embedded out of an empty page.
  if (!isObject(embedded)) throw new Error(`expected ${what}, got _embedded = ${typeof embedded}`);
  const keys = Object.keys(embedded);
  const { name, api } = context.resource;
  const rel =
    rels[name] ??
    (keys.length === 1 ? keys[0] : keys.find((k) => k === name || k === api.split('/').pop()));
  if (rel === undefined || !(rel in embedded)) {
    throw new Error(
      `the spring-data-rest dialect found no "${rel ?? name}" list in _embedded (keys: ` +
        `${keys.join(', ') || 'none'}); name it with createSpringDataRestDialect({ rels: ` +
        `{ ${name}: '<rel>' } })`,
    );
  }
  return ɵexpectRecords(embedded[rel], `_embedded.${rel} as an array of records`).map((r) =>
    halRecord(r, `_embedded.${rel} records`),
  );
}

/**
 * Spring Data REST (HAL, its defaults):
 * - list: `GET <api>?page=1&size=25&sort=publishedAt,desc&sort=title,asc` (`page` zero-based:
 *   the admin's page 2 is `page=1`), filters as plain parameters (`userId=1`, `id=1&id=2`,
 *   `author.name=x`, `{ like }` as `title=x`), which Spring Data REST applies when the repository
 *   has Querydsl web support (it ignores unknown parameters otherwise); a range filter is an error;
 *   a search text (`q`) needs a search resource; records from `_embedded.<rel>` (the only key, or
 *   `rels`), total from `page.totalElements`; a page without records has no `_embedded`;
 * - with `searches`: a list with a filter or a search text goes to
 *   `GET <api>/search/<path>?<filter>&<q param>=<text>&page&size&sort`;
 * - records: `_links` dropped; Spring Data REST leaves ids out of the body by default: the id is
 *   the last segment of `_links.self.href` (`http://host/people/1` → 1), unless the record has an
 *   `id` field (`RepositoryRestConfiguration.exposeIdsFor`);
 * - get: `GET <api>/<id>`; getMany: one `GET <api>/<id>` per record (`getManyLimit: 1`), or with
 *   `getMany: 'param'` one `GET <api>?id=1&id=2&size=2`;
 * - create: `POST <api>`; update: `PATCH <api>/<id>` (only the fields sent change; `update:
 *   'PUT'` replaces the record, fields left out become null); delete: `DELETE <api>/<id>`;
 *   every request sends `Accept: application/hal+json` (Spring Data REST returns the record of a
 *   create or update only to a request with an `Accept` header);
 * - errors: `{ errors: [{ entity, property, invalidValue, message }] }` (its validators) and
 *   Spring Boot's `{ status, error, message, path }` and problem details `{ title, detail }`;
 * - locale: header `Accept-Language: <locale>`; include and field selection: not sent
 *   (associations are links in Spring Data REST).
 */
export function createSpringDataRestDialect(
  options: SpringDataRestDialectOptions = {},
): ApiDialect {
  checkOptions(options);
  const rels = options.rels ?? {};
  const searches = options.searches ?? {};
  const each = (options.getMany ?? 'each') === 'each';
  const update = options.update ?? 'PATCH';
  return Object.freeze<ApiDialect>({
    name: 'spring-data-rest',
    list(context, params) {
      const search = searches[context.resource.name];
      const filtered = !!params.q || ɵfilterConditions(params.filter).length > 0;
      const query = springQuery('spring-data-rest', params);
      if (params.q) {
        if (!search?.q) {
          throw new Error(
            'the spring-data-rest dialect sends a search text only to a search resource: ' +
              `createSpringDataRestDialect({ searches: { ${context.resource.name}: ` +
              `{ path: '<query method>', q: '<its parameter>' } } })`,
          );
        }
        query[search.q] = params.q;
      }
      const path =
        search && filtered
          ? `${collectionPath(context)}/search/${search.path}`
          : collectionPath(context);
      return { method: 'GET', path, params: query, headers: headers(context) };
    },
    parseList(response, context, params) {
      const data = halRecords(response.body, context, rels);
      const page: unknown = (response.body as { page?: unknown }).page;
      const total = listTotal(
        isObject(page) ? page['totalElements'] : undefined,
        data,
        params,
        () =>
          'the spring-data-rest dialect reads the total from page.totalElements of the HAL body ' +
          '(a paging repository: PagingAndSortingRepository, or a query method returning Page), ' +
          `got page = ${JSON.stringify(page ?? null)}`,
      );
      return { data, total };
    },
    get: (context, id) => ({
      method: 'GET',
      path: recordPath(context, id),
      headers: headers(context),
    }),
    getMany: (context, ids) =>
      each && ids.length === 1
        ? { method: 'GET', path: recordPath(context, ids[0]), headers: headers(context) }
        : {
            method: 'GET',
            path: collectionPath(context),
            params: { id: ids.map(String), size: String(ids.length) },
            headers: headers(context),
          },
    ...(each ? { getManyLimit: 1 } : {}),
    parseMany(response, context) {
      const body = response.body;
      return isObject(body) && !('_embedded' in body) && !('page' in body)
        ? [halRecord(body, 'a HAL record')]
        : halRecords(body, context, rels);
    },
    create: (context, data) => ({
      method: 'POST',
      path: collectionPath(context),
      body: data,
      headers: headers(context),
    }),
    update: (context, id, data) => ({
      method: update,
      path: recordPath(context, id),
      body: data,
      headers: headers(context),
    }),
    patch: (context, id, data) => ({
      method: 'PATCH',
      path: recordPath(context, id),
      body: data,
      headers: headers(context),
    }),
    delete: (context, id) => ({
      method: 'DELETE',
      path: recordPath(context, id),
      headers: headers(context),
    }),
    parseRecord: (response) => halRecord(response.body, 'a HAL record (a JSON object)'),
    parseError: springError,
  });
}

/** Spring Data REST with its defaults (see `createSpringDataRestDialect`). */
export const springDataRestDialect: ApiDialect = createSpringDataRestDialect();

/** The records and total of a Spring `Page` body: `PageImpl` as Jackson writes it, or `PagedModel`. */
function pageBody(
  response: HttpResponse<unknown>,
  params: ListParams,
): { data: AdminRecord[]; total: number } {
  const what = 'a Spring Page body { content: [...], totalElements } or { content, page }';
  const body = ɵexpectRecord(response.body, what);
  const data = ɵexpectRecords(body['content'], `${what} (content as an array of records)`);
  const page: unknown = body['page'];
  const total = listTotal(
    body['totalElements'] ?? (isObject(page) ? page['totalElements'] : undefined),
    data,
    params,
    () =>
      'the spring-page dialect reads the total from totalElements (PageImpl) or ' +
      'page.totalElements (PagedModel), got neither: a Slice has no total, return a Page',
  );
  return { data, total };
}

/** Options of `createSpringPageDialect`. */
export interface SpringPageDialectOptions {
  /** The parameter the search text (`ListParams.q`) goes to; default `q`. */
  readonly searchParam?: string;
  /**
   * `'each'` (default): one `GET <api>/<id>` per record; `'param'`: one
   * `GET <api>?id=1&id=2&size=2` (a controller taking `@RequestParam List<Long> id`).
   */
  readonly getMany?: 'each' | 'param';
}

/**
 * A Spring MVC controller returning a Spring Data `Page<T>` (with `@EnableSpringDataWebSupport`):
 * - list: `GET <api>?page=1&size=25&sort=publishedAt,desc&sort=title,asc` (`page` zero-based, as
 *   Spring Data's `Pageable` resolver reads it), filters as plain parameters (`userId=1`,
 *   `id=1&id=2`, `author.name=x`, `{ like }` as `title=x`: the controller decides how each
 *   matches), the search text as `q=<text>` (`searchParam`); a range filter is an error;
 *   records from `content`, total from `totalElements` (`PageImpl` serialized as it is) or
 *   `page.totalElements` (Spring Data 3.3+'s `PagedModel`, `pageSerializationMode = VIA_DTO`);
 * - get/create/delete: docs/contract.md §4.1 (`GET`/`POST <api>`, `GET`/`DELETE <api>/<id>`),
 *   records as they are; update: `PUT <api>/<id>`, patch (`updateMany`): `PATCH <api>/<id>`;
 * - getMany: one `GET <api>/<id>` per record, or with `getMany: 'param'` `GET <api>?id=1&id=2`;
 * - errors: Spring Boot's `{ status, error, message, path }` with its binding `errors` and
 *   problem details `{ title, status, detail }`;
 * - locale: header `Accept-Language: <locale>`; include and field selection: not sent.
 */
export function createSpringPageDialect(options: SpringPageDialectOptions = {}): ApiDialect {
  const searchParam = options.searchParam ?? 'q';
  if (typeof searchParam !== 'string' || !searchParam) {
    throw new TypeError(
      `createSpringPageDialect: searchParam must be a parameter name, got ${JSON.stringify(searchParam)}`,
    );
  }
  const getMany = options.getMany ?? 'each';
  if (getMany !== 'each' && getMany !== 'param') {
    throw new TypeError(
      `createSpringPageDialect: getMany must be 'each' or 'param', got ${JSON.stringify(getMany)}`,
    );
  }
  const each = getMany === 'each';
  const write = (
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    context: DialectContext,
    body: unknown,
  ) => ({ method, path, body, headers: ɵlocaleHeader(context) });
  return Object.freeze<ApiDialect>({
    name: 'spring-page',
    list(context, params) {
      const query = springQuery('spring-page', params);
      if (params.q) query[searchParam] = params.q;
      return {
        method: 'GET',
        path: collectionPath(context),
        params: query,
        headers: ɵlocaleHeader(context),
      };
    },
    parseList: (response, _context, params) => pageBody(response, params),
    get: (context, id) => ({
      method: 'GET',
      path: recordPath(context, id),
      headers: ɵlocaleHeader(context),
    }),
    getMany: (context, ids) =>
      each && ids.length === 1
        ? { method: 'GET', path: recordPath(context, ids[0]), headers: ɵlocaleHeader(context) }
        : {
            method: 'GET',
            path: collectionPath(context),
            params: { id: ids.map(String), size: String(ids.length) },
            headers: ɵlocaleHeader(context),
          },
    ...(each ? { getManyLimit: 1 } : {}),
    parseMany(response) {
      const body = response.body;
      if (Array.isArray(body)) return ɵexpectRecords(body);
      if (isObject(body) && Array.isArray(body['content'])) {
        return ɵexpectRecords(body['content'], 'content as an array of records');
      }
      return [ɵexpectRecord(body, 'a record (a JSON object), a Page or an array')];
    },
    create: (context, data) => write('POST', collectionPath(context), context, data),
    update: (context, id, data) => write('PUT', recordPath(context, id), context, data),
    patch: (context, id, data) => write('PATCH', recordPath(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: recordPath(context, id),
      headers: ɵlocaleHeader(context),
    }),
    parseRecord: (response) => ɵexpectRecord(response.body),
    parseError: springError,
  });
}

/** A Spring MVC `Page<T>` controller with the defaults (see `createSpringPageDialect`). */
export const springPageDialect: ApiDialect = createSpringPageDialect();
