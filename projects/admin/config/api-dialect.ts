import type { HttpHeaders, HttpResponse } from '@angular/common/http';

import type { AdminRecord, ApiDialectRef, RecordId, Resource, ResourceInclude } from 'admin/core';
import type { ImportRequestOptions, ImportRowError, ImportRowResult } from './import';

/** One sort criterion of a list call. */
export interface SortField {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/** A single filter value: text, number, boolean or date (a date travels as ISO text). */
export type FilterScalar = string | number | boolean | Date;

/**
 * Operators on one field of `ListParams.filter`, written by each dialect in its own way:
 * `{ gte, lte }` a range (bounds included, either may be left out), `{ like }` "contains this
 * text" (case-insensitive where the API allows). An object whose keys are all operator names is
 * read as operators, any other object as a nested filter (`{ author: { name: 'Ann' } }`).
 */
export interface FilterOperators {
  /** At least this value. */
  readonly gte?: FilterScalar;
  /** At most this value. */
  readonly lte?: FilterScalar;
  /** Contains this text. */
  readonly like?: string;
}

/** The dialect-neutral parameters of a list call (docs/decisions.md §8 "Data"). */
export interface ListParams {
  /** 1-based page; default 1 when `perPage` is set. */
  readonly page?: number;
  /** Page size; absent: no paging (the whole collection). */
  readonly perPage?: number;
  readonly sort?: readonly SortField[];
  /**
   * Field filters: a plain value means equality, an array any of its values, `FilterOperators`
   * (`{ gte, lte }`, `{ like }`) a range or a "contains" search; `undefined`, `null`, `''` and `[]`
   * values are not sent.
   */
  readonly filter?: Readonly<Record<string, unknown>>;
  /** Full-text search. */
  readonly q?: string;
  /** Overrides the resource's `include` for this call. */
  readonly include?: ResourceInclude;
  /** Field selection (records come back partial, so they do not enter the record cache). */
  readonly fields?: readonly string[];
  /** Content locale of a translatable resource (the repository's `options.locale` wins). */
  readonly locale?: string;
}

/** A page of records and the total number of records matching the query. */
export interface ListResult<T> {
  readonly data: T[];
  readonly total: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters of a dialect request; an array repeats the key (`id=1&id=2`). */
export type DialectParams = Readonly<Record<string, string | readonly string[]>>;

/** A request a dialect describes; the repository sends it with HttpClient. */
export interface DialectRequest {
  readonly method: HttpMethod;
  /** Path under the API URL, segments already encoded, e.g. `posts/a%2Fb`. */
  readonly path: string;
  readonly params?: DialectParams;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** A response that failed (status 4xx or 5xx), as a dialect reads it. */
export interface DialectFailure {
  readonly status: number;
  /** The body, parsed as JSON when it was JSON. */
  readonly body: unknown;
  readonly headers: HttpHeaders;
}

/** What a dialect reads of a failed response (`ApiDialect.parseError`). */
export interface DialectErrorDetails {
  /**
   * Messages by field name: a form shows them under its inputs, and those of a name no input has
   * (Django's `non_field_errors`) with the form's error.
   */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** The server's message for the whole failure. */
  readonly message?: string;
}

/** A record version as the API gives it: an ETag (`"3"`) or a version field's value. */
export type RecordVersion = string | number;

/**
 * How record versions travel between an API and the admin (optimistic concurrency): read from
 * the responses that deliver a record, sent back by `update` and `delete`, so that the API can
 * refuse (412 or 409) a write based on a stale copy. `etagVersions` (the default of every
 * built-in dialect) and `fieldVersions(field)` are built in; `withVersions(dialect, transport)`
 * sets one.
 */
export interface VersionTransport {
  /** The version of `record`, which `response` (a get, create or update) delivered; or none. */
  read(response: HttpResponse<unknown>, record: AdminRecord): RecordVersion | undefined;
  /** The version a record carries by itself (a version field), for records read from lists. */
  of?(record: AdminRecord): RecordVersion | undefined;
  /** `request` (an update, patch or delete) sending `version` back. */
  send(request: DialectRequest, version: RecordVersion): DialectRequest;
  /** `request` sending no version at all (an update whose body holds a version field). */
  strip?(request: DialectRequest): DialectRequest;
}

/** What a dialect knows of the call it shapes. The repository fills it in. */
export interface DialectContext {
  readonly resource: Resource;
  /** Related data to add to GET-based calls (the resource's `include`); never set for writes. */
  readonly include?: ResourceInclude;
  /** Content locale of a translatable resource; set on every call of such a resource. */
  readonly locale?: string;
  /** Field selection (autocomplete look-ups use the resource's `autocompleteFields`). */
  readonly fields?: readonly string[];
}

/**
 * The wire conventions of a REST API: how list params, includes, locales and totals travel.
 * Paths always follow docs/contract.md §4.1 (`<api>` and `<api>/<encoded id>`); a dialect decides
 * the rest. Request builders and parsers may throw an `Error` with a clear message: the repository
 * turns it into an `AdminHttpError` naming the call.
 */
export interface ApiDialect extends ApiDialectRef {
  list(context: DialectContext, params: ListParams): DialectRequest;
  /** Reads records and total from a list response; throws a clear error when the total is missing. */
  parseList(
    response: HttpResponse<unknown>,
    context: DialectContext,
    params: ListParams,
  ): ListResult<AdminRecord>;
  get(context: DialectContext, id: RecordId): DialectRequest;
  /**
   * The records of `ids`. Every id a dialect is given is a value of the resource's key field,
   * `context.resource.idField` (`id` unless the descriptor names another, e.g. `slug`): a filter
   * naming the records names that field (`slug=a&slug=b`, `slug__in=a,b`).
   */
  getMany(context: DialectContext, ids: readonly RecordId[]): DialectRequest;
  /**
   * The most ids one `getMany` request may name: 1 for an API that reads records only one by one
   * (Spring Data REST, API Platform without an `id` filter: `GET <api>/<id>` per record). Absent:
   * as many as fit in the URL.
   */
  readonly getManyLimit?: number;
  /** Reads the records of a getMany response. */
  parseMany(response: HttpResponse<unknown>, context: DialectContext): AdminRecord[];
  create(context: DialectContext, data: AdminRecord): DialectRequest;
  update(context: DialectContext, id: RecordId, data: AdminRecord): DialectRequest;
  delete(context: DialectContext, id: RecordId): DialectRequest;
  /** Reads one record from a get/create/update response (e.g. unwraps `{ data }`). */
  parseRecord(response: HttpResponse<unknown>, context: DialectContext): AdminRecord;
  /** A partial update of one record (each record of `updateMany`); default: `update`. */
  patch?(context: DialectContext, id: RecordId, data: AdminRecord): DialectRequest;
  /** A bulk update in one request; without it `updateMany` sends one request per id. */
  updateMany?(context: DialectContext, ids: readonly RecordId[], data: AdminRecord): DialectRequest;
  /** A bulk delete in one request; without it `deleteMany` sends one request per id. */
  deleteMany?(context: DialectContext, ids: readonly RecordId[]): DialectRequest;
  /**
   * Reads a failed response in the backend's own shape: its field errors (Django REST
   * framework's `{ title: ['…'] }`, API Platform's `violations`) and its message. Absent, or
   * where it returns nothing: the common shapes are read (`{ errors: { field: [msg] } }`,
   * `{ errors: [{ field, message }] }`, `{ message }`).
   */
  parseError?(failure: DialectFailure): DialectErrorDetails | undefined;
  /**
   * A failed list response that stands for an empty page (Django REST framework's 404
   * "Invalid page." past the last page): the result to show instead. Undefined: the list fails.
   */
  recoverList?(
    failure: DialectFailure,
    context: DialectContext,
    params: ListParams,
  ): ListResult<AdminRecord> | undefined;
  /**
   * How record versions travel; absent: `etagVersions` (`ETag` read, `If-Match` sent back). An
   * API that sends no version gets none back: its writes behave as without versions.
   */
  readonly versions?: VersionTransport;
  /**
   * The trash of soft-deleting resources (`softDelete`, docs/contract.md §4.5); absent: the
   * dialect speaks none, and a trash call of such a resource fails naming the resource and the
   * dialect.
   */
  readonly trash?: TrashDialect;
  /**
   * The API's bulk import (a CSV import in one all-or-nothing request, `restImport`); absent:
   * `ResourceRepository.import` creates and updates row by row.
   */
  readonly import?: ImportDialect;
}

/**
 * How a dialect speaks the trash of a soft-deleting resource (docs/contract.md §4.5): its listing,
 * restore and purge, the reads of references that also find trashed records, and which records
 * are trashed. `delete` itself stays the dialect's: the API moves the record to the trash.
 */
export interface TrashDialect {
  /** The trashed records, with the list's params (paging, sort, filters, search); read by `parseList`. */
  list(context: DialectContext, params: ListParams): DialectRequest;
  /** Takes a record out of the trash; the answer (when a record) is read by `parseRecord`. */
  restore(context: DialectContext, id: RecordId): DialectRequest;
  /** Deletes a trashed record for good. */
  purge(context: DialectContext, id: RecordId): DialectRequest;
  /**
   * `request` (the dialect's `get` or `getMany`) also finding trashed records: what references
   * read, so that a reference to a trashed record shows it as deleted instead of failing.
   */
  withTrashed(request: DialectRequest): DialectRequest;
  /** Whether a record read through `withTrashed` or `list` is in the trash. */
  isTrashed(record: AdminRecord): boolean;
  /** When a trashed record was trashed (ISO text, a timestamp or a date), when the API says. */
  deletedAt?(record: AdminRecord): string | number | Date | undefined;
}

/**
 * How a dialect speaks an API's bulk import (the demo API's `POST <api>/import`, `restImport`):
 * one request with every record, all or none. Without it, `ResourceRepository.import` writes row
 * by row.
 */
export interface ImportDialect {
  request(
    context: DialectContext,
    records: readonly AdminRecord[],
    options: ImportRequestOptions,
  ): DialectRequest;
  /** Reads what each row did from the answer. */
  parseReport(response: HttpResponse<unknown>, context: DialectContext): ImportRowResult[];
  /** The failing rows of a refused import, or undefined when the failure is not about rows. */
  parseFailure(failure: DialectFailure): ImportRowError[] | undefined;
}
