import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectFailure,
  DialectRequest,
  ListParams,
  VersionTransport,
} from 'admin/config';
import { collectionPath, paging, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵincludeNames,
  ɵisFilterOperators,
  ɵlocaleHeader,
  ɵoptionError,
} from './dialect-utils-internal';
import { etagVersions } from './versions';

/** Options of `createODataDialect`. */
export interface ODataDialectOptions {
  /**
   * How a search (`q`) is sent: a list of properties (one for every resource, or lists by
   * resource name), each tested with `contains(tolower(p),'text')` and joined with `or`; or
   * `'$search'`, the `$search="text"` query option (which most ASP.NET Core OData services do not
   * implement). Default: the resource's `autocompleteFields`.
   */
  readonly search?: '$search' | readonly string[] | Readonly<Record<string, readonly string[]>>;
  /**
   * Whether `{ like }` filters and searches ignore case: `contains(tolower(p),'text')` (default)
   * or `contains(p,'text')`.
   */
  readonly caseInsensitive?: boolean;
  /**
   * How a record's key is written: `'auto'` (default), a number or a string of digits bare
   * (`posts(12)`), a GUID bare (`posts(0c9a…)`), any other string quoted (`posts('a''b')`);
   * `'string'`: always quoted (string keys made of digits).
   */
  readonly keys?: 'auto' | 'string';
  /** Keys as a path segment, `posts/12` (OData 4.01 key-as-segment), instead of `posts(12)`. */
  readonly keyAsSegment?: boolean;
  /**
   * The form field of an error's property name (ValidationProblemDetails `errors` keys, OData
   * error `details[].target`). Default: a leading `$.` dropped, then camel-cased as
   * System.Text.Json does (`Title` → `title`, `ID` → `id`), matching an EDM model built with
   * `EnableLowerCamelCase()`.
   */
  readonly errorField?: (name: string) => string;
}

const NAME = 'odata';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An OData string literal: in single quotes, a single quote doubled (OData ABNF `SQUOTE-in-string`). */
function odataString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The OData literal of a filter value: numbers and booleans bare, a `Date` or an ISO date-time
 * with its zone as a bare `DateTimeOffset` (`2024-01-31T23:59:59.999Z`), other text quoted.
 */
function literal(field: string, value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`filter "${field}" holds ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`filter "${field}" holds an invalid date`);
    return value.toISOString();
  }
  if (typeof value === 'string') return DATE_TIME.test(value) ? value : odataString(value);
  throw new Error(`filter "${field}" holds an unsupported value (${typeof value})`);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Camel case as System.Text.Json's `JsonNamingPolicy.CamelCase` writes it. */
function camelCase(name: string): string {
  const chars = [...name];
  const upper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
  for (let i = 0; i < chars.length; i++) {
    if (i === 1 && !upper(chars[i])) break;
    if (i > 0 && i + 1 < chars.length && !upper(chars[i + 1])) break;
    chars[i] = chars[i].toLowerCase();
  }
  return chars.join('');
}

function defaultErrorField(name: string): string {
  return name.replace(/^\$\./, '').split('.').map(camelCase).join('.');
}

/** A record without its OData annotations (`@odata.context`, `@odata.etag`, `Photo@odata.mediaReadLink`). */
function withoutAnnotations(record: AdminRecord): AdminRecord {
  if (!Object.keys(record).some((key) => key.includes('@'))) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !key.includes('@')));
}

/**
 * Record versions: the `ETag` header, else the record's `@odata.etag` (`@etag` in OData 4.01's
 * JSON), sent back as `If-Match`.
 */
const odataVersions: VersionTransport = Object.freeze<VersionTransport>({
  read(response, record) {
    const header = etagVersions.read(response, record);
    if (header !== undefined) return header;
    const body = response.body as Record<string, unknown> | null;
    const tag =
      body && typeof body === 'object' ? (body['@odata.etag'] ?? body['@etag']) : undefined;
    return typeof tag === 'string' && tag ? tag : undefined;
  },
  send: etagVersions.send,
});

function count(body: Record<string, unknown>): unknown {
  return body['@odata.count'] ?? body['@count'];
}

function addErrors(
  into: Record<string, string[]>,
  field: string,
  messages: readonly unknown[],
): void {
  const texts = messages.filter((m): m is string => typeof m === 'string' && m !== '');
  if (texts.length) into[field] = [...(into[field] ?? []), ...texts];
}

/**
 * OData's error (`{ error: { code, message, target, details: [{ code, target, message }] } }`,
 * OData JSON Format §21.1) and ASP.NET Core's `ProblemDetails` / `ValidationProblemDetails`
 * (`{ title, detail, errors: { Title: ['…'] } }`).
 */
function readError(failure: DialectFailure, field: (name: string) => string) {
  const body = failure.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const errors: Record<string, string[]> = {};
  const odata = (body as { error?: unknown }).error;
  if (odata && typeof odata === 'object' && !Array.isArray(odata)) {
    const { message, details } = odata as { message?: unknown; details?: unknown };
    for (const detail of Array.isArray(details) ? details : []) {
      const { target, message: text } = (detail ?? {}) as { target?: unknown; message?: unknown };
      if (typeof target === 'string' && target) addErrors(errors, field(target), [text]);
    }
    return result(typeof message === 'string' ? message : undefined, errors);
  }
  const problem = body as { title?: unknown; detail?: unknown; errors?: unknown };
  if (typeof problem.title !== 'string' && typeof problem.detail !== 'string') return undefined;
  const general: string[] = [];
  if (problem.errors && typeof problem.errors === 'object' && !Array.isArray(problem.errors)) {
    for (const [name, messages] of Object.entries(problem.errors)) {
      const list: unknown[] = Array.isArray(messages) ? messages : [messages];
      if (name === '') general.push(...list.filter((m): m is string => typeof m === 'string'));
      else addErrors(errors, field(name), list);
    }
  }
  const text = typeof problem.detail === 'string' ? problem.detail : (problem.title as string);
  return result(general.length ? `${text} ${general.join(' ')}` : text, errors);
}

function result(message: string | undefined, errors: Record<string, string[]>) {
  const details: { message?: string; errors?: Record<string, string[]> } = {};
  if (message) details.message = message;
  if (Object.keys(errors).length) details.errors = errors;
  return details as DialectErrorDetails;
}

/**
 * OData v4 as ASP.NET Core OData serves it (OData v4.01 URL Conventions; OData JSON Format):
 * - list: `GET <api>?$filter=userId eq 1 and contains(tolower(title),'x')&$orderby=title desc,id
 *   &$top=25&$skip=50&$count=true`; records from `value`, total from `@odata.count` (or 4.01's
 *   `@count`; the whole array when no paging was asked). Filters: a value → `k eq v`, an array →
 *   `k in (1,2)`, `{ gte, lte }` → `k ge a and k le b`, `{ like }` → `contains(tolower(k),'text')`,
 *   a nested field → `author/name eq 'Ann'`; literals: numbers and booleans bare, dates and ISO
 *   date-times bare (`DateTimeOffset`), other text in single quotes with `'` doubled. Search
 *   (`q`): `contains(tolower(p),'q')` over the `search` properties joined with `or`, or
 *   `$search="q"` with `createODataDialect({ search: '$search' })`;
 * - include: `$expand=author,comments`; field selection: `$select=id,title`;
 * - get: `GET <api>(12)` (`<api>('a''b')` for a string key); getMany: `GET <api>?$filter=id in
 *   (1,2)`; create: `POST <api>`; update: `PATCH <api>(12)` with `Prefer: return=representation`
 *   (a 204 keeps what was sent); delete: `DELETE <api>(12)`; no bulk requests (one per record);
 *   OData annotations (`@odata.context`, `@odata.etag`) are dropped from records; a record's
 *   version is its `ETag` header or `@odata.etag`, sent back as `If-Match`;
 * - locale: header `Accept-Language`; errors: the OData error's `message` and `details[].target`
 *   as field errors, ASP.NET Core's `ValidationProblemDetails` `errors` as field errors
 *   (`Title` → `title`).
 */
export const odataDialect: ApiDialect = createODataDialect();

/** The OData dialect with options (see `odataDialect`). */
export function createODataDialect(options: ODataDialectOptions = {}): ApiDialect {
  const fail = ɵoptionError('createODataDialect');
  const search = options.search;
  const namesOk = (list: unknown) =>
    Array.isArray(list) && list.every((c) => typeof c === 'string' && c !== '');
  if (
    search !== undefined &&
    search !== '$search' &&
    !namesOk(search) &&
    (typeof search !== 'object' || search === null || !Object.values(search).every(namesOk))
  ) {
    fail(
      `search must be '$search', a list of properties or lists of them by resource name`,
      search,
    );
  }
  const keys = options.keys ?? 'auto';
  if (keys !== 'auto' && keys !== 'string') fail(`keys must be 'auto' or 'string'`, keys);
  const lower = options.caseInsensitive ?? true;
  const errorField = options.errorField ?? defaultErrorField;
  if (typeof errorField !== 'function') fail('errorField must be a function', errorField);

  const key = (id: RecordId): string => {
    if (typeof id === 'number') return String(id);
    if (keys === 'auto' && (/^-?\d+$/.test(id) || GUID.test(id))) return id;
    return odataString(id);
  };
  const recordPath = (context: DialectContext, id: RecordId) => {
    const encoded = encodeURIComponent(key(id));
    return options.keyAsSegment
      ? `${collectionPath(context)}/${encoded}`
      : `${collectionPath(context)}(${encoded})`;
  };
  const contains = (path: string, text: string) =>
    lower
      ? `contains(tolower(${path}),${odataString(text.toLowerCase())})`
      : `contains(${path},${odataString(text)})`;

  const conditions = (
    filter: Readonly<Record<string, unknown>> | undefined,
    prefix = '',
    into: string[] = [],
  ): string[] => {
    for (const [name, value] of Object.entries(filter ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name;
      if (isEmpty(value)) continue;
      if (Array.isArray(value)) {
        const values = value.filter((v) => v !== undefined && v !== null);
        if (values.length)
          into.push(`${path} in (${values.map((v) => literal(path, v)).join(',')})`);
      } else if (ɵisFilterOperators(value)) {
        if (!isEmpty(value.gte)) into.push(`${path} ge ${literal(path, value.gte)}`);
        if (!isEmpty(value.lte)) into.push(`${path} le ${literal(path, value.lte)}`);
        if (!isEmpty(value.like)) {
          if (typeof value.like !== 'string') {
            throw new Error(`filter "${path}.like" must be text, got ${typeof value.like}`);
          }
          into.push(contains(path, value.like));
        }
      } else if (typeof value === 'object' && !(value instanceof Date)) {
        conditions(value as Record<string, unknown>, path, into);
      } else {
        into.push(`${path} eq ${literal(path, value)}`);
      }
    }
    return into;
  };

  const searchProperties = (resource: Resource): readonly string[] => {
    const configured = Array.isArray(search)
      ? (search as readonly string[])
      : typeof search === 'object'
        ? (search as Readonly<Record<string, readonly string[]>>)[resource.name]
        : undefined;
    return configured ?? resource.autocompleteFields ?? [];
  };

  const filterParams = (context: DialectContext, params: ListParams, query: ParamsBuilder) => {
    const all = conditions(params.filter);
    const q = params.q?.trim();
    if (q && search === '$search') {
      query['$search'] = `"${q.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    } else if (q) {
      const properties = searchProperties(context.resource);
      if (!properties.length) {
        throw new Error(
          `the ${NAME} dialect has no property to search "${context.resource.name}" in: name them ` +
            `with createODataDialect({ search: { ${context.resource.name}: ['title'] } }), the ` +
            `resource's autocompleteFields, or send $search with createODataDialect({ search: '$search' })`,
        );
      }
      const tests = properties.map((p) => contains(p.replace(/\./g, '/'), q));
      all.push(tests.length > 1 ? `(${tests.join(' or ')})` : tests[0]);
    }
    if (all.length) query['$filter'] = all.join(' and ');
  };

  /** `$expand` and `$select` of a read. */
  const shape = (context: DialectContext, params: ParamsBuilder = {}): ParamsBuilder => {
    const expand = ɵincludeNames(context.include);
    if (expand.length) params['$expand'] = expand.join(',');
    if (context.fields?.length) params['$select'] = context.fields.join(',');
    return params;
  };

  const read = (context: DialectContext, path: string, params: ParamsBuilder): DialectRequest => {
    const headers = ɵlocaleHeader(context);
    return { method: 'GET', path, params, ...(headers ? { headers } : {}) };
  };

  const write = (
    method: 'POST' | 'PATCH',
    path: string,
    context: DialectContext,
    body: AdminRecord,
  ): DialectRequest => ({
    method,
    path,
    body,
    headers: { Prefer: 'return=representation', ...ɵlocaleHeader(context) },
  });

  const values = (response: HttpResponse<unknown>): AdminRecord[] => {
    const body = response.body as { value?: unknown } | null;
    const what = `a JSON body { value: [...] } (${NAME} dialect)`;
    if (body && typeof body === 'object' && !Array.isArray(body) && !('value' in body)) {
      const keys = Object.keys(body).join(', ');
      throw new Error(
        `expected ${what}, got an object ${keys ? `with keys ${keys}` : 'without keys'}`,
      );
    }
    return ɵexpectRecords(Array.isArray(body) ? body : body?.value, what).map(withoutAnnotations);
  };

  return Object.freeze<ApiDialect>({
    name: NAME,
    list(context, params) {
      const query = shape(context);
      filterParams(context, params, query);
      if (params.sort?.length) {
        query['$orderby'] = params.sort
          .map((s) => `${s.field.replace(/\./g, '/')}${s.order === 'desc' ? ' desc' : ''}`)
          .join(',');
      }
      const page = paging(params);
      if (page) {
        query['$top'] = String(page.perPage);
        if (page.page > 1) query['$skip'] = String((page.page - 1) * page.perPage);
        query['$count'] = 'true';
      }
      return read(context, collectionPath(context), query);
    },
    parseList(response, _context, params) {
      const data = values(response);
      const total = count(response.body as Record<string, unknown>);
      if (typeof total === 'number' && Number.isInteger(total) && total >= 0)
        return { data, total };
      if (!paging(params)) return { data, total: data.length };
      throw new Error(
        `the ${NAME} dialect reads the total from @odata.count of the JSON body ` +
          `({ value: [...], "@odata.count": n }; it sends $count=true, which the service must ` +
          `allow, e.g. with [EnableQuery] and Count() in ASP.NET Core OData), got ${JSON.stringify(total)}`,
      );
    },
    get: (context, id) => read(context, recordPath(context, id), shape(context)),
    getMany: (context, ids) =>
      read(
        context,
        collectionPath(context),
        shape(context, {
          $filter: `${ɵidField(context)} in (${ids.map(key).join(',')})`,
        }),
      ),
    parseMany: values,
    create: (context, data) => write('POST', collectionPath(context), context, data),
    update: (context, id, data) => write('PATCH', recordPath(context, id), context, data),
    delete: (context, id) => {
      const headers = ɵlocaleHeader(context);
      return { method: 'DELETE', path: recordPath(context, id), ...(headers ? { headers } : {}) };
    },
    parseRecord: (response) =>
      withoutAnnotations(ɵexpectRecord(response.body, `a JSON object (${NAME} dialect)`)),
    parseError: (failure) => readError(failure, errorField),
    versions: odataVersions,
  });
}
