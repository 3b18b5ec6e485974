/*
 * The internals of ./dialect-utils.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { AdminRecord, ResourceInclude } from 'admin/core';
import type { DialectContext, FilterOperators } from 'admin/config';
import { type FilterCondition } from './dialect-utils';

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

function scalar(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) return String(value);
  throw new Error(`filter "${key}" holds an unsupported value (${typeof value})`);
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
 * The option check of a dialect factory: a function that throws
 * `TypeError('<factory>: <what>, got <the value as JSON>')`, e.g.
 * `createODataDialect: search must be '$search' or a list of fields, got 12`.
 */
export function ɵoptionError(factory: string): (what: string, got: unknown) => never {
  return (what, got) => {
    throw new TypeError(`${factory}: ${what}, got ${JSON.stringify(got)}`);
  };
}
