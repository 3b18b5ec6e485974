import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectFailure,
  ListParams,
} from 'admin/config';
import { paging, type ParamsBuilder } from './dialect-utils';
import {
  ɵidField,
  ɵexpectRecord,
  ɵexpectRecords,
  ɵfilterConditions,
  ɵincludeNames,
  ɵlocaleHeader,
} from './dialect-utils-internal';

/** Options of `createDjangoRestDialect`; each default is Django REST framework's own. */
export interface DjangoRestDialectOptions {
  /** The dialect's name (cache keys, error messages); default `django-rest`. */
  readonly name?: string;
  /** `PageNumberPagination.page_query_param`; default `page`. */
  readonly pageParam?: string;
  /** `PageNumberPagination.page_size_query_param` (unset in DRF: set it); default `page_size`. */
  readonly pageSizeParam?: string;
  /** `OrderingFilter.ordering_param` (the `ORDERING_PARAM` setting); default `ordering`. */
  readonly orderingParam?: string;
  /** `SearchFilter.search_param` (the `SEARCH_PARAM` setting); default `search`. */
  readonly searchParam?: string;
  /**
   * The query parameter of a field selection (autocomplete look-ups), as drf-flex-fields and
   * drf-dynamic-fields read it; default `fields`; null sends none.
   */
  readonly fieldsParam?: string | null;
  /** The query parameter of `include` (drf-flex-fields' `expand`); default `expand`; null: none. */
  readonly includeParam?: string | null;
  /** The method of a full update (`update`); default `PUT` (ModelViewSet takes PUT and PATCH). */
  readonly updateMethod?: 'PUT' | 'PATCH';
}

const NAME_PATTERN = /^[A-Za-z_][\w.-]*$/;

function checkOptions(options: DjangoRestDialectOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('createDjangoRestDialect(options): options must be an object');
  }
  const params = ['pageParam', 'pageSizeParam', 'orderingParam', 'searchParam'] as const;
  for (const key of [...params, 'fieldsParam', 'includeParam', 'name'] as const) {
    const value = options[key];
    const nullable = key === 'fieldsParam' || key === 'includeParam';
    if (value === undefined || (value === null && nullable)) continue;
    if (typeof value !== 'string' || !NAME_PATTERN.test(value)) {
      throw new TypeError(
        `createDjangoRestDialect(options): "${key}" must be a query parameter name ` +
          `(letters, digits, _ . -), got ${JSON.stringify(value)}`,
      );
    }
  }
  if (options.updateMethod !== undefined && !['PUT', 'PATCH'].includes(options.updateMethod)) {
    throw new TypeError(
      `createDjangoRestDialect(options): "updateMethod" must be 'PUT' or 'PATCH', got ${JSON.stringify(options.updateMethod)}`,
    );
  }
}

/** Django's lookup spelling of a dotted field: `author.name` → `author__name`. */
function lookup(field: string): string {
  return field.split('.').join('__');
}

/** `<api>/`: DRF's routers end every path with a slash (a slash-less POST is lost to a 301). */
function collection(context: DialectContext): string {
  return `${context.resource.api.replace(/\/+$/, '')}/`;
}

/** `<api>/<encoded id>/`. */
function member(context: DialectContext, id: RecordId): string {
  return `${collection(context)}${encodeURIComponent(String(id))}/`;
}

/** django-filter's lookups: `k=v`, `k__in=1,2`, `k__gte`, `k__lte`, `k__icontains`. */
function filterParams(filter: ListParams['filter'], into: ParamsBuilder): void {
  for (const { field, operator, value } of ɵfilterConditions(filter)) {
    const key = lookup(field);
    if (Array.isArray(value)) into[`${key}__in`] = value.join(',');
    else if (operator === 'eq') into[key] = value;
    else into[`${key}__${operator === 'like' ? 'icontains' : operator}`] = value;
  }
}

/** The `{ count, next, previous, results }` of a paginated response, or undefined. */
function paginated(body: unknown): { count?: unknown; results: unknown } | undefined {
  return body && typeof body === 'object' && !Array.isArray(body) && 'results' in body
    ? (body as { count?: unknown; results: unknown })
    : undefined;
}

/** The records of a paginated body or of a bare array (a view without pagination). */
function records(response: HttpResponse<unknown>, dialect: string): AdminRecord[] {
  const page = paginated(response.body);
  return page
    ? ɵexpectRecords(
        page.results,
        'the "results" of { count, next, previous, results } to be an array of records',
      )
    : ɵexpectRecords(
        response.body,
        `a JSON body { count, next, previous, results } or an array of records (the ${dialect} dialect)`,
      );
}

/** The messages of one field's errors: `['…']`, a nested serializer's `{ name: ['…'] }`. */
function collectErrors(
  value: unknown,
  key: string,
  into: Record<string, string[]>,
  depth = 0,
): void {
  if (typeof value === 'string') {
    (into[key] ??= []).push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      // a list of nested records (many=True): `tags.0.name`
      typeof item === 'string' || depth > 4
        ? collectErrors(item, key, into, depth + 1)
        : collectErrors(item, `${key}.${index}`, into, depth + 1),
    );
  } else if (value && typeof value === 'object' && depth <= 4) {
    for (const [name, inner] of Object.entries(value)) {
      collectErrors(inner, `${key}.${name}`, into, depth + 1);
    }
  }
}

/**
 * DRF's error bodies: a `ValidationError` as `{ field: ['msg'], non_field_errors: ['msg'] }`
 * (nested serializers `{ author: { name: ['msg'] } }` → `author.name`), or as a list of messages;
 * any other exception as `{ detail: 'msg' }`.
 */
function parseError({ body }: DialectFailure): DialectErrorDetails | undefined {
  if (Array.isArray(body)) {
    const messages = body.filter((m): m is string => typeof m === 'string');
    return messages.length ? { message: messages.join(' ') } : undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const { detail, ...fields } = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (Array.isArray(value) || (value && typeof value === 'object')) {
      collectErrors(value, field, errors);
    }
  }
  const found = Object.keys(errors).length > 0;
  if (!found && typeof detail !== 'string') return undefined;
  return {
    ...(found ? { errors } : {}),
    ...(typeof detail === 'string' ? { message: detail } : {}),
  };
}

/**
 * A Django REST framework dialect with other parameter names or methods (see
 * `djangoRestDialect` for what it sends):
 * `createDjangoRestDialect({ pageSizeParam: 'limit', searchParam: 'q', updateMethod: 'PATCH' })`.
 */
export function createDjangoRestDialect(options: DjangoRestDialectOptions = {}): ApiDialect {
  checkOptions(options);
  const name = options.name ?? 'django-rest';
  const pageParam = options.pageParam ?? 'page';
  const pageSizeParam = options.pageSizeParam ?? 'page_size';
  const orderingParam = options.orderingParam ?? 'ordering';
  const searchParam = options.searchParam ?? 'search';
  const fieldsParam = options.fieldsParam === undefined ? 'fields' : options.fieldsParam;
  const includeParam = options.includeParam === undefined ? 'expand' : options.includeParam;
  const updateMethod = options.updateMethod ?? 'PUT';

  /** `expand` (reads only) and `fields`, and the locale as `Accept-Language`. */
  const reads = (context: DialectContext, params: ParamsBuilder = {}) => {
    const include = ɵincludeNames(context.include);
    if (includeParam && include.length) params[includeParam] = include.map(lookup).join(',');
    if (fieldsParam && context.fields?.length) params[fieldsParam] = context.fields.join(',');
    const headers = ɵlocaleHeader(context);
    return headers ? { params, headers } : { params };
  };
  const write = (
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    context: DialectContext,
    body: AdminRecord,
  ) => {
    const headers = ɵlocaleHeader(context);
    return headers ? { method, path, body, headers } : { method, path, body };
  };

  return Object.freeze<ApiDialect>({
    name,
    list(context, params) {
      const query: ParamsBuilder = {};
      const page = paging(params);
      if (page) {
        query[pageParam] = String(page.page);
        query[pageSizeParam] = String(page.perPage);
      }
      if (params.sort?.length) {
        query[orderingParam] = params.sort
          .map((s) => `${s.order === 'desc' ? '-' : ''}${lookup(s.field)}`)
          .join(',');
      }
      if (params.q) query[searchParam] = params.q;
      filterParams(params.filter, query);
      return { method: 'GET', path: collection(context), ...reads(context, query) };
    },
    parseList(response, _context, params) {
      const data = records(response, name);
      const page = paginated(response.body);
      if (!page) {
        if (!paging(params)) return { data, total: data.length };
        throw new Error(
          `the ${name} dialect reads the total from "count" of { count, next, previous, results }, ` +
            'got an array: the view has no pagination (set DEFAULT_PAGINATION_CLASS or the ' +
            "view's pagination_class)",
        );
      }
      const count = page.count;
      if (typeof count === 'number' && Number.isInteger(count) && count >= 0) {
        return { data, total: count };
      }
      throw new Error(
        `the ${name} dialect reads the total from "count" of { count, next, previous, results }, ` +
          `got count = ${JSON.stringify(count)} (a cursor or limit-less pagination gives none: ` +
          'use PageNumberPagination)',
      );
    },
    get: (context, id) => ({ method: 'GET', path: member(context, id), ...reads(context) }),
    getMany: (context, ids) => ({
      method: 'GET',
      path: collection(context),
      ...reads(context, {
        [`${lookup(ɵidField(context))}__in`]: ids.map(String).join(','),
        [pageSizeParam]: String(ids.length),
      }),
    }),
    parseMany: (response) => records(response, name),
    create: (context, data) => write('POST', collection(context), context, data),
    update: (context, id, data) => write(updateMethod, member(context, id), context, data),
    patch: (context, id, data) => write('PATCH', member(context, id), context, data),
    delete: (context, id) => {
      const headers = ɵlocaleHeader(context);
      const path = member(context, id);
      return headers ? { method: 'DELETE', path, headers } : { method: 'DELETE', path };
    },
    parseRecord: (response) =>
      ɵexpectRecord(response.body, `a JSON object (a record, the ${name} dialect)`),
    parseError,
    /**
     * A page past the last one: DRF answers 404 `{ "detail": "Invalid page." }` (translated with
     * the request's language, so any `detail` of a 404 to a page above 1 counts). Read as an
     * empty page with the records before it as the total (at most): the list then goes back to
     * the last page, which gives the real total.
     */
    recoverList({ status, body }, _context, params) {
      const page = paging(params);
      const detail = (body as { detail?: unknown } | null)?.detail;
      if (status !== 404 || !page || page.page < 2 || typeof detail !== 'string') return undefined;
      return { data: [], total: (page.page - 1) * page.perPage };
    },
  });
}

/**
 * Django REST framework with django-filter (`DjangoFilterBackend`, `SearchFilter`,
 * `OrderingFilter`, `PageNumberPagination` with `page_size_query_param = 'page_size'`), as its
 * `ModelViewSet` and `DefaultRouter` serve a model:
 * - every path ends with a slash (`posts/`, `posts/12/`): DRF redirects a slash-less URL with a
 *   301, which a browser follows as a GET, so a POST would silently create nothing;
 * - list: `GET <api>/?page=2&page_size=25&ordering=-published_at,title&search=x` and the filters
 *   as django-filter lookups: `k=v`, an array `k__in=1,2` (one comma-separated value, django-filter's
 *   `BaseInFilter`), `{ gte, lte }` → `k__gte=…&k__lte=…`, `{ like }` → `k__icontains=text`,
 *   nested fields `author__name=Ann` (the same in `ordering`); the total from `count` of
 *   `{ count, next, previous, results }` (a bare array when no paging was asked: its length);
 * - include: `expand=author,comments` and field selection `fields=id,title` (drf-flex-fields'
 *   names; DRF ignores parameters it does not know);
 * - getMany: `GET <api>/?id__in=1,2&page_size=2`;
 * - get `GET <api>/12/`, create `POST <api>/`, update `PUT <api>/12/`, patch (each record of
 *   `updateMany`, one request per record) `PATCH <api>/12/`, delete `DELETE <api>/12/`; records
 *   as they are;
 * - errors: a 400 `{ title: ['This field may not be blank.'], non_field_errors: ['…'] }` becomes
 *   field errors (`non_field_errors`, a name no input has, shows as the form's error; nested
 *   serializers as `author.name`), `{ detail: '…' }` the message;
 * - a page past the last one (404 `{ "detail": "Invalid page." }`) reads as an empty page, and
 *   the list goes back to the last page;
 * - locale: `Accept-Language` (Django's `LocaleMiddleware`) on every call of a translatable
 *   resource.
 * Other parameter names or `PATCH` updates: `createDjangoRestDialect(options)`.
 */
export const djangoRestDialect: ApiDialect = createDjangoRestDialect();
