import type { HttpResponse } from '@angular/common/http';
import { pascalCase } from 'change-case';

import { singularize, type AdminRecord, type RecordId } from 'admin/core';
import type {
  ApiDialect,
  DialectContext,
  DialectErrorDetails,
  DialectRequest,
  ListParams,
} from 'admin/config';
import { AdminHttpError } from './admin-http-error';
import { paging } from './dialect-utils';
import { ɵidField, ɵisFilterOperators } from './dialect-utils-internal';

/** Options of `createGraphqlDialect`. */
export interface GraphqlDialectOptions {
  /** The GraphQL endpoint, a path under the API URL; default `'graphql'`. */
  readonly endpoint?: string;
  /** GraphQL type names by resource name (`{ posts: 'Article' }`); default: singular PascalCase. */
  readonly types?: Readonly<Record<string, string>>;
  /**
   * The fields asked for (the selection set) by resource name, when a call names none
   * (`{ posts: ['id', 'title', 'views'] }`); `id` is always asked for.
   */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  /**
   * GraphQL types of mutation arguments by resource and field (`{ posts: { published_at:
   * 'Date' } }`); default: from the value (`String!`, `Int!`, `Float!`, `Boolean!`, `ID!` for `id`
   * and `*_id`). Needed for `null` values, lists and objects.
   */
  readonly argTypes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The delete mutation's prefix: `'delete'` (default, ra-data-graphql-simple) or `'remove'`. */
  readonly deletePrefix?: 'delete' | 'remove';
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const TYPE = /^\[?[_A-Za-z][_0-9A-Za-z]*!?\]?!?$/;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

function fail(message: string): never {
  throw new Error(`the graphql dialect ${message}`);
}

/**
 * The field a GraphQL validation message is about: the dialect names a mutation's variables and
 * arguments after the record's fields, so `Variable "$views" got invalid value "x"` and
 * `Field "createPost" argument "title" of type "String!" is required` name the field.
 */
function fieldOf(message: string): string | undefined {
  return (/^Variable "\$(\w+)"/.exec(message) ?? /argument "(\w+)" of type/.exec(message))?.[1];
}

/**
 * `errors` of a GraphQL response: its messages and the field errors `extensions.field` (or a
 * validation message, `fieldOf`) names.
 */
function readErrors(errors: unknown): DialectErrorDetails | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const messages: string[] = [];
  const fields: Record<string, string[]> = {};
  for (const item of errors) {
    const { message, extensions } = (item ?? {}) as { message?: unknown; extensions?: unknown };
    const text = typeof message === 'string' && message.trim() ? message.trim() : 'unknown error';
    const field = (extensions as { field?: unknown } | null | undefined)?.field ?? fieldOf(text);
    if (typeof field === 'string' && field) (fields[field] ??= []).push(text);
    else messages.push(text);
  }
  return {
    ...(Object.keys(fields).length ? { errors: fields } : {}),
    message: messages.length ? messages.join('; ') : Object.values(fields).flat().join('; '),
  };
}

/**
 * The ra-data-graphql-simple convention, as json-graphql-server serves it (one endpoint, every
 * call one `POST <endpoint>` with `{ query, variables }`, application/json); for resource `posts`
 * the type is `Post` (singular PascalCase of the name; `types` overrides it):
 * - list: `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter:
 *   PostFilter) { items: allPosts(page: $page, …) { id title } total: _allPostsMeta(filter:
 *   $filter) { count } }`, `page` zero-based (admin page 1 → 0), `sortOrder` `ASC`/`DESC`, one sort
 *   only; filter `{ q, title: 'x', views_gte: 3, views_lte: 5, ids: [1, 2] }` (`{ gte, lte }` →
 *   `_gte`/`_lte`, an array on `id` → `ids`; `{ like }`, other arrays and nested objects are not
 *   in the convention: errors); `{ data: { items: [...], total: { count } } }`;
 * - getMany: one `query ($filter: PostFilter) { items: allPosts(filter: $filter) { … } }` with
 *   `filter: { ids: [...] }`;
 * - get: `query ($id: ID!) { data: Post(id: $id) { … } }`;
 * - create: `mutation ($title: String!, $views: Int!) { data: createPost(title: $title, views:
 *   $views) { … } }` (fields as separate arguments, without `id`; types from the values or
 *   `argTypes`); update: `updatePost(id: $id, …)` likewise; delete: `mutation ($id: ID!) { data:
 *   deletePost(id: $id) { id } }` (`deletePrefix: 'remove'` for json-graphql-server's
 *   `removePost`); no bulk mutation: `updateMany` and `deleteMany` send one call per record;
 * - the selection set: the call's fields, else `fields[resource]`, always with `id`; includes and
 *   locales are not sent;
 * - errors: a response with `errors: [{ message, path, extensions }]` fails the call, even with
 *   status 200; an error whose `extensions.field` names a field becomes that field's error.
 *
 * Docs: https://github.com/marmelab/react-admin/tree/master/packages/ra-data-graphql-simple,
 * https://github.com/marmelab/json-graphql-server, https://spec.graphql.org/October2021/#sec-Errors.
 */
export function createGraphqlDialect(options: GraphqlDialectOptions = {}): ApiDialect {
  const endpoint = options.endpoint ?? 'graphql';
  if (typeof endpoint !== 'string' || !endpoint || /[?#]|^\/|\.\./.test(endpoint)) {
    throw new TypeError(
      'createGraphqlDialect: endpoint must be a path under the API URL such as "graphql", got ' +
        JSON.stringify(endpoint),
    );
  }
  for (const [resource, type] of Object.entries(options.types ?? {})) {
    if (typeof type !== 'string' || !NAME.test(type)) {
      throw new TypeError(
        `createGraphqlDialect: types.${resource} must be a GraphQL type name, got ${JSON.stringify(type)}`,
      );
    }
  }
  for (const [resource, names] of Object.entries(options.fields ?? {})) {
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !NAME.test(n))) {
      throw new TypeError(
        `createGraphqlDialect: fields.${resource} must be an array of GraphQL field names, got ` +
          JSON.stringify(names),
      );
    }
  }
  for (const [resource, types] of Object.entries(options.argTypes ?? {})) {
    for (const [field, type] of Object.entries(types ?? {})) {
      if (typeof type !== 'string' || !TYPE.test(type)) {
        throw new TypeError(
          `createGraphqlDialect: argTypes.${resource}.${field} must be a GraphQL type such as ` +
            `"String!", got ${JSON.stringify(type)}`,
        );
      }
    }
  }
  const deletePrefix = options.deletePrefix ?? 'delete';
  if (deletePrefix !== 'delete' && deletePrefix !== 'remove') {
    throw new TypeError(
      `createGraphqlDialect: deletePrefix must be 'delete' or 'remove', got ${JSON.stringify(deletePrefix)}`,
    );
  }

  const typeOf = (context: DialectContext) =>
    options.types?.[context.resource.name] ?? pascalCase(singularize(context.resource.name));
  /** The plural in `allPosts`: the resource name's PascalCase, or the overriding type's plural. */
  function pluralOf(context: DialectContext): string {
    const type = options.types?.[context.resource.name];
    if (!type) return pascalCase(context.resource.name);
    if (/[^aeiou]y$/.test(type)) return `${type.slice(0, -1)}ies`;
    return /(s|x|z|ch|sh)$/.test(type) ? `${type}es` : `${type}s`;
  }

  function selection(context: DialectContext): string {
    const name = context.resource.name;
    const fields = context.fields ?? options.fields?.[name];
    if (!fields) {
      fail(
        `must list the fields it asks for, and resource "${name}" names none: set ` +
          `createGraphqlDialect({ fields: { "${name}": ['id', 'title'] } })`,
      );
    }
    for (const field of fields) {
      if (!NAME.test(field)) fail(`cannot ask for field "${field}": not a GraphQL name`);
    }
    return `{ ${[...new Set(['id', ɵidField(context), ...fields])].join(' ')} }`;
  }

  function request(query: string, variables: Record<string, unknown>): DialectRequest {
    return { method: 'POST', path: endpoint, body: { query, variables } };
  }

  function filterOf(params: ListParams): Record<string, unknown> {
    const filter: Record<string, unknown> = {};
    const scalar = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
    for (const [field, value] of Object.entries(params.filter ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) {
        if (!value.length) continue;
        if (field !== 'id') {
          fail(`sends "any of" only for id (filter ids), not for "${field}"`);
        }
        filter['ids'] = value.map(scalar);
      } else if (ɵisFilterOperators(value)) {
        if (value.like !== undefined) {
          fail(`has no "contains" filter (filter.${field}.like): use the search (q)`);
        }
        if (value.gte !== undefined && value.gte !== '') filter[`${field}_gte`] = scalar(value.gte);
        if (value.lte !== undefined && value.lte !== '') filter[`${field}_lte`] = scalar(value.lte);
      } else if (typeof value === 'object' && !(value instanceof Date)) {
        fail(`has no nested filters (filter.${field})`);
      } else {
        filter[field] = scalar(value);
      }
    }
    if (params.q) filter['q'] = params.q;
    return filter;
  }

  function argType(context: DialectContext, field: string, value: unknown): string {
    const declared = options.argTypes?.[context.resource.name]?.[field];
    if (declared) return declared;
    if (field === 'id' || field.endsWith('_id')) return 'ID!';
    if (typeof value === 'string') return 'String!';
    if (typeof value === 'boolean') return 'Boolean!';
    // A whole number of a Float field needs `argTypes` (GraphQL refuses an Int! variable there).
    if (typeof value === 'number') return Number.isInteger(value) ? 'Int!' : 'Float!';
    return fail(
      `cannot tell the GraphQL type of "${field}" (${describe(value)}): set ` +
        `createGraphqlDialect({ argTypes: { "${context.resource.name}": { "${field}": 'String' } } })`,
    );
  }

  function mutation(
    context: DialectContext,
    operation: string,
    data: AdminRecord,
    id?: RecordId,
  ): DialectRequest {
    const { id: _id, ...fields } = data;
    const variables: Record<string, unknown> = id === undefined ? {} : { id };
    const declared: string[] = id === undefined ? [] : ['$id: ID!'];
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (!NAME.test(field)) fail(`cannot send field "${field}": not a GraphQL name`);
      declared.push(`$${field}: ${argType(context, field, value)}`);
      variables[field] = value instanceof Date ? value.toISOString() : value;
    }
    const args = Object.keys(variables).map((name) => `${name}: $${name}`);
    const signature = declared.length ? ` (${declared.join(', ')})` : '';
    const call = args.length ? `(${args.join(', ')})` : '';
    return request(
      `mutation${signature} { data: ${operation}${typeOf(context)}${call} ${selection(context)} }`,
      variables,
    );
  }

  /** `data` of a GraphQL response; throws on `errors` or a missing `data`. */
  function dataOf(response: HttpResponse<unknown>): Record<string, unknown> {
    const body = response.body as { data?: unknown; errors?: unknown } | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      fail(`expected a JSON body { data: {…} }, got ${describe(body)}`);
    }
    const errors = readErrors(body.errors);
    if (errors) {
      throw new AdminHttpError({
        status: 400,
        message: `the graphql dialect got errors: ${errors.message ?? ''}`,
        ...(errors.errors ? { errors: errors.errors } : {}),
      });
    }
    if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data)) {
      fail(`expected a JSON body { data: {…} }, got data = ${describe(body.data)}`);
    }
    return body.data as Record<string, unknown>;
  }

  function records(value: unknown, what: string): AdminRecord[] {
    if (!Array.isArray(value) || value.some((r) => !r || typeof r !== 'object')) {
      fail(`expected ${what} to be a list of records, got ${describe(value)}`);
    }
    return value as AdminRecord[];
  }

  return Object.freeze<ApiDialect>({
    name: 'graphql',
    list(context, params) {
      const type = typeOf(context);
      const plural = pluralOf(context);
      const variables: Record<string, unknown> = {};
      const page = paging(params);
      if (page) {
        variables['page'] = page.page - 1;
        variables['perPage'] = page.perPage;
      }
      const sort = params.sort ?? [];
      if (sort.length > 1) fail(`sorts by one field only, got ${sort.length}`);
      if (sort.length) {
        variables['sortField'] = sort[0].field;
        variables['sortOrder'] = sort[0].order.toUpperCase();
      }
      const filter = filterOf(params);
      if (Object.keys(filter).length) variables['filter'] = filter;
      const types: Record<string, string> = {
        page: 'Int',
        perPage: 'Int',
        sortField: 'String',
        sortOrder: 'String',
        filter: `${type}Filter`,
      };
      const names = Object.keys(variables);
      const signature = names.length
        ? ` (${names.map((n) => `$${n}: ${types[n]}`).join(', ')})`
        : '';
      const args = names.length ? `(${names.map((n) => `${n}: $${n}`).join(', ')})` : '';
      // The count depends on the filter only; json-graphql-server's _allPostsMeta takes no sort.
      const metaArgs = variables['filter'] ? '(filter: $filter)' : '';
      return request(
        `query${signature} { items: all${plural}${args} ${selection(context)} ` +
          `total: _all${plural}Meta${metaArgs} { count } }`,
        variables,
      );
    },
    parseList(response) {
      const data = dataOf(response);
      const items = records(data['items'], `data.items (all…)`);
      const count = (data['total'] as { count?: unknown } | null | undefined)?.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        fail(`reads the total from _all…Meta { count }, got ${JSON.stringify(count)}`);
      }
      return { data: items, total: count };
    },
    get: (context, id) =>
      request(`query ($id: ID!) { data: ${typeOf(context)}(id: $id) ${selection(context)} }`, {
        id,
      }),
    getMany: (context, ids) => {
      const type = typeOf(context);
      return request(
        `query ($filter: ${type}Filter) { items: all${pluralOf(context)}(filter: $filter) ${selection(context)} }`,
        { filter: { ids: [...ids] } },
      );
    },
    parseMany: (response) => records(dataOf(response)['items'], 'data.items (all…)'),
    create: (context, data) => mutation(context, 'create', data),
    update: (context, id, data) => mutation(context, 'update', data, id),
    delete: (context, id) =>
      request(`mutation ($id: ID!) { data: ${deletePrefix}${typeOf(context)}(id: $id) { id } }`, {
        id,
      }),
    parseRecord(response) {
      const record = dataOf(response)['data'];
      if (!record || typeof record !== 'object' || Array.isArray(record)) {
        fail(`expected the record in data, got ${describe(record)} (no such record?)`);
      }
      return record as AdminRecord;
    },
    parseError: ({ body }) => readErrors((body as { errors?: unknown } | null)?.errors),
  });
}

/** The ra-data-graphql-simple convention at `<apiUrl>/graphql` (see `createGraphqlDialect`). */
export const graphqlDialect: ApiDialect = createGraphqlDialect();
