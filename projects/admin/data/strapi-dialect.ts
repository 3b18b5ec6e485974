import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectRequest,
  ListParams,
} from 'admin/config';
import { type SearchFields } from './dialect-search';
import { ɵcheckSearchFields, ɵsearchFieldsOf } from './dialect-search-internal';
import { collectionPath, paging, recordPath, type ParamsBuilder } from './dialect-utils';
import { ɵfilterConditions, ɵincludeNames, ɵdescribeBody } from './dialect-utils-internal';

/** Options of `createStrapiDialect`. */
export interface StrapiDialectOptions {
  /**
   * The record field that addresses a record in paths, `getMany` and filters on `id`:
   * `'documentId'` (default, Strapi 5) or `'id'`. Each record read gets `id` set to this field's
   * value, so the admin's routes, cache and references use it, and the resource's descriptor
   * keeps its default `idField` (`id`). A descriptor with `idField: 'documentId'` addresses the
   * same records (both fields then hold the documentId); any other descriptor `idField` is not a
   * Strapi key and is not what this dialect puts in paths.
   */
  readonly idField?: 'documentId' | 'id';
  /**
   * The fields `q` is searched in (`$containsi`, joined by `$or`), for every resource or by
   * resource name; default: the resource's `autocompleteFields` (without `id`), else its `label`.
   */
  readonly searchFields?: SearchFields;
}

const OPERATORS = { eq: '$eq', gte: '$gte', lte: '$lte', like: '$containsi' } as const;

/** `filters[a][b]…` for a dotted field. */
function filterKey(field: string): string {
  return `filters${field
    .split('.')
    .map((part) => `[${part}]`)
    .join('')}`;
}

/**
 * Strapi 5's REST API (`@strapi/strapi` 5, its content API under `/api`):
 * - list: `GET <api>?pagination[page]=2&pagination[pageSize]=25`, `sort=title:desc` (several:
 *   `sort[0]=title:desc&sort[1]=publishedAt:asc`), filters `filters[title][$eq]=x` (arrays
 *   `filters[id][$in][0]=1&filters[id][$in][1]=2`, nested objects
 *   `filters[author][name][$eq]=Ann`), `{ like }` → `$containsi`, `{ gte, lte }` → `$gte`/`$lte`;
 *   `q` → `filters[$or][0][title][$containsi]=x&filters[$or][1][body][$containsi]=x` over the
 *   search fields (Strapi has no full-text search of its own); total from
 *   `meta.pagination.total` of `{ data: [...], meta: { pagination } }`;
 * - include: `populate[0]=author&populate[1]=comments` (`['*']` → `populate=*`); field
 *   selection: `fields[0]=title` (`id` and `documentId` always come back);
 * - records are addressed by `documentId`: `GET|PUT|DELETE <api>/<documentId>`; each record read
 *   gets `id` = its `documentId` (`createStrapiDialect({ idField: 'id' })` keeps the numeric id);
 *   filters and sorts on `id` use `documentId`;
 * - getMany: `GET <api>?filters[documentId][$in][0]=a&…&pagination[pageSize]=<count>`;
 * - create `POST <api>`, update `PUT <api>/<documentId>` (Strapi updates only the fields sent),
 *   bodies as `{ data: {…} }` without `id` and `documentId`; records unwrapped from
 *   `{ data: {…}, meta }`; no bulk route: `updateMany` and `deleteMany` send one request per
 *   record;
 * - locale: `locale=fr` on every call;
 * - errors: `{ data: null, error: { status, name: 'ValidationError', message, details: { errors:
 *   [{ path: ['title'], message }] } } }` become field errors (`path` joined with dots) and the
 *   message.
 *
 * Docs: https://docs.strapi.io/cms/api/rest, /cms/api/rest/filters, /cms/api/rest/sort-pagination,
 * /cms/api/rest/populate-select, /cms/api/rest/locale, https://docs.strapi.io/cms/error-handling.
 */
export function createStrapiDialect(options: StrapiDialectOptions = {}): ApiDialect {
  const idField = options.idField ?? 'documentId';
  if (idField !== 'documentId' && idField !== 'id') {
    throw new TypeError(
      `createStrapiDialect: idField must be 'documentId' or 'id', got ${JSON.stringify(idField)}`,
    );
  }
  const searchFields = ɵcheckSearchFields(options.searchFields, 'createStrapiDialect');
  const field = (name: string) => (name === 'id' ? idField : name);

  function shared(context: DialectContext, params: ParamsBuilder = {}): ParamsBuilder {
    const populate = ɵincludeNames(context.include);
    if (populate.length === 1 && populate[0] === '*') params['populate'] = '*';
    else populate.forEach((name, i) => (params[`populate[${i}]`] = name));
    const fields = (context.fields ?? []).filter((f) => f !== 'id' && f !== 'documentId');
    fields.forEach((name, i) => (params[`fields[${i}]`] = name));
    if (context.locale) params['locale'] = context.locale;
    return params;
  }

  function filterParams(params: ListParams, context: DialectContext, query: ParamsBuilder) {
    for (const { field: name, operator, value } of ɵfilterConditions(params.filter)) {
      const key = filterKey(field(name));
      if (Array.isArray(value)) value.forEach((v, i) => (query[`${key}[$in][${i}]`] = v));
      else query[`${key}[${OPERATORS[operator]}]`] = value;
    }
    if (params.q) {
      const names = ɵsearchFieldsOf(
        context.resource,
        searchFields,
        'strapi',
        'createStrapiDialect',
      );
      names.forEach((name, i) => {
        query[`filters[$or][${i}]${filterKey(field(name)).slice('filters'.length)}[$containsi]`] =
          params.q as string;
      });
    }
  }

  /** A record read from Strapi, with `id` set to its `idField`. */
  function record(value: unknown, what: string): AdminRecord {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`the strapi dialect expected ${what}, got ${ɵdescribeBody(value)}`);
    }
    const raw = value as AdminRecord;
    if ('attributes' in raw && !('documentId' in raw)) {
      throw new Error(
        'the strapi dialect reads Strapi 5 records ({ documentId, title, … }), got a Strapi 4 ' +
          'record ({ id, attributes }): the API is Strapi 4, or something asks it for the v4 ' +
          'format (header Strapi-Response-Format: v4)',
      );
    }
    const key = raw[idField];
    if (typeof key !== 'string' && typeof key !== 'number') {
      throw new Error(
        `the strapi dialect addresses records by ${idField}, and a record has none ` +
          `(keys: ${Object.keys(raw).join(', ') || 'none'})`,
      );
    }
    return idField === 'id' ? raw : { ...raw, id: key };
  }

  function records(response: HttpResponse<unknown>): AdminRecord[] {
    const data = (response.body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) {
      throw new Error(
        'the strapi dialect expected a JSON body { data: [...], meta: { pagination } }, got ' +
          (response.body && typeof response.body === 'object' && !Array.isArray(response.body)
            ? `data = ${ɵdescribeBody(data)}`
            : ɵdescribeBody(response.body)),
      );
    }
    return data.map((item) => record(item, 'each item of data to be a record'));
  }

  /** The body Strapi takes: `{ data }`, without the keys that address the record. */
  function body(data: AdminRecord): { data: AdminRecord } {
    const { id: _id, documentId: _documentId, ...rest } = data;
    return { data: rest };
  }

  function write(
    method: 'POST' | 'PUT',
    path: string,
    context: DialectContext,
    data: AdminRecord,
  ): DialectRequest {
    return {
      method,
      path,
      body: body(data),
      params: shared({ resource: context.resource, locale: context.locale }),
    };
  }

  const path = (context: DialectContext, id: RecordId) => recordPath(context, id);

  return Object.freeze<ApiDialect>({
    name: 'strapi',
    list(context, params) {
      const query: ParamsBuilder = {};
      const page = paging(params);
      if (page) {
        query['pagination[page]'] = String(page.page);
        query['pagination[pageSize]'] = String(page.perPage);
      }
      const sorts = (params.sort ?? []).map((s) => `${field(s.field)}:${s.order}`);
      if (sorts.length === 1) query['sort'] = sorts[0];
      else sorts.forEach((s, i) => (query[`sort[${i}]`] = s));
      filterParams(params, context, query);
      return { method: 'GET', path: collectionPath(context), params: shared(context, query) };
    },
    parseList(response, _context, params) {
      const data = records(response);
      const total = (response.body as { meta?: { pagination?: { total?: unknown } } }).meta
        ?.pagination?.total;
      if (typeof total === 'number' && Number.isInteger(total) && total >= 0)
        return { data, total };
      if (!paging(params)) return { data, total: data.length };
      throw new Error(
        'the strapi dialect reads the total from meta.pagination.total of the JSON body ' +
          `({ data: [...], meta: { pagination: { total } } }), got ${JSON.stringify(total)}`,
      );
    },
    get: (context, id) => ({ method: 'GET', path: path(context, id), params: shared(context) }),
    getMany(context, ids) {
      const query: ParamsBuilder = {};
      ids.forEach((id, i) => (query[`filters[${idField}][$in][${i}]`] = String(id)));
      query['pagination[pageSize]'] = String(ids.length);
      return { method: 'GET', path: collectionPath(context), params: shared(context, query) };
    },
    parseMany: (response) => records(response),
    create: (context, data) => write('POST', collectionPath(context), context, data),
    update: (context, id, data) => write('PUT', path(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: path(context, id),
      params: shared({ resource: context.resource, locale: context.locale }),
    }),
    parseRecord(response) {
      const wrapped = response.body as { data?: unknown } | null;
      if (
        !wrapped ||
        typeof wrapped !== 'object' ||
        Array.isArray(wrapped) ||
        !('data' in wrapped)
      ) {
        throw new Error(
          `the strapi dialect expected a JSON body { data: {…}, meta }, got ${ɵdescribeBody(wrapped)}`,
        );
      }
      return record(wrapped.data, 'data to be a record');
    },
    parseError: ({ body: failed }) => strapiError(failed),
  });
}

/** Strapi's `{ data: null, error: { message, details: { errors: [{ path, message }] } } }`. */
function strapiError(body: unknown): DialectErrorDetails | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return undefined;
  const { message, details } = error as { message?: unknown; details?: { errors?: unknown } };
  const errors: Record<string, string[]> = {};
  for (const item of Array.isArray(details?.errors) ? details.errors : []) {
    const { path, message: text } = (item ?? {}) as { path?: unknown; message?: unknown };
    const name = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    if (!name || typeof text !== 'string') continue;
    (errors[name] ??= []).push(text);
  }
  return {
    ...(Object.keys(errors).length ? { errors } : {}),
    ...(typeof message === 'string' && message.trim() ? { message: message.trim() } : {}),
  };
}

/** Strapi 5 with records addressed by `documentId` (see `createStrapiDialect`). */
export const strapiDialect: ApiDialect = createStrapiDialect();
