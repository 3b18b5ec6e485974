import type { ApiDialect, DialectContext } from './api-dialect';
import {
  collectionPath,
  expectRecord,
  expectRecords,
  headerTotal,
  includeNames,
  localeHeader,
  paging,
  recordPath,
  type ParamsBuilder,
} from './dialect-utils';

function reads(context: DialectContext, params: ParamsBuilder = {}, headers = {}) {
  const embed = includeNames(context.include);
  return {
    params: embed.length ? { ...params, embed: JSON.stringify(embed) } : params,
    headers: { ...headers, ...localeHeader(context) },
  };
}

function contentRangeTotal(value: string): number {
  const match = /\/\s*(\d+)\s*$/.exec(value);
  return match ? Number(match[1]) : NaN;
}

/**
 * react-admin's `ra-data-simple-rest` conventions (as FakeRest serves them):
 * - list: `GET <api>?sort=["title","ASC"]&range=[0,24]&filter={"q":"x","userId":1}` plus the
 *   header `Range: <api>=0-24`; only the first sort field is sent; total from
 *   `Content-Range: posts 0-24/319` (the whole array when no paging was asked);
 * - include: `embed=["author","comments"]` (an object include: its values);
 * - getMany: `GET <api>?filter={"id":[1,2]}`; get/create/update/delete: SPEC 4.1, `PUT` for
 *   updates (also each record of `updateMany`, as react-admin does);
 * - locale: header `Accept-Language: <locale>`; field selection: none.
 */
export const simpleRestDialect: ApiDialect = Object.freeze<ApiDialect>({
  name: 'simple-rest',
  list(context, params) {
    const query: ParamsBuilder = {};
    const headers: Record<string, string> = {};
    const [sort] = params.sort ?? [];
    if (sort) query['sort'] = JSON.stringify([sort.field, sort.order.toUpperCase()]);
    const page = paging(params);
    if (page) {
      const start = (page.page - 1) * page.perPage;
      const end = page.page * page.perPage - 1;
      query['range'] = JSON.stringify([start, end]);
      headers['Range'] = `${context.resource.api}=${start}-${end}`;
    }
    const filter = { ...params.filter, ...(params.q ? { q: params.q } : {}) };
    if (Object.keys(filter).length) query['filter'] = JSON.stringify(filter);
    return { method: 'GET', path: collectionPath(context), ...reads(context, query, headers) };
  },
  parseList(response, _context, params) {
    const data = expectRecords(response.body);
    const total = headerTotal(
      response,
      'Content-Range',
      contentRangeTotal,
      paging(params) !== undefined,
      data.length,
      'simple-rest',
    );
    return { data, total };
  },
  get: (context, id) => ({ method: 'GET', path: recordPath(context, id), ...reads(context) }),
  getMany: (context, ids) => ({
    method: 'GET',
    path: collectionPath(context),
    ...reads(context, { filter: JSON.stringify({ id: ids }) }),
  }),
  parseMany: (response) => expectRecords(response.body),
  create: (context, data) => ({
    method: 'POST',
    path: collectionPath(context),
    body: data,
    headers: localeHeader(context),
  }),
  update: (context, id, data) => ({
    method: 'PUT',
    path: recordPath(context, id),
    body: data,
    headers: localeHeader(context),
  }),
  delete: (context, id) => ({
    method: 'DELETE',
    path: recordPath(context, id),
    headers: localeHeader(context),
  }),
  parseRecord: (response) => expectRecord(response.body),
});
