import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectRequest,
  ListParams,
} from 'admin/config';
import { collectionPath, paging, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵincludeNames,
  ɵlocaleHeader,
  ɵoptionError,
} from './dialect-utils-internal';

/** Options of `createPostgrestDialect`. */
export interface PostgrestDialectOptions {
  /**
   * The columns a search (`q`) looks in, each with `ilike.*text*` (several: `or=(…)`): one list
   * for every resource, or lists by resource name. Default: the resource's `autocompleteFields`.
   */
  readonly search?: readonly string[] | Readonly<Record<string, readonly string[]>>;
  /**
   * How a page is asked for: `'limit'` (default, as ra-data-postgrest and supabase-js do),
   * `offset=50&limit=25`; or `'range'`, the headers `Range-Unit: items` and `Range: 50-74`.
   */
  readonly paging?: 'limit' | 'range';
  /** How PostgREST counts the total (`Prefer: count=…`): `'exact'` (default), `'planned'`, `'estimated'`. */
  readonly count?: 'exact' | 'planned' | 'estimated';
  /**
   * Headers sent with every request: Supabase's `apikey` (the project's anon key), or
   * `Accept-Profile`/`Content-Profile` for a schema other than the first of `db-schemas`.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

const NAME = 'postgrest';
const SINGLE = 'application/vnd.pgrst.object+json';
const ROWS = `a JSON array of rows (${NAME} dialect)`;

/**
 * A value inside `in.(…)` or `or=(…)`: in double quotes (backslash before `"` and `\`) when it
 * holds one of PostgREST's reserved characters `,.:()`, a quote, a backslash or a space
 * (docs.postgrest.org, "URL Grammar", Reserved characters).
 */
function listValue(value: string): string {
  return /[,.:()"\\\s]/.test(value) || value === ''
    ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
    : value;
}

/**
 * The `ilike` pattern of "contains `text`": `*text*`, with `%`, `_` and `\` escaped (Postgres's
 * LIKE escape character), so they match themselves; PostgREST reads `*` as `%`, so a `*` in the
 * text matches anything.
 */
function containsPattern(text: string): string {
  return `*${text.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
}

/** A sort field: `title`, or `author(name)` for a field of an embedded to-one resource. */
function orderTarget(field: string): string {
  const dot = field.indexOf('.');
  return dot < 0 ? field : `${field.slice(0, dot)}(${field.slice(dot + 1)})`;
}

function searchColumns(
  option: PostgrestDialectOptions['search'],
  resource: Resource,
): readonly string[] {
  const configured = Array.isArray(option)
    ? (option as readonly string[])
    : (option as Readonly<Record<string, readonly string[]>> | undefined)?.[resource.name];
  return configured ?? resource.autocompleteFields ?? [];
}

function contentRangeTotal(response: HttpResponse<unknown>, count: number, paged: boolean): number {
  const range = response.headers.get('Content-Range');
  if (range === null || /\/\s*\*\s*$/.test(range)) {
    if (!paged) return count;
    throw new Error(
      `the response has ${range === null ? 'no Content-Range header' : `no total in Content-Range "${range}"`}, ` +
        `which the ${NAME} dialect reads the total from (it sends Prefer: count=…). When the API is ` +
        `on another origin, it must list Content-Range in the Access-Control-Expose-Headers header.`,
    );
  }
  const match = /^\s*(?:\d+-\d+|\*)\s*\/\s*(\d+)\s*$/.exec(range);
  if (!match) throw new Error(`the Content-Range header "${range}" holds no valid total`);
  return Number(match[1]);
}

/** The PostgREST error body `{ code, details, hint, message }`, or undefined. */
function postgrestError(
  body: unknown,
): { code?: string; details?: string; hint?: string; message: string } | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { message, code, details, hint } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !('code' in body || 'details' in body || 'hint' in body)) {
    return undefined;
  }
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { message, code: text(code), details: text(details), hint: text(hint) };
}

/**
 * PostgREST's errors (docs.postgrest.org, "Errors"): the message (and its details), and as field
 * errors the column a not-null violation (23502) or a uniqueness violation (23505,
 * `Key (title)=(…) already exists.`) names.
 */
function parseError({ body }: { body: unknown }): DialectErrorDetails | undefined {
  const error = postgrestError(body);
  if (!error) return undefined;
  const message = error.details ? `${error.message} (${error.details})` : error.message;
  let column: string | undefined;
  if (error.code === '23502') column = /null value in column "([^"]+)"/.exec(error.message)?.[1];
  if (error.code === '23505') column = /^Key \(([^)]+)\)=/.exec(error.details ?? '')?.[1];
  if (!column || column.includes(',')) return { message };
  const text = error.code === '23505' ? (error.details as string) : error.message;
  return { message, errors: { [column]: [text] } };
}

/**
 * PostgREST (and Supabase, whose Data API is PostgREST at `https://<project>.supabase.co/rest/v1`),
 * as ra-data-postgrest and supabase-js send it (docs.postgrest.org, "Tables and Views",
 * "Pagination and Count", "Resource Embedding", "Resource Representation", "Preferences"):
 * - list: `GET <api>?select=*,author(*)&order=title.desc,id.asc&userId=eq.1&offset=50&limit=25`
 *   with `Prefer: count=exact`; total from `Content-Range: 50-74/319` (the whole array when no
 *   paging was asked). Filters: a value → `k=eq.v`, an array → `k=in.(1,2)` (values with
 *   reserved characters in double quotes), `{ gte, lte }` → `k=gte.a&k=lte.b`, `{ like }` →
 *   `k=ilike.*text*` (`%`, `_`, `\` escaped), a nested field → `author.name=eq.Ann` (PostgREST's
 *   filter on an embedded resource); search (`q`) → `title=ilike.*q*` over the `search` columns
 *   (several: `or=(title.ilike.*q*,body.ilike.*q*)`); a sort on `author.name` →
 *   `order=author(name).asc`;
 * - include: embedding, `select=*,author(*),comments(*)`; field selection: `select=id,title`
 *   (with an include: `select=id,title,author(*)`);
 * - getMany: `GET <api>?id=in.(1,2)`; get: `GET <api>?id=eq.12` with
 *   `Accept: application/vnd.pgrst.object+json` (one object; no row → 406 PGRST116);
 * - create: `POST <api>` with `Prefer: return=representation` and the single-object `Accept`;
 *   update: `PATCH <api>?id=eq.12`, the same headers; delete: `DELETE <api>?id=eq.12`;
 * - updateMany: one `PATCH <api>?id=in.(1,2)`; deleteMany: one `DELETE <api>?id=in.(1,2)`;
 * - locale: header `Accept-Language`; errors: `{ code, details, hint, message }`, a not-null
 *   (23502) or uniqueness (23505) violation shown on its column's field.
 *
 * `createPostgrestDialect({ search, paging, count, headers })` configures it (Supabase: `headers:
 * { apikey: '<anon key>' }`).
 */
export const postgrestDialect: ApiDialect = createPostgrestDialect();

/** The PostgREST dialect with options (see `postgrestDialect`). */
export function createPostgrestDialect(options: PostgrestDialectOptions = {}): ApiDialect {
  const fail = ɵoptionError('createPostgrestDialect');
  const pagingMode = options.paging ?? 'limit';
  if (pagingMode !== 'limit' && pagingMode !== 'range') {
    fail(`paging must be 'limit' or 'range'`, pagingMode);
  }
  const count = options.count ?? 'exact';
  if (!['exact', 'planned', 'estimated'].includes(count)) {
    fail(`count must be 'exact', 'planned' or 'estimated'`, count);
  }
  const fixed = options.headers ?? {};
  for (const [name, value] of Object.entries(fixed)) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || typeof value !== 'string') {
      fail('headers must map header names to text', { [name]: value });
    }
  }
  const search = options.search;
  const columnsOk = (list: unknown) =>
    Array.isArray(list) && list.every((c) => typeof c === 'string' && c !== '');
  if (
    search !== undefined &&
    !columnsOk(search) &&
    (typeof search !== 'object' || search === null || !Object.values(search).every(columnsOk))
  ) {
    fail('search must be a list of column names or lists of them by resource name', search);
  }

  const headers = (context: DialectContext, extra: Record<string, string> = {}) => ({
    ...fixed,
    ...extra,
    ...ɵlocaleHeader(context),
  });

  /** `select=`: the fields (or `*`) and one `name(*)` per include; none when both are absent. */
  const select = (context: DialectContext, params: ParamsBuilder = {}): ParamsBuilder => {
    const embeds = ɵincludeNames(context.include).map((name) => `${name}(*)`);
    const fields = context.fields?.length ? context.fields : embeds.length ? ['*'] : [];
    if (fields.length) params['select'] = [...fields, ...embeds].join(',');
    return params;
  };

  const add = (params: ParamsBuilder, key: string, value: string) => {
    const current = params[key];
    params[key] = current === undefined ? value : [current, value].flat();
  };

  const ids = (list: readonly RecordId[]) =>
    `in.(${list.map((id) => listValue(String(id))).join(',')})`;

  const filters = (context: DialectContext, params: ListParams, query: ParamsBuilder) => {
    for (const { field, operator, value } of ɵfilterConditions(params.filter)) {
      if (Array.isArray(value)) add(query, field, `in.(${value.map(listValue).join(',')})`);
      else if (operator === 'like') add(query, field, `ilike.${containsPattern(value)}`);
      else add(query, field, `${operator}.${value}`);
    }
    const q = params.q?.trim();
    if (!q) return;
    const columns = searchColumns(search, context.resource);
    if (!columns.length) {
      throw new Error(
        `the ${NAME} dialect has no column to search "${context.resource.name}" in: name them with ` +
          `createPostgrestDialect({ search: { ${context.resource.name}: ['title'] } }) or the ` +
          `resource's autocompleteFields`,
      );
    }
    const pattern = containsPattern(q);
    if (columns.length === 1) add(query, columns[0], `ilike.${pattern}`);
    else add(query, 'or', `(${columns.map((c) => `${c}.ilike.${listValue(pattern)}`).join(',')})`);
  };

  const byId = (context: DialectContext, id: RecordId): ParamsBuilder => ({
    [ɵidField(context)]: `eq.${String(id)}`,
  });

  const write = (
    method: 'POST' | 'PATCH',
    context: DialectContext,
    body: AdminRecord,
    params?: DialectRequest['params'],
  ): DialectRequest => ({
    method,
    path: collectionPath(context),
    ...(params ? { params } : {}),
    headers: headers(context, { Accept: SINGLE, Prefer: 'return=representation' }),
    body,
  });

  return Object.freeze<ApiDialect>({
    name: NAME,
    list(context, params) {
      const query = select(context);
      const extra: Record<string, string> = { Prefer: `count=${count}` };
      if (params.sort?.length) {
        query['order'] = params.sort.map((s) => `${orderTarget(s.field)}.${s.order}`).join(',');
      }
      filters(context, params, query);
      const page = paging(params);
      if (page) {
        const offset = (page.page - 1) * page.perPage;
        if (pagingMode === 'range') {
          extra['Range-Unit'] = 'items';
          extra['Range'] = `${offset}-${offset + page.perPage - 1}`;
        } else {
          query['offset'] = String(offset);
          query['limit'] = String(page.perPage);
        }
      }
      return {
        method: 'GET',
        path: collectionPath(context),
        params: query,
        headers: headers(context, extra),
      };
    },
    parseList(response, _context, params) {
      const data = ɵexpectRecords(response.body, ROWS);
      return { data, total: contentRangeTotal(response, data.length, !!paging(params)) };
    },
    get: (context, id) => ({
      method: 'GET',
      path: collectionPath(context),
      params: select(context, byId(context, id)),
      headers: headers(context, { Accept: SINGLE }),
    }),
    getMany: (context, list) => ({
      method: 'GET',
      path: collectionPath(context),
      params: select(context, { [ɵidField(context)]: ids(list) }),
      headers: headers(context),
    }),
    parseMany: (response) => ɵexpectRecords(response.body, ROWS),
    create: (context, data) => write('POST', context, data),
    update: (context, id, data) => write('PATCH', context, data, byId(context, id)),
    delete: (context, id) => ({
      method: 'DELETE',
      path: collectionPath(context),
      params: byId(context, id),
      headers: headers(context),
    }),
    updateMany: (context, list, data) => ({
      method: 'PATCH',
      path: collectionPath(context),
      params: { [ɵidField(context)]: ids(list) },
      headers: headers(context),
      body: data,
    }),
    deleteMany: (context, list) => ({
      method: 'DELETE',
      path: collectionPath(context),
      params: { [ɵidField(context)]: ids(list) },
      headers: headers(context),
    }),
    parseRecord: (response) =>
      ɵexpectRecord(response.body, `a JSON object (${NAME} dialect, Accept: ${SINGLE})`),
    parseError,
  });
}
