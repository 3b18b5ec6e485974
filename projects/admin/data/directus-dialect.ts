import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId } from 'admin/core';
import type { ApiDialect, DialectContext, DialectErrorDetails } from 'admin/config';
import { paging, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵfilterConditions,
  ɵincludeNames,
  ɵdescribeBody,
} from './dialect-utils-internal';

/** Options of `createDirectusDialect`. */
export interface DirectusDialectOptions {
  /**
   * The path segment before each resource's `api`: `'items'` (default, `/items/<collection>`), or
   * `''` for Directus's system collections (`users`, `files`), which have their own paths.
   */
  readonly itemsPath?: string;
}

const OPERATORS = { eq: '_eq', gte: '_gte', lte: '_lte', like: '_icontains' } as const;

/** `fields=`: the selection (or `*`) and `<relation>.*` for each include. */
function fieldsParam(context: DialectContext): string | undefined {
  const include = ɵincludeNames(context.include).map((name) => `${name}.*`);
  const fields = context.fields?.length ? [...context.fields] : include.length ? ['*'] : [];
  return fields.length ? [...fields, ...include].join(',') : undefined;
}

/**
 * `filter[title][_eq]=x`, `filter[id][_in]=1,2`; as one JSON `filter={…}` when a value of `_in`
 * holds a comma (Directus splits the bracket form's `_in` on commas).
 */
function filterParams(filter: Readonly<Record<string, unknown>> | undefined): ParamsBuilder {
  const params: ParamsBuilder = {};
  const json: Record<string, unknown> = {};
  let commas = false;
  for (const { field, operator, value } of ɵfilterConditions(filter)) {
    const path = field.split('.');
    const op = Array.isArray(value) ? '_in' : OPERATORS[operator];
    commas ||= Array.isArray(value) && value.some((v) => v.includes(','));
    params[`filter${path.map((part) => `[${part}]`).join('')}[${op}]`] = Array.isArray(value)
      ? value.join(',')
      : value;
    let node = json;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node[op] = value;
  }
  return commas ? { filter: JSON.stringify(json) } : params;
}

function reads(context: DialectContext, params: ParamsBuilder = {}): { params: ParamsBuilder } {
  const fields = fieldsParam(context);
  return { params: fields ? { ...params, fields } : params };
}

/** Directus's `{ errors: [{ message, extensions: { code, field } }] }`. */
function directusError(body: unknown): DialectErrorDetails | undefined {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return undefined;
  const errors: Record<string, string[]> = {};
  const messages: string[] = [];
  for (const item of list) {
    const { message, extensions } = (item ?? {}) as {
      message?: unknown;
      extensions?: { field?: unknown };
    };
    if (typeof message !== 'string' || !message.trim()) continue;
    messages.push(message.trim());
    const field = extensions?.field;
    if (typeof field === 'string' && field) (errors[field] ??= []).push(message.trim());
  }
  return {
    ...(Object.keys(errors).length ? { errors } : {}),
    ...(messages.length ? { message: messages.join(' ') } : {}),
  };
}

/**
 * Directus's REST API (Directus 10 and 11, `/items/<collection>`):
 * - list: `GET items/<api>?limit=25&offset=25` (no paging asked: `limit=-1`, every item, since
 *   Directus's default limit is 100), `sort=-title,id`, filters
 *   `filter[title][_eq]=x` (arrays `filter[id][_in]=1,2`, nested objects
 *   `filter[author][name][_eq]=Ann`), `{ like }` → `_icontains`, `{ gte, lte }` → `_gte`/`_lte`,
 *   `search=x` (Directus's own search over its text fields), `meta=filter_count`; total from
 *   `meta.filter_count` of `{ data: [...], meta: { filter_count } }` (`total_count` counts the
 *   whole collection, unfiltered);
 * - include and field selection: `fields=*,author.*` (the selection, or `*`, and `<relation>.*`
 *   for each include);
 * - getMany: `GET items/<api>?filter[id][_in]=1,2&limit=<count>`; get, create `POST items/<api>`,
 *   update `PATCH items/<api>/<id>` (Directus has no PUT), delete `DELETE items/<api>/<id>`;
 *   records unwrapped from `{ data }`;
 * - updateMany: one `PATCH items/<api>` with `{ keys: [1, 2], data: {…} }`; deleteMany: one
 *   `DELETE items/<api>` with the keys `[1, 2]` as its body;
 * - locale: not sent (Directus keeps translations in a relation: include `translations`);
 * - errors: `{ errors: [{ message, extensions: { code: 'FAILED_VALIDATION', field } }] }` become
 *   field errors and the message.
 *
 * Docs: https://directus.io/docs/guides/connect/query-parameters,
 * https://directus.io/docs/guides/connect/filter-rules, https://directus.io/docs/api/items,
 * https://directus.io/docs/guides/connect/errors.
 */
export function createDirectusDialect(options: DirectusDialectOptions = {}): ApiDialect {
  const itemsPath = options.itemsPath ?? 'items';
  if (typeof itemsPath !== 'string' || /^\/|\/$|\?|#|\.\./.test(itemsPath)) {
    throw new TypeError(
      'createDirectusDialect: itemsPath must be a path segment without leading or trailing / ' +
        `(e.g. 'items' or ''), got ${JSON.stringify(itemsPath)}`,
    );
  }
  const collection = (context: DialectContext) =>
    itemsPath ? `${itemsPath}/${context.resource.api}` : context.resource.api;
  const item = (context: DialectContext, id: RecordId) =>
    `${collection(context)}/${encodeURIComponent(String(id))}`;

  function unwrap(response: HttpResponse<unknown>, what: string): unknown {
    const body = response.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
      throw new Error(
        `the directus dialect expected a JSON body ${what}, got ${ɵdescribeBody(body)}`,
      );
    }
    return (body as { data: unknown }).data;
  }

  function records(response: HttpResponse<unknown>): AdminRecord[] {
    const data = unwrap(response, '{ data: [...], meta }');
    if (!Array.isArray(data) || data.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw new Error(
        `the directus dialect expected data to be an array of records, got ${ɵdescribeBody(data)}`,
      );
    }
    return data as AdminRecord[];
  }

  return Object.freeze<ApiDialect>({
    name: 'directus',
    list(context, params) {
      const query: ParamsBuilder = {};
      const page = paging(params);
      if (page) {
        query['limit'] = String(page.perPage);
        query['offset'] = String((page.page - 1) * page.perPage);
      } else {
        query['limit'] = '-1';
      }
      if (params.sort?.length) {
        query['sort'] = params.sort
          .map((s) => (s.order === 'desc' ? `-${s.field}` : s.field))
          .join(',');
      }
      Object.assign(query, filterParams(params.filter));
      if (params.q) query['search'] = params.q;
      query['meta'] = 'filter_count';
      return { method: 'GET', path: collection(context), ...reads(context, query) };
    },
    parseList(response, _context, params) {
      const data = records(response);
      const count = (response.body as { meta?: { filter_count?: unknown } }).meta?.filter_count;
      // Directus sends the count as a number (as text from some databases)
      const total = typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : count;
      if (typeof total === 'number' && Number.isInteger(total) && total >= 0)
        return { data, total };
      if (!paging(params)) return { data, total: data.length };
      throw new Error(
        'the directus dialect reads the total from meta.filter_count of the JSON body ' +
          `({ data: [...], meta: { filter_count } }, asked with meta=filter_count), got ${JSON.stringify(count)}`,
      );
    },
    get: (context, id) => ({ method: 'GET', path: item(context, id), ...reads(context) }),
    getMany: (context, ids) => ({
      method: 'GET',
      path: collection(context),
      ...reads(context, {
        [`filter[${ɵidField(context)}][_in]`]: ids.map(String).join(','),
        limit: String(ids.length),
      }),
    }),
    parseMany: records,
    create: (context, data) => ({ method: 'POST', path: collection(context), body: data }),
    update: (context, id, data) => ({ method: 'PATCH', path: item(context, id), body: data }),
    delete: (context, id) => ({ method: 'DELETE', path: item(context, id) }),
    updateMany: (context, ids, data) => ({
      method: 'PATCH',
      path: collection(context),
      body: { keys: [...ids], data },
    }),
    deleteMany: (context, ids) => ({ method: 'DELETE', path: collection(context), body: [...ids] }),
    parseRecord(response) {
      const data = unwrap(response, '{ data: {…} }');
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        throw new Error(
          `the directus dialect expected data to be a record, got ${ɵdescribeBody(data)}`,
        );
      }
      return data as AdminRecord;
    },
    parseError: ({ body }) => directusError(body),
  });
}

/** Directus's `/items/<collection>` API (see `createDirectusDialect`). */
export const directusDialect: ApiDialect = createDirectusDialect();
