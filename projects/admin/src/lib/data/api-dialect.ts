import type { HttpResponse } from '@angular/common/http';

import type {
  AdminRecord,
  ApiDialectRef,
  RecordId,
  Resource,
  ResourceInclude,
} from '../config/types';

/** One sort criterion of a list call. */
export interface SortField {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/** The dialect-neutral parameters of a list call (DESIGN §3 "Data"). */
export interface ListParams {
  readonly page?: number;
  readonly perPage?: number;
  readonly sort?: readonly SortField[];
  readonly filter?: Readonly<Record<string, unknown>>;
  readonly q?: string;
  readonly include?: ResourceInclude;
  readonly fields?: readonly string[];
  readonly locale?: string;
}

/** A page of records and the total number of records matching the query. */
export interface ListResult<T> {
  readonly data: T[];
  readonly total: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request a dialect describes; the repository sends it with HttpClient. */
export interface DialectRequest {
  readonly method: HttpMethod;
  /** Path under the API URL, segments already encoded, e.g. `posts/a%2Fb`. */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | readonly string[]>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** What a dialect knows of the call it shapes. */
export interface DialectContext {
  readonly resource: Resource;
  /** Related data to add to GET-based calls (the resource's `include`). */
  readonly include?: ResourceInclude;
  /** Content locale of a translatable resource. */
  readonly locale?: string;
  /** Field selection (autocomplete look-ups use the resource's `autocompleteFields`). */
  readonly fields?: readonly string[];
}

/**
 * The wire conventions of a REST API: how list params, includes, locales and totals travel.
 * Paths always follow SPEC 4.1; a dialect decides the rest.
 */
export interface ApiDialect extends ApiDialectRef {
  list(context: DialectContext, params: ListParams): DialectRequest;
  /** Reads records and total from a list response; throws a clear error when the total is missing. */
  parseList(response: HttpResponse<unknown>, context: DialectContext): ListResult<AdminRecord>;
  get(context: DialectContext, id: RecordId): DialectRequest;
  getMany(context: DialectContext, ids: readonly RecordId[]): DialectRequest;
  /** Reads the records of a getMany response. */
  parseMany(response: HttpResponse<unknown>, context: DialectContext): AdminRecord[];
  create(context: DialectContext, data: AdminRecord): DialectRequest;
  update(context: DialectContext, id: RecordId, data: AdminRecord): DialectRequest;
  delete(context: DialectContext, id: RecordId): DialectRequest;
  /** Reads one record from a get/create/update response (e.g. unwraps `{ data }`). */
  parseRecord(response: HttpResponse<unknown>, context: DialectContext): AdminRecord;
}
