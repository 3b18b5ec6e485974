import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectRequest,
  ListParams,
} from 'admin/config';
import { type SearchFields } from './dialect-search';
import { ɵcheckSearchFields, ɵsearchFieldsOf } from './dialect-search-internal';
import {
  collectionPath,
  paging,
  recordPath,
  type FilterCondition,
  type ParamsBuilder,
} from './dialect-utils';
import {
  ɵidField,
  ɵfilterConditions,
  ɵincludeNames,
  ɵisFilterOperators,
  ɵdescribeBody,
} from './dialect-utils-internal';

/** Options of `createNestjsCrudDialect`. */
export interface NestjsCrudDialectOptions {
  /**
   * How `update` travels: `'patch'` (default), `PATCH <api>/<id>` (the controller's
   * `updateOneBase`, the fields sent); or `'put'`, `PUT <api>/<id>` (`replaceOneBase`).
   */
  readonly update?: 'patch' | 'put';
  /**
   * The fields `q` is searched in (`$contL`, joined by `$or` in `s`), for every resource or by
   * resource name; default: the resource's `autocompleteFields` (without `id`), else its `label`.
   */
  readonly searchFields?: SearchFields;
}

/** The `@dataui/crud` condition operators of each filter operator. */
const OPERATORS = { eq: '$eq', gte: '$gte', lte: '$lte', like: '$contL' } as const;

function operatorOf({ operator, value }: FilterCondition): string {
  return Array.isArray(value) ? '$in' : OPERATORS[operator];
}

/** Whether `filter=field||$op||value` can carry the condition (no `||`, no `,` in `$in` values). */
function fitsFilterParam({ field, value }: FilterCondition): boolean {
  const values = [value].flat();
  return (
    !field.includes('||') &&
    values.every((v) => !v.includes('||') && !(Array.isArray(value) && v.includes(',')))
  );
}

/** A filter value for the JSON of `s`: as it is (numbers and booleans keep their type), dates ISO. */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The conditions of `filter` for `s`, with the values' own JSON types (`filter=` carries text
 * only): the same reading as `ɵfilterConditions` (arrays `$in`, `{ gte, lte, like }`, nested
 * objects as dotted fields, empty values dropped).
 */
function jsonConditions(
  filter: Readonly<Record<string, unknown>> | undefined,
  prefix = '',
): object[] {
  const conditions: object[] = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    const field = prefix ? `${prefix}.${name}` : name;
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      const values = value.filter((v) => !isEmpty(v)).map(jsonValue);
      if (values.length) conditions.push({ [field]: { $in: values } });
    } else if (ɵisFilterOperators(value)) {
      for (const operator of ['gte', 'lte', 'like'] as const) {
        if (!isEmpty(value[operator])) {
          conditions.push({ [field]: { [OPERATORS[operator]]: jsonValue(value[operator]) } });
        }
      }
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      conditions.push(...jsonConditions(value as Record<string, unknown>, field));
    } else {
      conditions.push({ [field]: { $eq: jsonValue(value) } });
    }
  }
  return conditions;
}

/** The search condition `s`: the filter's conditions and `q` over the search fields. */
function searchParam(params: ListParams, search: string[]): string {
  const and: object[] = jsonConditions(params.filter);
  if (params.q) and.push({ $or: search.map((field) => ({ [field]: { $contL: params.q } })) });
  return JSON.stringify(and.length === 1 ? and[0] : { $and: and });
}

/** class-validator's messages (`['title should not be empty']`) by their first word, the field. */
function nestError(body: unknown): DialectErrorDetails | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { message } = body as { message?: unknown };
  if (typeof message === 'string') return message.trim() ? { message: message.trim() } : undefined;
  if (!Array.isArray(message)) return undefined;
  const errors: Record<string, string[]> = {};
  const texts: string[] = [];
  for (const item of message) {
    if (typeof item === 'string') {
      texts.push(item);
      const field = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*) /.exec(item)?.[1];
      if (field) (errors[field] ??= []).push(item);
    } else if (item && typeof item === 'object') {
      // a ValidationError object, as an exceptionFactory may send it: { property, constraints }
      const { property, constraints } = item as { property?: unknown; constraints?: unknown };
      if (typeof property !== 'string' || !constraints || typeof constraints !== 'object') continue;
      const list = Object.values(constraints).filter((t): t is string => typeof t === 'string');
      texts.push(...list);
      if (list.length) (errors[property] ??= []).push(...list);
    }
  }
  return {
    ...(Object.keys(errors).length ? { errors } : {}),
    ...(texts.length ? { message: texts.join('; ') } : {}),
  };
}

/**
 * NestJS controllers of `@dataui/crud` (the maintained `@nestjsx/crud`, its
 * `RequestQueryBuilder` format):
 * - list: `GET <api>?limit=25&page=2` (1-based), `sort=title,DESC` (repeated for several),
 *   filters `filter=userId||$eq||1` (repeated, all must match; arrays `filter=id||$in||1,2`,
 *   nested objects `filter=author.name||$eq||Ann`, which needs `join=author`), `{ like }` →
 *   `$contL` (contains, case-insensitive), `{ gte, lte }` → `$gte`/`$lte`; `q` → the search
 *   condition `s={"$and":[…, {"$or":[{"title":{"$contL":"x"}}, …]}]}` over the search fields,
 *   holding the filters too (the server ignores `filter` when `s` is present); `s` also carries
 *   the filters whose values hold `||` (or `,` in an array); total from `total` of
 *   `{ data, count, total, page, pageCount }` (a plain array when no paging was asked);
 * - include: `join=author&join=comments`; field selection: `fields=id,title`;
 * - getMany: `GET <api>?filter=id||$in||1,2`; get `GET <api>/<id>`, create `POST <api>`,
 *   update `PATCH <api>/<id>` (`createNestjsCrudDialect({ update: 'put' })`: `PUT`, the
 *   controller's replace), delete `DELETE <api>/<id>`; records as they are (no envelope); no
 *   bulk update or delete route: one request per record;
 * - locale: header `Accept-Language` (the controller reads it if it translates);
 * - errors: NestJS's `ValidationPipe` answer `{ statusCode: 400, message: ['title should not be
 *   empty'], error: 'Bad Request' }` becomes field errors (each message under its first word,
 *   class-validator's property name) and the message.
 *
 * Limit: `@dataui/crud` puts a `$contL` text into SQL's `LIKE` unescaped, so `%` and `_` in a
 * `{ like }` or search text are wildcards there.
 *
 * Verified against a real server in `npm test`: a NestJS 11 app of `@dataui/crud` 5.3 controllers
 * (TypeORM on sql.js, class-validator rules; testing/nestjs) in
 * nestjs-crud-dialect.integration.spec.ts, and the demo's tags pages in Chromium
 * (e2e/nestjs-crud.e2e.ts).
 *
 * Docs: https://github.com/gid-oss/dataui-nestjs-crud/blob/master/docs/requests.md (query params,
 * search, filter conditions), https://github.com/gid-oss/dataui-nestjs-crud/blob/master/docs/controllers.md
 * (responses), https://docs.nestjs.com/techniques/validation.
 */
export function createNestjsCrudDialect(options: NestjsCrudDialectOptions = {}): ApiDialect {
  const update = options.update ?? 'patch';
  if (update !== 'patch' && update !== 'put') {
    throw new TypeError(
      `createNestjsCrudDialect: update must be 'patch' or 'put', got ${JSON.stringify(update)}`,
    );
  }
  const searchFields = ɵcheckSearchFields(options.searchFields, 'createNestjsCrudDialect');

  function reads(context: DialectContext, params: ParamsBuilder = {}) {
    const join = ɵincludeNames(context.include);
    return {
      params: {
        ...params,
        ...(join.length ? { join } : {}),
        ...(context.fields?.length ? { fields: context.fields.join(',') } : {}),
      },
      ...locale(context),
    };
  }

  function locale(context: DialectContext): Pick<DialectRequest, 'headers'> {
    return context.locale ? { headers: { 'Accept-Language': context.locale } } : {};
  }

  function conditionParams(context: DialectContext, params: ListParams): ParamsBuilder {
    const conditions = ɵfilterConditions(params.filter);
    if (params.q || !conditions.every(fitsFilterParam)) {
      const search = params.q
        ? ɵsearchFieldsOf(context.resource, searchFields, 'nestjs-crud', 'createNestjsCrudDialect')
        : [];
      return { s: searchParam(params, search) };
    }
    const filter = conditions.map(
      (c) => `${c.field}||${operatorOf(c)}||${[c.value].flat().join(',')}`,
    );
    return filter.length ? { filter } : {};
  }

  function records(response: HttpResponse<unknown>, what: string): AdminRecord[] {
    const body = response.body;
    const data = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data) || data.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw new Error(
        `the nestjs-crud dialect expected ${what}, got ` +
          (Array.isArray(body)
            ? 'an array holding other values than records'
            : ɵdescribeBody(body)),
      );
    }
    return data as AdminRecord[];
  }

  const write = (
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    context: DialectContext,
    body: AdminRecord,
  ): DialectRequest => ({ method, path, body, ...locale(context) });

  return Object.freeze<ApiDialect>({
    name: 'nestjs-crud',
    list(context, params) {
      const query: ParamsBuilder = {};
      const page = paging(params);
      if (page) {
        query['limit'] = String(page.perPage);
        query['page'] = String(page.page);
      }
      if (params.sort?.length) {
        query['sort'] = params.sort.map((s) => `${s.field},${s.order.toUpperCase()}`);
      }
      Object.assign(query, conditionParams(context, params));
      return { method: 'GET', path: collectionPath(context), ...reads(context, query) };
    },
    parseList(response, _context, params) {
      const what = 'a JSON body { data: [...], count, total, page, pageCount } or an array';
      const data = records(response, what);
      const total = Array.isArray(response.body)
        ? undefined
        : (response.body as { total?: unknown }).total;
      if (typeof total === 'number' && Number.isInteger(total) && total >= 0)
        return { data, total };
      if (!paging(params)) return { data, total: data.length };
      throw new Error(
        'the nestjs-crud dialect reads the total from total of the JSON body ' +
          '({ data: [...], count, total, page, pageCount }, which the controller sends when the ' +
          `request has limit and page), got ${Array.isArray(response.body) ? 'a plain array' : JSON.stringify(total)}`,
      );
    },
    get: (context, id) => ({ method: 'GET', path: recordPath(context, id), ...reads(context) }),
    getMany: (context, ids) => ({
      method: 'GET',
      path: collectionPath(context),
      ...reads(context, conditionParams(context, { filter: { [ɵidField(context)]: [...ids] } })),
    }),
    parseMany: (response) => records(response, 'a JSON array of records (or { data: [...] })'),
    create: (context, data) => write('POST', collectionPath(context), context, data),
    update: (context, id, data) =>
      write(update === 'put' ? 'PUT' : 'PATCH', recordPath(context, id), context, data),
    patch: (context, id, data) => write('PATCH', recordPath(context, id), context, data),
    delete: (context, id) => ({
      method: 'DELETE',
      path: recordPath(context, id),
      ...locale(context),
    }),
    parseRecord(response) {
      const body = response.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new Error(
          `the nestjs-crud dialect expected a JSON object (the record), got ${ɵdescribeBody(body)}`,
        );
      }
      return body as AdminRecord;
    },
    parseError: ({ body }) => nestError(body),
  });
}

/** `@dataui/crud` controllers with `PATCH` updates (see `createNestjsCrudDialect`). */
export const nestjsCrudDialect: ApiDialect = createNestjsCrudDialect();
