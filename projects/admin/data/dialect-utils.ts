import type { HttpResponse } from '@angular/common/http';
import type { RecordId } from 'admin/core';
import type { DialectContext, FilterOperators, ListParams } from 'admin/config';
import { ɵfilterConditions } from './dialect-utils-internal';

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

/** One condition of a filter, as `filterConditions` lists them. */
export interface FilterCondition {
  /** The field; nested fields dotted (`author.name`). */
  readonly field: string;
  /** `eq`: equal (an array: any of its values); `gte`, `lte`: range bounds; `like`: contains. */
  readonly operator: 'eq' | keyof FilterOperators;
  /** The value as text (dates as ISO); an array means "any of" (`eq` only). */
  readonly value: string | string[];
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
