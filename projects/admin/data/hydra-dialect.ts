import type { AdminRecord, RecordId } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectFailure,
  DialectRequest,
  HttpMethod,
  ListParams,
} from 'admin/config';
import { collectionPath, paging, recordPath, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵlocaleHeader,
  ɵoptionError,
} from './dialect-utils-internal';
import { ɵidFromLink } from './link-ids';

const JSON_LD = 'application/ld+json';
const MERGE_PATCH = 'application/merge-patch+json';
/** An ISO 8601 date or date-time, as `ɵfilterConditions` writes a `Date`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Options of `createHydraDialect`. */
export interface HydraDialectOptions {
  /**
   * The filter parameter the search text (`ListParams.q`) goes to, e.g. `'search'` for a custom
   * filter, or a property with a partial `SearchFilter` (`'title'`). API Platform has no
   * full-text search of its own: without it, a search text is an error.
   */
  readonly searchParam?: string;
  /**
   * Reference fields and the IRI prefix of the records they point to
   * (`{ author: '/api/users' }`): read, an IRI becomes the id it names (`'/api/users/3'` → 3);
   * written, an id becomes the IRI (`3` → `'/api/users/3'`). Other fields travel as they are.
   */
  readonly references?: Readonly<Record<string, string>>;
  /**
   * `'each'` (default): one `GET <api>/<id>` per record; `'filter'`: one
   * `GET <api>?id[]=1&id[]=2&itemsPerPage=2` (an exact `SearchFilter` on `id`).
   */
  readonly getMany?: 'each' | 'filter';
  /**
   * `'PATCH'` (default, API Platform 3+): `application/merge-patch+json`, only the fields sent
   * change; `'PUT'`: `application/ld+json`, the record is replaced.
   */
  readonly update?: 'PATCH' | 'PUT';
}

function checkOptions(options: HydraDialectOptions): void {
  const fail = ɵoptionError('createHydraDialect');
  const { searchParam, getMany, update, references } = options;
  if (searchParam !== undefined && (typeof searchParam !== 'string' || !searchParam)) {
    fail('searchParam must be a parameter name', searchParam);
  }
  if (getMany !== undefined && getMany !== 'each' && getMany !== 'filter') {
    fail(`getMany must be 'each' or 'filter'`, getMany);
  }
  if (update !== undefined && update !== 'PATCH' && update !== 'PUT') {
    fail(`update must be 'PATCH' or 'PUT'`, update);
  }
  for (const [field, prefix] of Object.entries(references ?? {})) {
    if (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.endsWith('/')) {
      fail(`references.${field} must be an IRI prefix such as '/api/users'`, prefix);
    }
  }
}

/**
 * The path of a record: `<api>/<id>`; an id that is an IRI (`/api/users/3`, as a reference field
 * holds it) is read as the id it names.
 */
function itemPath(context: DialectContext, id: RecordId): string {
  return recordPath(context, idOf(id));
}

/** The id an IRI names (`/api/users/3` → 3); any other id as it is. */
function idOf(id: RecordId): RecordId {
  return (typeof id === 'string' && id.startsWith('/') && ɵidFromLink(id)) || id;
}

/**
 * API Platform's filters: `SearchFilter` `k=v` (exact or partial as the server declares it;
 * arrays `k[]=a&k[]=b`), `RangeFilter` `k[gte]`/`k[lte]`, `DateFilter` `k[after]`/`k[before]`
 * for dates, `ExistsFilter` `exists[k]=true` (from `filter.exists`), nested properties dotted.
 */
function filterParams(filter: Readonly<Record<string, unknown>> | undefined): ParamsBuilder {
  const params: ParamsBuilder = {};
  const { exists, ...rest } = filter ?? {};
  if (exists !== undefined && exists !== null) {
    if (!isObject(exists)) {
      throw new Error(
        `the hydra dialect reads filter.exists as { field: true | false }, got ${typeof exists}`,
      );
    }
    for (const [field, value] of Object.entries(exists)) {
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'boolean') {
        throw new Error(
          `filter.exists.${field} must be true or false, got ${JSON.stringify(value)}`,
        );
      }
      params[`exists[${field}]`] = String(value);
    }
  }
  for (const { field, operator, value } of ɵfilterConditions(rest)) {
    if (operator === 'gte' || operator === 'lte') {
      const date = ISO_DATE.test(String(value));
      const bound = date ? (operator === 'gte' ? 'after' : 'before') : operator;
      params[`${field}[${bound}]`] = value;
    } else if (Array.isArray(value)) {
      params[`${field}[]`] = value;
    } else {
      params[field] = value;
    }
  }
  return params;
}

/** The request headers: JSON-LD, and the locale of a translatable resource. */
function headers(context: DialectContext, contentType?: string): Record<string, string> {
  return {
    Accept: JSON_LD,
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...ɵlocaleHeader(context),
  };
}

/** An API Platform error: `violations` by `propertyPath`, its `detail` or `hydra:description`. */
function hydraError({ body }: DialectFailure): DialectErrorDetails | undefined {
  if (!isObject(body)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const violation of Array.isArray(body['violations'])
    ? (body['violations'] as unknown[])
    : []) {
    if (!isObject(violation)) continue;
    const field = text(violation['propertyPath']);
    const message = text(violation['message']);
    // A violation of the whole record (no propertyPath) is in the message already.
    if (field && message) (errors[field] ??= []).push(message);
  }
  const message =
    text(body['detail']) ??
    text(body['hydra:description']) ??
    text(body['description']) ??
    text(body['hydra:title']) ??
    text(body['title']);
  const fields = Object.keys(errors).length > 0;
  if (!fields && !message) return undefined;
  return { ...(fields ? { errors } : {}), ...(message ? { message } : {}) };
}

/**
 * API Platform 3 and 4 (JSON-LD with Hydra):
 * - list: `GET <api>?page=2&itemsPerPage=25` (one-based; `itemsPerPage` needs
 *   `pagination_client_items_per_page`; a list asked without paging sends `pagination=false`,
 *   which needs `pagination_client_enabled`), `order[publishedAt]=desc&order[title]=asc`
 *   (`OrderFilter`), filters as `SearchFilter` parameters (`title=x`, `author.name=x`, arrays
 *   `id[]=1&id[]=2`; `{ like }` → `title=x` for a partial strategy), `{ gte, lte }` →
 *   `views[gte]=10&views[lte]=20` (`RangeFilter`), on dates `publishedAt[after]=…&
 *   publishedAt[before]=…` (`DateFilter`), `filter.exists` `{ photo: true }` → `exists[photo]=true`
 *   (`ExistsFilter`); the search text goes to `searchParam` (an error without it);
 *   field selection: `properties[]=id&properties[]=title` (`PropertyFilter`);
 *   records from `member` (API Platform 4) or `hydra:member` (3), total from `totalItems` or
 *   `hydra:totalItems`; more records than asked for (the server ignored `itemsPerPage` or
 *   `pagination=false`) is an error, never a wrong page;
 * - records: `@context`, `@id` and `@type` dropped; the id is the `id` field when the record has
 *   one, else the last segment of its `@id` IRI (`/api/books/12` → 12); an id that is an IRI
 *   (`/api/users/3`, from a reference field) addresses `<api>/3`; `references` turns chosen
 *   fields' IRIs into ids on reading and back into IRIs on writing;
 * - get: `GET <api>/<id>`; getMany: one `GET <api>/<id>` per record (`getManyLimit: 1`), or with
 *   `getMany: 'filter'` one `GET <api>?id[]=1&id[]=2&itemsPerPage=2`;
 * - create: `POST <api>` with `Content-Type: application/ld+json`; update and patch:
 *   `PATCH <api>/<id>` with `Content-Type: application/merge-patch+json` (or `update: 'PUT'`);
 *   delete: `DELETE <api>/<id>`; every request sends `Accept: application/ld+json`;
 * - errors: `violations: [{ propertyPath, message }]` become field errors, `detail` or
 *   `hydra:description` the message;
 * - locale: header `Accept-Language: <locale>`; include: not sent (API Platform embeds relations
 *   by its serialization groups).
 */
export function createHydraDialect(options: HydraDialectOptions = {}): ApiDialect {
  checkOptions(options);
  const references = Object.entries(options.references ?? {});
  const each = (options.getMany ?? 'each') === 'each';
  const update: HttpMethod = options.update ?? 'PATCH';

  /** A JSON-LD record as the admin holds it. */
  const record = (value: unknown, what: string): AdminRecord => {
    const body = ɵexpectRecord(value, what);
    const result: AdminRecord = {};
    for (const [key, field] of Object.entries(body)) {
      if (key !== '@context' && key !== '@id' && key !== '@type') result[key] = field;
    }
    if (result['id'] === undefined || result['id'] === null) {
      const iri: unknown = body['@id'];
      const id = typeof iri === 'string' ? ɵidFromLink(iri) : undefined;
      if (id === undefined) {
        throw new Error(
          `the hydra dialect reads a record without an id field from its @id IRI, got @id = ${JSON.stringify(iri ?? null)}`,
        );
      }
      result['id'] = id;
    }
    for (const [field] of references) {
      const value: unknown = result[field];
      const ids = (iri: unknown) =>
        typeof iri === 'string' && iri.startsWith('/') ? (ɵidFromLink(iri) ?? iri) : iri;
      if (Array.isArray(value)) result[field] = value.map(ids);
      else if (value !== undefined) result[field] = ids(value);
    }
    return result;
  };

  /** A body to write: reference ids as IRIs. */
  const written = (data: AdminRecord): AdminRecord => {
    if (!references.length) return data;
    const body: AdminRecord = { ...data };
    for (const [field, prefix] of references) {
      const iri = (id: unknown) =>
        (typeof id === 'number' || typeof id === 'string') &&
        !(typeof id === 'string' && id.startsWith('/'))
          ? `${prefix}/${encodeURIComponent(String(id))}`
          : id;
      const value: unknown = body[field];
      if (Array.isArray(value)) body[field] = value.map(iri);
      else if (value !== undefined && value !== '') body[field] = iri(value);
    }
    return body;
  };

  const records = (value: unknown): AdminRecord[] => {
    const what =
      'a JSON-LD collection { member: [...], totalItems } (hydra:member in API Platform 3)';
    const body = ɵexpectRecord(value, what);
    const members: unknown = body['member'] ?? body['hydra:member'];
    return ɵexpectRecords(members, what).map((r) => record(r, 'member records'));
  };

  const list = (context: DialectContext, params: ListParams): DialectRequest => {
    const query: ParamsBuilder = {};
    const page = paging(params);
    if (page) {
      query['page'] = String(page.page);
      query['itemsPerPage'] = String(page.perPage);
    } else {
      query['pagination'] = 'false';
    }
    if (params.sort?.length) {
      for (const { field, order } of params.sort) query[`order[${field}]`] = order;
    }
    Object.assign(query, filterParams(params.filter));
    if (params.q) {
      if (!options.searchParam) {
        throw new Error(
          'the hydra dialect cannot send a search text: API Platform has no full-text search of ' +
            "its own; name the filter it goes to with createHydraDialect({ searchParam: 'title' })",
        );
      }
      query[options.searchParam] = params.q;
    }
    if (context.fields?.length) query['properties[]'] = [...context.fields];
    return {
      method: 'GET',
      path: collectionPath(context),
      params: query,
      headers: headers(context),
    };
  };

  return Object.freeze<ApiDialect>({
    name: 'hydra',
    list,
    parseList(response, _context, params) {
      const data = records(response.body);
      const body = response.body as Record<string, unknown>;
      const total: unknown = body['totalItems'] ?? body['hydra:totalItems'];
      const page = paging(params);
      const valid = typeof total === 'number' && Number.isInteger(total) && total >= 0;
      if (page && data.length > page.perPage) {
        throw new Error(
          `the hydra dialect asked for ${page.perPage} records (itemsPerPage) and got ` +
            `${data.length}: the API must let clients choose the page size ` +
            '(pagination_client_items_per_page: true)',
        );
      }
      if (!page && valid && total > data.length) {
        throw new Error(
          `the hydra dialect asked for the whole collection (pagination=false) and got ` +
            `${data.length} of ${total} records: the API must let clients turn paging off ` +
            '(pagination_client_enabled: true)',
        );
      }
      if (valid) return { data, total };
      if (!page) return { data, total: data.length };
      throw new Error(
        'the hydra dialect reads the total from totalItems (hydra:totalItems in API Platform 3), ' +
          `got ${JSON.stringify(total ?? null)}; partial pagination sends none`,
      );
    },
    get: (context, id) => ({
      method: 'GET',
      path: itemPath(context, id),
      headers: headers(context),
    }),
    getMany: (context, ids) =>
      each && ids.length === 1
        ? { method: 'GET', path: itemPath(context, ids[0]), headers: headers(context) }
        : {
            method: 'GET',
            path: collectionPath(context),
            params: {
              [`${ɵidField(context)}[]`]: ids.map((id) => String(idOf(id))),
              itemsPerPage: String(ids.length),
            },
            headers: headers(context),
          },
    ...(each ? { getManyLimit: 1 } : {}),
    parseMany(response) {
      const body = response.body;
      return isObject(body) && ('member' in body || 'hydra:member' in body)
        ? records(body)
        : [record(body, 'a JSON-LD record (a JSON object)')];
    },
    create: (context, data) => ({
      method: 'POST',
      path: collectionPath(context),
      body: written(data),
      headers: headers(context, JSON_LD),
    }),
    update: (context, id, data) => ({
      method: update,
      path: itemPath(context, id),
      body: written(data),
      headers: headers(context, update === 'PATCH' ? MERGE_PATCH : JSON_LD),
    }),
    patch: (context, id, data) => ({
      method: 'PATCH',
      path: itemPath(context, id),
      body: written(data),
      headers: headers(context, MERGE_PATCH),
    }),
    delete: (context, id) => ({
      method: 'DELETE',
      path: itemPath(context, id),
      headers: headers(context),
    }),
    parseRecord: (response) => record(response.body, 'a JSON-LD record (a JSON object)'),
    parseError: hydraError,
  });
}

/** API Platform with its defaults (see `createHydraDialect`). */
export const hydraDialect: ApiDialect = createHydraDialect();
