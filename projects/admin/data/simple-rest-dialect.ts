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
  ɵheaderWrite,
  ɵincludeNames,
  ɵisFilterOperators,
  ɵlocaleHeader,
} from './dialect-utils-internal';

function reads(context: DialectContext, params: ParamsBuilder = {}, headers = {}) {
  const embed = ɵincludeNames(context.include);
  return {
    params: {
      ...params,
      ...(embed.length ? { embed: JSON.stringify(embed) } : {}),
      ...(context.fields?.length ? { fields: JSON.stringify(context.fields) } : {}),
    },
    headers: { ...headers, ...ɵlocaleHeader(context) },
  };
}

/** FakeRest's suffixes of the filter operators. */
const SUFFIXES = { gte: '_gte', lte: '_lte', like: '_q' } as const;

function isNested(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function holdsOperators(value: Record<string, unknown>): boolean {
  return Object.values(value).some(
    (v) => ɵisFilterOperators(v) || (isNested(v) && holdsOperators(v)),
  );
}

/**
 * The `filter` JSON object: values as they are (empty ones dropped), operators as FakeRest's keys
 * (`views_gte`, `views_lte`, `title_q` with the text regex-escaped), nested objects holding
 * operators as dotted keys (`author.name_q`).
 */
function restFilter(
  filter: Readonly<Record<string, unknown>> | undefined,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [name, value] of Object.entries(filter ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const values = value.filter((v) => v !== undefined && v !== null);
      if (values.length) into[key] = values;
    } else if (ɵisFilterOperators(value)) {
      for (const operator of ['gte', 'lte', 'like'] as const) {
        const bound: unknown = value[operator];
        if (bound === undefined || bound === null || bound === '') continue;
        into[key + SUFFIXES[operator]] = operator === 'like' ? ɵescapeRegExp(String(bound)) : bound;
      }
    } else if (isNested(value) && holdsOperators(value)) {
      restFilter(value, key, into);
    } else {
      into[key] = value;
    }
  }
  return into;
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
 * - filter operators as FakeRest names them, inside the `filter` JSON: `{ gte, lte }` →
 *   `"views_gte":10,"views_lte":20`, `{ like }` → `"title_q":"x"` (regex-escaped: FakeRest
 *   matches it as a case-insensitive regular expression, so it means "contains");
 * - include: `embed=["author","comments"]` (an object include: its values);
 * - getMany: `GET <api>?filter={"id":[1,2]}`; get/create/update/delete: docs/contract.md §4.1,
 *   `PUT` for updates;
 * - updateMany: one `PUT <api>/<id>` per record with the changed fields as the body, as
 *   ra-data-simple-rest's own client sends them; an API with a bulk route takes
 *   `createSimpleRestDialect({ bulkUpdate: 'filter' })`: one `PUT <api>?filter={"id":[1,2]}`
 *   (the getMany filter naming the records);
 * - locale: header `Accept-Language: <locale>`; field selection (autocomplete look-ups):
 *   `fields=["id","title"]` (an API without field selection ignores it).
 *
 * An API that sends its total in another header (many send `X-Total-Count`) is read with
 * `createSimpleRestDialect({ totalHeader: 'X-Total-Count' })`, as ra-data-simple-rest's
 * `countHeader` allows.
 */
export const simpleRestDialect: ApiDialect = createSimpleRestDialect();

/** Options of `createSimpleRestDialect`. */
export interface SimpleRestDialectOptions {
  /**
   * The response header holding the list total: `Content-Range` (default, `posts 0-24/319`, and
   * the list request also sends a `Range` header), or any other header holding the number alone,
   * e.g. `X-Total-Count`.
   */
  readonly totalHeader?: string;
  /**
   * How `updateMany` travels: `'each'` (default, as ra-data-simple-rest's client), one
   * `PUT <api>/<id>` per record; or `'filter'`, one `PUT <api>?filter={"id":[…]}`.
   */
  readonly bulkUpdate?: 'filter' | 'each';
}

/** The simple-rest dialect with the total read from another header (see `simpleRestDialect`). */
export function createSimpleRestDialect(options: SimpleRestDialectOptions = {}): ApiDialect {
  const totalHeader = options.totalHeader ?? 'Content-Range';
  if (typeof totalHeader !== 'string' || !/^[A-Za-z0-9-]+$/.test(totalHeader)) {
    throw new TypeError(
      `createSimpleRestDialect: totalHeader must be a header name, got ${JSON.stringify(totalHeader)}`,
    );
  }
  const contentRange = totalHeader.toLowerCase() === 'content-range';
  const bulkUpdate = options.bulkUpdate ?? 'each';
  if (bulkUpdate !== 'filter' && bulkUpdate !== 'each') {
    throw new TypeError(
      `createSimpleRestDialect: bulkUpdate must be 'filter' or 'each', got ${JSON.stringify(bulkUpdate)}`,
    );
  }
  const updateMany: ApiDialect['updateMany'] = (context, ids, data) => ({
    method: 'PUT',
    path: collectionPath(context),
    params: { filter: JSON.stringify({ [ɵidField(context)]: ids }) },
    body: data,
    headers: ɵlocaleHeader(context),
  });
  return Object.freeze<ApiDialect>({
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
        if (contentRange) headers['Range'] = `${context.resource.api}=${start}-${end}`;
      }
      const filter = restFilter({ ...params.filter, ...(params.q ? { q: params.q } : {}) });
      if (Object.keys(filter).length) query['filter'] = JSON.stringify(filter);
      return { method: 'GET', path: collectionPath(context), ...reads(context, query, headers) };
    },
    parseList(response, _context, params) {
      const data = ɵexpectRecords(response.body);
      const total = headerTotal(
        response,
        totalHeader,
        contentRange ? contentRangeTotal : Number,
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
      ...reads(context, { filter: JSON.stringify({ [ɵidField(context)]: ids }) }),
    }),
    parseMany: (response) => ɵexpectRecords(response.body),
    create: (context, data) => ɵheaderWrite('POST', collectionPath(context), context, data),
    update: (context, id, data) => ɵheaderWrite('PUT', recordPath(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: recordPath(context, id),
      headers: ɵlocaleHeader(context),
    }),
    parseRecord: (response) => ɵexpectRecord(response.body),
    ...(bulkUpdate === 'filter' ? { updateMany } : {}),
  });
}
