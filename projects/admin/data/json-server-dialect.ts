import type { ResourceInclude } from 'admin/core';
import type { ApiDialect, DialectContext } from 'admin/config';
import {
  collectionPath,
  headerTotal,
  paging,
  recordPath,
  type ParamsBuilder,
} from './dialect-utils';
import {
  ɵidField,
  ɵescapeRegExp,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵheaderWrite,
  ɵlocaleHeader,
} from './dialect-utils-internal';
import { restImport } from './rest-import';
import { restTrash } from './rest-trash';

export interface JsonServerDialectOptions {
  /** `'page'` (default): `_page` and `_limit`; `'range'`: `_start` and `_end`. */
  readonly paging?: 'page' | 'range';
}

/** json-server's `_embed`/`_expand`: an array embeds; an object may hold `embed` and `expand`. */
function includeParams(include: ResourceInclude | undefined): ParamsBuilder {
  if (!include) return {};
  if (Array.isArray(include)) return include.length ? { _embed: [...include] } : {};
  const params: ParamsBuilder = {};
  for (const [key, value] of Object.entries(include)) {
    if (key !== 'embed' && key !== 'expand') {
      throw new Error(
        `the json-server dialect reads include as an array or { embed, expand }, got key "${key}"`,
      );
    }
    const names = [value].flat();
    if (names.some((n) => typeof n !== 'string' || !n)) {
      throw new Error(`include.${key} must be a relation name or an array of them`);
    }
    if (names.length) params[`_${key}`] = names as string[];
  }
  return params;
}

function reads(context: DialectContext, params: ParamsBuilder = {}) {
  return {
    params: { ...params, ...includeParams(context.include) },
    headers: ɵlocaleHeader(context),
  };
}

/**
 * A dialect for json-server 0.17 (`json-server` CLI or module):
 * - list: `GET <api>?_page=2&_limit=25` (or `_start=25&_end=50`), `_sort=a,b&_order=asc,desc`,
 *   filters as query keys (`userId=1`, arrays repeat the key, nested objects `author.name=x`),
 *   operators as json-server names them: `{ gte, lte }` → `views_gte=10&views_lte=20`,
 *   `{ like }` → `title_like=x` (regex-escaped: json-server matches it as a case-insensitive
 *   regular expression, so it means "contains"), `q=<search>`;
 *   total from `X-Total-Count` (the whole array when no paging was asked);
 * - include: an array → `_embed=a&_embed=b`; `{ embed, expand }` → `_embed` and `_expand`;
 * - getMany: `GET <api>?id=1&id=2`; get/create/update/delete: docs/contract.md §4.1; `updateMany`
 *   uses `PATCH` (json-server's `PUT` replaces the whole record);
 * - locale: header `Accept-Language: <locale>`; field selection: none (json-server has none);
 * - trash (soft-deleting resources, docs/contract.md §4.5): `restTrash`'s paths (`GET
 *   <api>/trash`, `POST <api>/<id>/restore`, `DELETE <api>/trash/<id>`, `_trashed=include`), as
 *   the demo API serves them (json-server itself has no trash);
 * - import (a CSV import, all or none): `restImport`'s `POST <api>/import`, as the demo API
 *   serves it (json-server itself has none: without it, imports go row by row).
 */
export function createJsonServerDialect(options: JsonServerDialectOptions = {}): ApiDialect {
  const range = options.paging === 'range';
  const dialect: ApiDialect = {
    name: 'json-server',
    list(context, params) {
      const query: ParamsBuilder = {};
      const page = paging(params);
      if (page && range) {
        query['_start'] = String((page.page - 1) * page.perPage);
        query['_end'] = String(page.page * page.perPage);
      } else if (page) {
        query['_page'] = String(page.page);
        query['_limit'] = String(page.perPage);
      }
      if (params.sort?.length) {
        query['_sort'] = params.sort.map((s) => s.field).join(',');
        query['_order'] = params.sort.map((s) => s.order).join(',');
      }
      for (const { field, operator, value } of ɵfilterConditions(params.filter)) {
        if (operator === 'eq') query[field] = value;
        else
          query[`${field}_${operator}`] =
            operator === 'like' ? ɵescapeRegExp(String(value)) : value;
      }
      if (params.q) query['q'] = params.q;
      return { method: 'GET', path: collectionPath(context), ...reads(context, query) };
    },
    parseList(response, _context, params) {
      const data = ɵexpectRecords(response.body);
      const total = headerTotal(
        response,
        'X-Total-Count',
        Number,
        paging(params) !== undefined,
        data.length,
        'json-server',
      );
      return { data, total };
    },
    get: (context, id) => ({ method: 'GET', path: recordPath(context, id), ...reads(context) }),
    getMany: (context, ids) => ({
      method: 'GET',
      path: collectionPath(context),
      ...reads(context, { [ɵidField(context)]: ids.map(String) }),
    }),
    parseMany: (response) => ɵexpectRecords(response.body),
    create: (context, data) => ɵheaderWrite('POST', collectionPath(context), context, data),
    update: (context, id, data) => ɵheaderWrite('PUT', recordPath(context, id), context, data),
    patch: (context, id, data) => ɵheaderWrite('PATCH', recordPath(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: recordPath(context, id),
      headers: ɵlocaleHeader(context),
    }),
    parseRecord: (response) => ɵexpectRecord(response.body),
  };
  return Object.freeze<ApiDialect>({
    ...dialect,
    trash: restTrash(dialect),
    import: restImport(dialect),
  });
}

/** The default dialect: json-server 0.17 with `_page`/`_limit` paging. */
export const jsonServerDialect: ApiDialect = createJsonServerDialect();
