import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId } from 'admin/core';
import type { ApiDialect, DialectContext, ListParams } from 'admin/config';
import {
  collectionPath,
  headerTotal,
  paging,
  recordPath,
  type ParamsBuilder,
} from './dialect-utils';
import { ɵidField, ɵfilterConditions, ɵlocaleHeader } from './dialect-utils-internal';

/** How a list call pages (`createRestDialect`'s `paging`). */
export interface RestDialectPaging {
  /** `'page'` (default): a page number and a size; `'offset'`: how many records to skip and a size. */
  readonly style?: 'page' | 'offset';
  /** The page number's parameter (style `'page'`); default `_page`. */
  readonly page?: string;
  /** The page size's parameter; default `_limit`. */
  readonly perPage?: string;
  /** The offset's parameter (style `'offset'`); default `_start`. */
  readonly offset?: string;
  /** Style `'page'`: the first page is 0 (Spring); default false (the first page is 1). */
  readonly zeroBased?: boolean;
}

/** How a list call sorts (`createRestDialect`'s `sort`). */
export interface RestDialectSort {
  /**
   * `'field-order'` (default): `_sort=title,views&_order=desc,asc`; `'prefixed'`:
   * `sort=-title,views`; `'comma'`: `sort=title,desc&sort=views,asc`.
   */
  readonly style?: 'field-order' | 'prefixed' | 'comma';
  /** The sort's parameter; default `_sort` (style `'field-order'`), else `sort`. */
  readonly param?: string;
  /** The order's parameter (style `'field-order'` only); default `_order`. */
  readonly order?: string;
}

/** Templates of the filter operators' keys: `{k}` stands for the field (`'{k}_gte'`). */
export interface RestDialectOperators {
  readonly gte?: string;
  readonly lte?: string;
  readonly like?: string;
}

/** How a list call filters (`createRestDialect`'s `filter`). */
export interface RestDialectFilter {
  /** `'plain'` (default): `userId=1`; `'bracket'`: `filter[userId]=1`. */
  readonly style?: 'plain' | 'bracket';
  /** An "any of" filter: `'repeat'` (default) `tag=a&tag=b`, `'comma'` `tag=a,b`. */
  readonly arrays?: 'repeat' | 'comma';
  /** The operators' keys; default `{k}_gte`, `{k}_lte`, `{k}_like` (json-server's). */
  readonly operators?: RestDialectOperators;
}

/** How `getMany` names its ids (`createRestDialect`'s `getMany`). */
export interface RestDialectGetMany {
  /** The ids' parameter; default the resource's `idField` (`id`, `slug`…). */
  readonly param?: string;
  /** `'repeat'` (default) `id=1&id=2`, `'comma'` `id=1,2`. */
  readonly join?: 'repeat' | 'comma';
}

/** Options of `createRestDialect`; every one is optional, the defaults are json-server's. */
export interface RestDialectOptions {
  /** Where a list response holds its records: a key or dotted path (`'data.items'`); default the body. */
  readonly list?: string;
  /** Where a record response holds the record (`'article'`, `'data'`); default the body. */
  readonly record?: string;
  /**
   * Where the list total is: `{ body: 'articlesCount' }` (a path in the body), `{ header:
   * 'X-Total-Count' }` (default), or `'none'`: the API sends none, so a page holding `perPage`
   * records counts one record more (the pager offers a next page) and the last page, shorter,
   * gives the exact total.
   */
  readonly total?: { readonly body: string } | { readonly header: string } | 'none';
  readonly paging?: RestDialectPaging;
  readonly sort?: RestDialectSort;
  readonly filter?: RestDialectFilter;
  /** The full-text search's parameter; default `q`. */
  readonly q?: string;
  /** How `getMany` asks for records, or `'each'`: one `GET <api>/<id>` per record. */
  readonly getMany?: RestDialectGetMany | 'each';
  /** The key that wraps create and update bodies (`'article'` → `{ article: {…} }`); default none. */
  readonly body?: string;
  /**
   * The method of updates, the edit form's and each record's of a bulk edit (which sends only the
   * changed fields): `'PATCH'` (default: a `PUT` that replaces the whole record would lose the
   * other fields of a bulk edit) or `'PUT'`.
   */
  readonly update?: 'PUT' | 'PATCH';
  /** Every path ends with a slash (`articles/`, `articles/12/`); default false. */
  readonly trailingSlash?: boolean;
}

const WHO = 'createRestDialect';

function fail(option: string, expected: string, value: unknown): never {
  throw new TypeError(`${WHO}: ${option} must be ${expected}, got ${show(value)}`);
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  return JSON.stringify(value) ?? String(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A query parameter's name: non-empty text. */
function name(option: string, value: unknown, fallback: string, what = 'a parameter name'): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !value.trim()) fail(option, what, value);
  return value;
}

/** A dotted path of keys (`'data.items'`), or undefined. */
function path(option: string, value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[^.\s]+(\.[^.\s]+)*$/.test(value)) {
    fail(option, "a key or a dotted path such as 'data.items'", value);
  }
  return value.split('.');
}

function oneOf<T extends string>(option: string, value: unknown, values: readonly T[]): T {
  if (value === undefined) return values[0];
  if (!(values as readonly unknown[]).includes(value)) {
    fail(option, values.map((v) => `'${v}'`).join(' or '), value);
  }
  return value as T;
}

function known(option: string, value: unknown, keys: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (!isObject(value)) fail(option, 'an object', value);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) {
      throw new TypeError(
        `${WHO}: ${option} has an unknown key "${key}" (known: ${keys.join(', ')})`,
      );
    }
  }
  return value;
}

/** What the body held, for an error: its kind and, for an object, its keys. */
function held(body: unknown): string {
  if (body === null || body === undefined) return 'no body';
  if (Array.isArray(body)) return `an array of ${body.length}`;
  if (isObject(body)) {
    const keys = Object.keys(body);
    return keys.length ? `an object with the keys ${keys.join(', ')}` : 'an empty object';
  }
  return `${typeof body} ${JSON.stringify(body)}`;
}

function at(body: unknown, keys: readonly string[]): unknown {
  let value = body;
  for (const key of keys) value = isObject(value) ? value[key] : undefined;
  return value;
}

interface Config {
  readonly list?: string[];
  readonly record?: string[];
  readonly total: { body: string[] } | { header: string } | 'none';
  readonly paging: Required<RestDialectPaging>;
  readonly sort: Required<RestDialectSort>;
  readonly filter: {
    style: 'plain' | 'bracket';
    arrays: 'repeat' | 'comma';
  } & Required<RestDialectOperators>;
  readonly q: string;
  readonly getMany: { readonly param?: string; readonly join: 'repeat' | 'comma' } | 'each';
  readonly body?: string;
  readonly update: 'PUT' | 'PATCH';
  readonly trailingSlash: boolean;
}

const OPTIONS = [
  'list',
  'record',
  'total',
  'paging',
  'sort',
  'filter',
  'q',
  'getMany',
  'body',
  'update',
  'trailingSlash',
];

function template(option: string, value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !value.includes('{k}')) {
    fail(option, "a key template holding {k}, such as '{k}_gte'", value);
  }
  return value;
}

function readTotal(value: unknown): Config['total'] {
  if (value === undefined) return { header: 'X-Total-Count' };
  if (value === 'none') return 'none';
  const expected = "{ body: 'path' }, { header: 'Name' } or 'none'";
  if (!isObject(value) || Object.keys(value).length !== 1) fail('total', expected, value);
  if ('body' in value) return { body: path('total.body', value['body'])! };
  if ('header' in value) {
    const header = value['header'];
    if (typeof header !== 'string' || !/^[A-Za-z0-9-]+$/.test(header)) {
      fail('total.header', 'a header name', header);
    }
    return { header };
  }
  return fail('total', expected, value);
}

function readOptions(options: RestDialectOptions): Config {
  const all = known('the options', options, OPTIONS);
  const pagingOption = known('paging', all['paging'], [
    'style',
    'page',
    'perPage',
    'offset',
    'zeroBased',
  ]);
  const zeroBased = pagingOption['zeroBased'] ?? false;
  if (typeof zeroBased !== 'boolean') fail('paging.zeroBased', 'a boolean', zeroBased);
  const sortOption = known('sort', all['sort'], ['style', 'param', 'order']);
  const sortStyle = oneOf('sort.style', sortOption['style'], [
    'field-order',
    'prefixed',
    'comma',
  ] as const);
  const filterOption = known('filter', all['filter'], ['style', 'arrays', 'operators']);
  const operators = known('filter.operators', filterOption['operators'], ['gte', 'lte', 'like']);
  const getMany = all['getMany'];
  let many: Config['getMany'];
  if (getMany === 'each') many = 'each';
  else {
    const option = known('getMany', getMany, ['param', 'join']);
    many = {
      param: option['param'] === undefined ? undefined : name('getMany.param', option['param'], ''),
      join: oneOf('getMany.join', option['join'], ['repeat', 'comma'] as const),
    };
  }
  const trailingSlash = all['trailingSlash'] ?? false;
  if (typeof trailingSlash !== 'boolean') fail('trailingSlash', 'a boolean', trailingSlash);
  return {
    list: path('list', all['list']),
    record: path('record', all['record']),
    total: readTotal(all['total']),
    paging: {
      style: oneOf('paging.style', pagingOption['style'], ['page', 'offset'] as const),
      page: name('paging.page', pagingOption['page'], '_page'),
      perPage: name('paging.perPage', pagingOption['perPage'], '_limit'),
      offset: name('paging.offset', pagingOption['offset'], '_start'),
      zeroBased,
    },
    sort: {
      style: sortStyle,
      param: name(
        'sort.param',
        sortOption['param'],
        sortStyle === 'field-order' ? '_sort' : 'sort',
      ),
      order: name('sort.order', sortOption['order'], '_order'),
    },
    filter: {
      style: oneOf('filter.style', filterOption['style'], ['plain', 'bracket'] as const),
      arrays: oneOf('filter.arrays', filterOption['arrays'], ['repeat', 'comma'] as const),
      gte: template('filter.operators.gte', operators['gte'], '{k}_gte'),
      lte: template('filter.operators.lte', operators['lte'], '{k}_lte'),
      like: template('filter.operators.like', operators['like'], '{k}_like'),
    },
    q: name('q', all['q'], 'q'),
    getMany: many,
    body:
      all['body'] === undefined
        ? undefined
        : name('body', all['body'], '', "a key such as 'article'"),
    update: oneOf('update', all['update'], ['PATCH', 'PUT'] as const),
    trailingSlash,
  };
}

/**
 * A dialect configured by options, for a REST API that none of the built-in dialects speaks
 * (every option is optional; the defaults are json-server's):
 * - list: `GET <api>?_page=2&_limit=25` (`paging`: names, `'offset'` style `_start=25&_limit=25`,
 *   zero-based pages), `_sort=title&_order=desc` (`sort`: `'prefixed'` `sort=-title`, `'comma'`
 *   `sort=title,desc`), filters `userId=1` (`filter`: `'bracket'` `filter[userId]=1`, arrays
 *   repeated or comma-joined, operator keys from templates `{k}_gte`, `{k}_lte`, `{k}_like`, the
 *   text as typed), `q=<search>`; records from the body or the `list` path, the total from
 *   `X-Total-Count` or the `total` option;
 * - get/create/update/delete: `<api>` and `<api>/<id>` (with `trailingSlash`, `<api>/` and
 *   `<api>/<id>/`), update by `PATCH` or `PUT`, bodies wrapped in the `body` key, records read
 *   from the body or the `record` path;
 * - getMany: `GET <api>?id=1&id=2` (`getMany`: name, `id=1,2`, or `'each'`: `GET <api>/<id>` per
 *   record);
 * - locale: header `Accept-Language: <locale>`; includes and field selection: not sent.
 *
 * A response that does not fit the options fails with an error naming `createRestDialect`, the
 * option and what the body held: never a silently empty list.
 */
export function createRestDialect(options: RestDialectOptions = {}): ApiDialect {
  const config = readOptions(options);
  const slash = (p: string) => (config.trailingSlash ? `${p}/` : p);
  const collection = (context: DialectContext) => slash(collectionPath(context));
  const one = (context: DialectContext, id: RecordId) => slash(recordPath(context, id));
  const headers = ɵlocaleHeader;

  function records(body: unknown): AdminRecord[] {
    const value = config.list ? at(body, config.list) : body;
    if (!Array.isArray(value) || value.some((r) => !isObject(r))) {
      const where = config.list
        ? `list '${config.list.join('.')}' to hold an array of records`
        : 'the body to be an array of records (set the list option to the key that holds them)';
      throw new Error(`${WHO}: expected ${where}, but the body held ${held(body)}`);
    }
    return value as AdminRecord[];
  }

  function record(body: unknown): AdminRecord {
    const value = config.record ? at(body, config.record) : body;
    if (!isObject(value)) {
      const where = config.record
        ? `record '${config.record.join('.')}' to hold a record`
        : 'the body to be a record (set the record option to the key that holds it)';
      throw new Error(`${WHO}: expected ${where}, but the body held ${held(body)}`);
    }
    return value as AdminRecord;
  }

  function total(response: HttpResponse<unknown>, params: ListParams, count: number): number {
    const page = paging(params);
    const { total: option } = config;
    if (option === 'none') {
      if (!page) return count;
      const before = (page.page - 1) * page.perPage;
      return before + count + (count >= page.perPage ? 1 : 0);
    }
    if ('header' in option) {
      return headerTotal(response, option.header, Number, page !== undefined, count, WHO);
    }
    const value = at(response.body, option.body);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(
        `${WHO}: expected total { body: '${option.body.join('.')}' } to hold a count, ` +
          `but the body held ${held(response.body)}` +
          (value === undefined ? '' : ` and ${option.body.join('.')} was ${show(value)}`),
      );
    }
    return value;
  }

  function filterKey(key: string): string {
    return config.filter.style === 'bracket' ? `filter[${key}]` : key;
  }

  function listQuery(params: ListParams): ParamsBuilder {
    const query: ParamsBuilder = {};
    const page = paging(params);
    const { paging: p, sort: s, filter: f } = config;
    if (page && p.style === 'offset') {
      query[p.offset] = String((page.page - 1) * page.perPage);
      query[p.perPage] = String(page.perPage);
    } else if (page) {
      query[p.page] = String(p.zeroBased ? page.page - 1 : page.page);
      query[p.perPage] = String(page.perPage);
    }
    const sort = params.sort ?? [];
    if (sort.length && s.style === 'field-order') {
      query[s.param] = sort.map((x) => x.field).join(',');
      query[s.order] = sort.map((x) => x.order).join(',');
    } else if (sort.length && s.style === 'prefixed') {
      query[s.param] = sort.map((x) => (x.order === 'desc' ? '-' : '') + x.field).join(',');
    } else if (sort.length) {
      const values = sort.map((x) => `${x.field},${x.order}`);
      query[s.param] = values.length === 1 ? values[0] : values;
    }
    for (const { field, operator, value } of ɵfilterConditions(params.filter)) {
      const key = operator === 'eq' ? field : f[operator].replaceAll('{k}', field);
      query[filterKey(key)] =
        Array.isArray(value) && f.arrays === 'comma' ? value.join(',') : value;
    }
    if (params.q) query[config.q] = params.q;
    return query;
  }

  function write(
    method: 'POST' | 'PUT' | 'PATCH',
    where: string,
    context: DialectContext,
    data: AdminRecord,
  ) {
    return {
      method,
      path: where,
      body: config.body ? { [config.body]: data } : data,
      headers: headers(context),
    };
  }

  const each = config.getMany === 'each';
  return Object.freeze<ApiDialect>({
    name: 'rest',
    list: (context, params) => ({
      method: 'GET',
      path: collection(context),
      params: listQuery(params),
      headers: headers(context),
    }),
    parseList(response, _context, params) {
      const data = records(response.body);
      return { data, total: total(response, params, data.length) };
    },
    get: (context, id) => ({ method: 'GET', path: one(context, id), headers: headers(context) }),
    getMany(context, ids) {
      const many = config.getMany;
      if (many === 'each') {
        if (ids.length !== 1) {
          throw new Error(`${WHO}: getMany 'each' reads one record per request, got ${ids.length}`);
        }
        return { method: 'GET', path: one(context, ids[0]), headers: headers(context) };
      }
      const values = ids.map(String);
      return {
        method: 'GET',
        path: collection(context),
        params: {
          [many.param ?? ɵidField(context)]: many.join === 'comma' ? values.join(',') : values,
        },
        headers: headers(context),
      };
    },
    ...(each ? { getManyLimit: 1 } : {}),
    parseMany: (response) => (each ? [record(response.body)] : records(response.body)),
    create: (context, data) => write('POST', collection(context), context, data),
    update: (context, id, data) => write(config.update, one(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: one(context, id),
      headers: headers(context),
    }),
    parseRecord: (response) => record(response.body),
  });
}
