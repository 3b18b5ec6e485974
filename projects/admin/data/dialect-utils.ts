import type { HttpResponse } from '@angular/common/http';

import type { AdminRecord, RecordId, ResourceInclude } from 'admin/core';
import type { DialectContext, FilterOperators, ListParams } from 'admin/config';

/** Mutable query parameters while a dialect builds them. */
export type ParamsBuilder = Record<string, string | string[]>;

/** docs/contract.md §4.1 `<api>`: the collection path of the context's resource. */
export function collectionPath(context: DialectContext): string {
  return context.resource.api;
}

/**
 * docs/contract.md §4.1 `<api>/{id}`, the id URL-encoded (`a/b` → `a%2Fb`, so it never changes the
 * path).
 */
export function recordPath(context: DialectContext, id: RecordId): string {
  return `${context.resource.api}/${encodeURIComponent(String(id))}`;
}

/**
 * The field that identifies a record of the context's resource (its descriptor's `idField`, `id`
 * by default): the field a getMany or bulk filter names (`id=1&id=2`, `slug__in=a,b`).
 */
export function ɵidField(context: Pick<DialectContext, 'resource'>): string {
  return context.resource.idField ?? 'id';
}

/** Relation names of an `include`: an array as it is, an object's string and array values. */
export function ɵincludeNames(include: ResourceInclude | undefined): string[] {
  if (!include) return [];
  if (Array.isArray(include)) return [...(include as readonly string[])];
  const names: string[] = [];
  for (const [key, value] of Object.entries(include)) {
    for (const name of [value].flat()) {
      if (typeof name !== 'string' || !name) {
        throw new Error(`include.${key} must be a relation name or an array of them`);
      }
      names.push(name);
    }
  }
  return names;
}

/** The validated paging of a list call, or undefined when it asks for no paging. */
export function paging(params: ListParams): { page: number; perPage: number } | undefined {
  const { page, perPage } = params;
  if (perPage === undefined) {
    if (page !== undefined && page !== 1) {
      throw new Error(`page ${page} needs a perPage`);
    }
    return undefined;
  }
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new Error(`perPage must be a positive integer, got ${String(perPage)}`);
  }
  const current = page ?? 1;
  if (!Number.isInteger(current) || current < 1) {
    throw new Error(`page must be a positive integer, got ${String(page)}`);
  }
  return { page: current, perPage };
}

function scalar(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) return String(value);
  throw new Error(`filter "${key}" holds an unsupported value (${typeof value})`);
}

/** One condition of a filter, as `filterConditions` lists them. */
export interface FilterCondition {
  /** The field; nested fields dotted (`author.name`). */
  readonly field: string;
  /** `eq`: equal (an array: any of its values); `gte`, `lte`: range bounds; `like`: contains. */
  readonly operator: 'eq' | keyof FilterOperators;
  /** The value as text (dates as ISO); an array means "any of" (`eq` only). */
  readonly value: string | string[];
}

const OPERATORS = ['gte', 'lte', 'like'] as const;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Whether a filter value is `FilterOperators` (a non-empty object of `gte`, `lte`, `like` only). */
export function ɵisFilterOperators(value: unknown): value is FilterOperators {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
    return false;
  }
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (OPERATORS as readonly string[]).includes(key));
}

/**
 * The conditions of a filter, for a dialect to write: plain values are `eq` (an array: any of its
 * values), `FilterOperators` give one condition per bound (`gte`, `lte`, `like`), other nested
 * objects give dotted fields (`author.name`); dates become ISO text; empty values (`undefined`,
 * `null`, `''`, `[]`) drop.
 */
export function ɵfilterConditions(
  filter: Readonly<Record<string, unknown>> | undefined,
  prefix = '',
): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    const field = prefix ? `${prefix}.${name}` : name;
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      const values = value
        .filter((v) => v !== undefined && v !== null)
        .map((v) => scalar(field, v));
      if (values.length) conditions.push({ field, operator: 'eq', value: values });
    } else if (ɵisFilterOperators(value)) {
      for (const operator of OPERATORS) {
        const bound: unknown = value[operator];
        if (isEmpty(bound)) continue;
        conditions.push({ field, operator, value: scalar(`${field}.${operator}`, bound) });
      }
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      conditions.push(...ɵfilterConditions(value as Record<string, unknown>, field));
    } else {
      conditions.push({ field, operator: 'eq', value: scalar(field, value) });
    }
  }
  return conditions;
}

/**
 * The filter as flat `[key, value]` pairs: nested objects become dotted keys (`author.name`),
 * arrays stay arrays, dates become ISO strings, operators become json-server-style keys
 * (`views_gte`, `views_lte`, `title_like`, the text as it is); empty values (`undefined`, `null`,
 * `''`, `[]`) drop.
 */
export function flattenFilter(
  filter: Readonly<Record<string, unknown>> | undefined,
  prefix = '',
  into: [string, string | string[]][] = [],
): [string, string | string[]][] {
  for (const { field, operator, value } of ɵfilterConditions(filter, prefix)) {
    into.push([operator === 'eq' ? field : `${field}_${operator}`, value]);
  }
  return into;
}

/** Text with the special characters of a regular expression escaped (for regex-matching APIs). */
export function ɵescapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The `Accept-Language` header of a translatable call, or undefined. */
export function ɵlocaleHeader(context: DialectContext): Record<string, string> | undefined {
  return context.locale ? { 'Accept-Language': context.locale } : undefined;
}

/**
 * A create, update or patch (docs/contract.md §4.1) of a dialect that sends the locale as the
 * `Accept-Language` header (json-server, simple REST).
 */
export function ɵheaderWrite(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  context: DialectContext,
  body: unknown,
) {
  return { method, path, body, headers: ɵlocaleHeader(context) };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/**
 * What a response body held, for a dialect's error message: `null`, `an array`, `an object with
 * keys data, meta`, or its type.
 */
export function ɵdescribeBody(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return `an object with keys ${Object.keys(value).join(', ')}`;
  }
  return describe(value);
}

/** The body as an array of records; a clear error otherwise. */
export function ɵexpectRecords(body: unknown, what = 'a JSON array of records'): AdminRecord[] {
  if (!Array.isArray(body) || body.some((r) => !r || typeof r !== 'object')) {
    throw new Error(`expected ${what}, got ${describe(body)}`);
  }
  return body as AdminRecord[];
}

/** The body as one record; a clear error otherwise. */
export function ɵexpectRecord(body: unknown, what = 'a JSON object'): AdminRecord {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`expected ${what}, got ${describe(body)}`);
  }
  return body as AdminRecord;
}

/**
 * The total of a list response read from a header with `read`; when the header is missing, the
 * number of records if the call asked for no paging (json-server sends no total then), else a
 * clear error naming the header and `Access-Control-Expose-Headers`.
 */
export function headerTotal(
  response: HttpResponse<unknown>,
  header: string,
  read: (value: string) => number,
  paged: boolean,
  count: number,
  dialect: string,
): number {
  const value = response.headers.get(header);
  if (value === null) {
    if (!paged) return count;
    throw new Error(
      `the response has no ${header} header, which the ${dialect} dialect reads the total from. ` +
        `The API must send it; when the API is on another origin, it must also list ${header} ` +
        `in the Access-Control-Expose-Headers header.`,
    );
  }
  const total = read(value);
  if (!Number.isInteger(total) || total < 0) {
    throw new Error(`the ${header} header "${value}" holds no valid total`);
  }
  return total;
}

/**
 * The option check of a dialect factory: a function that throws
 * `TypeError('<factory>: <what>, got <the value as JSON>')`, e.g.
 * `createODataDialect: search must be '$search' or a list of fields, got 12`.
 */
export function ɵoptionError(factory: string): (what: string, got: unknown) => never {
  return (what, got) => {
    throw new TypeError(`${factory}: ${what}, got ${JSON.stringify(got)}`);
  };
}
