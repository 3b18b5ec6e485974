import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord } from 'admin/core';
import type { ApiDialect, DialectContext } from 'admin/config';
import { collectionPath, paging, recordPath, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵincludeNames,
} from './dialect-utils-internal';

/** Common params of every call: `include` (reads only), `fields[type]`, `locale`. */
function shared(context: DialectContext, params: ParamsBuilder = {}): ParamsBuilder {
  const include = ɵincludeNames(context.include);
  if (include.length) params['include'] = include.join(',');
  if (context.fields?.length) {
    const type = context.resource.api.split('/').pop() as string;
    params[`fields[${type}]`] = context.fields.join(',');
  }
  if (context.locale) params['locale'] = context.locale;
  return params;
}

/**
 * `filter[k]=v` (arrays `1,2`); `{ like }` → `filter[k]=text` (spatie's partial filter, its default);
 * `{ gte, lte }` → `filter[k_between]=from,to` (a scope filter; an open bound is left empty).
 */
function filterParams(filter: Readonly<Record<string, unknown>> | undefined): ParamsBuilder {
  const params: ParamsBuilder = {};
  const ranges = new Map<string, [string, string]>();
  for (const { field, operator, value } of ɵfilterConditions(filter)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (operator === 'gte' || operator === 'lte') {
      const range = ranges.get(field) ?? ['', ''];
      range[operator === 'gte' ? 0 : 1] = text;
      ranges.set(field, range);
    } else {
      params[`filter[${field}]`] = text;
    }
  }
  for (const [field, range] of ranges) params[`filter[${field}_between]`] = range.join(',');
  return params;
}

/** The records of `{ data: [...] }` (Laravel API resources) or of a bare array. */
function records(response: HttpResponse<unknown>): AdminRecord[] {
  const body = response.body as { data?: unknown } | null;
  return Array.isArray(body)
    ? ɵexpectRecords(body)
    : ɵexpectRecords(body?.data, 'a JSON body { data: [...] }');
}

function write(method: 'POST' | 'PUT' | 'PATCH', path: string, ctx: DialectContext, body: unknown) {
  const params = shared({ resource: ctx.resource, locale: ctx.locale });
  return { method, path, body, params };
}

/**
 * Laravel with spatie/laravel-query-builder and API resources:
 * - list: `GET <api>?page=2&perPage=25&sort=-publishedAt,title&filter[userId]=1&filter[q]=x`
 *   (arrays `filter[id]=1,2`, nested objects `filter[author.name]=x`); `{ like }` →
 *   `filter[title]=x` (for a partial filter, spatie's default); `{ gte, lte }` →
 *   `filter[publishedAt_between]=<gte>,<lte>` (for a scope filter, `scopePublishedAtBetween($query,
 *   $from, $to)`; an open bound is sent empty: `2024-01-01,`); total from `meta.total`
 *   of `{ data: [...], meta: { total } }` (the whole array when no paging was asked);
 * - include: `include=author,comments` (an object include: its values);
 *   field selection: `fields[<last segment of api>]=id,name`;
 * - getMany: `GET <api>?filter[id]=1,2&perPage=2`; get/create/update/delete: docs/contract.md §4.1,
 *   records unwrapped from `{ data }`;
 * - updateMany: one `PATCH <api>?filter[id]=1,2` with the changed fields (Laravel has no bulk
 *   convention; this one names the records as the list filter does, and the demo API serves
 *   it); an API without it takes `{ ...laravelDialect, updateMany: undefined }`: one
 *   `PATCH <api>/<id>` per record;
 * - locale: query parameter `locale=<locale>` on every call.
 */
export const laravelDialect: ApiDialect = Object.freeze<ApiDialect>({
  name: 'laravel',
  list(context, params) {
    const query: ParamsBuilder = {};
    const page = paging(params);
    if (page) {
      query['page'] = String(page.page);
      query['perPage'] = String(page.perPage);
    }
    if (params.sort?.length) {
      query['sort'] = params.sort
        .map((s) => (s.order === 'desc' ? `-${s.field}` : s.field))
        .join(',');
    }
    const filter = { ...params.filter, ...(params.q ? { q: params.q } : {}) };
    Object.assign(query, filterParams(filter));
    return { method: 'GET', path: collectionPath(context), params: shared(context, query) };
  },
  parseList(response, _context, params) {
    const data = records(response);
    const meta = (response.body as { meta?: { total?: unknown } } | null)?.meta;
    if (typeof meta?.total === 'number' && Number.isInteger(meta.total) && meta.total >= 0) {
      return { data, total: meta.total };
    }
    if (!paging(params)) return { data, total: data.length };
    throw new Error(
      'the laravel dialect reads the total from meta.total of the JSON body ' +
        `({ data: [...], meta: { total } }), got meta.total = ${JSON.stringify(meta?.total)}`,
    );
  },
  get: (context, id) => ({ method: 'GET', path: recordPath(context, id), params: shared(context) }),
  getMany: (context, ids) => ({
    method: 'GET',
    path: collectionPath(context),
    params: shared(context, {
      [`filter[${ɵidField(context)}]`]: ids.map(String).join(','),
      perPage: String(ids.length),
    }),
  }),
  parseMany: records,
  create: (context, data) => write('POST', collectionPath(context), context, data),
  update: (context, id, data) => write('PUT', recordPath(context, id), context, data),
  patch: (context, id, data) => write('PATCH', recordPath(context, id), context, data),
  updateMany: (context, ids, data) => ({
    ...write('PATCH', collectionPath(context), context, data),
    params: shared(
      { resource: context.resource, locale: context.locale },
      {
        [`filter[${ɵidField(context)}]`]: ids.map(String).join(','),
      },
    ),
  }),
  delete: (context, id) => ({
    method: 'DELETE',
    path: recordPath(context, id),
    params: shared({ resource: context.resource, locale: context.locale }),
  }),
  parseRecord(response, context) {
    const body = ɵexpectRecord(response.body);
    const data = body['data'];
    const wrapped =
      data && typeof data === 'object' && !Array.isArray(data) && !(ɵidField(context) in body);
    return wrapped ? (data as AdminRecord) : body;
  },
});
