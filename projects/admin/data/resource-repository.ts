import {
  HttpErrorResponse,
  HttpHeaders,
  HttpParams,
  type HttpClient,
  type HttpResponse,
} from '@angular/common/http';
import {
  catchError,
  defer,
  filter,
  finalize,
  from,
  lastValueFrom,
  map,
  mergeMap,
  of,
  tap,
  throwError,
  timeout,
  toArray,
  type Observable,
} from 'rxjs';

import type { AdminRecord, RecordId, Resource, ResourceAction, ResourceInclude } from 'admin/core';
import { isActionEnabled, ɵoperationPath } from 'admin/core';
import type { ɵAdminActivity } from './admin-activity';
import type { ɵAdminAccessCheck } from 'admin/config';
import { AdminAccessError, AdminHttpError } from './admin-http-error';
import { ɵtoAdminHttpError } from './admin-http-error-internal';
import type {
  ApiDialect,
  DialectContext,
  DialectFailure,
  DialectRequest,
  ImportDialect,
  ImportOutcome,
  ImportRequestOptions,
  ImportRowResult,
  ListParams,
  ListResult,
  RecordVersion,
  SortField,
  VersionTransport,
} from 'admin/config';
import {
  ɵearlyHttpResponse,
  ɵrequestUrl,
  type ɵAdminEarlyData,
  type ɵEarlyRequest,
} from './early-data-internal';
import type { PendingEvent } from './pending-changes';
import type { ɵPendingChanges } from './pending-changes-internal';
import type { RecordStore } from './record-store';
import { etagVersions } from './versions';
import { ɵthroughOperation, ɵupdateData, ɵwithRequiredFilter } from './operations';

/** Options of a repository call. */
export interface RepositoryOptions {
  /**
   * Content locale of a translatable resource; default the UI locale. Ignored for other
   * resources. Records are cached per locale.
   */
  readonly locale?: string;
}

/** Options of an `update` or `delete` call. */
export interface WriteOptions extends RepositoryOptions {
  /**
   * The version of the record the write is based on (`versionOf(record)`), sent back as the
   * dialect's `versions` say (`If-Match` by default): the API refuses the write with 412 or 409
   * when the record changed since. Absent: none is added (a version field already in `data`
   * travels as it is); `null`: none is sent at all, even a version field of `data`.
   */
  readonly version?: RecordVersion | null;
  /**
   * Sends the request with `fetch`'s `keepalive` (with `withHttp(withFetch())`), so that it
   * survives the page being closed: pending undoable writes flushed on `pagehide` use it.
   */
  readonly keepalive?: boolean;
}

/** Options of a `list` call. */
export interface ListOptions extends RepositoryOptions {
  /**
   * Recent list answers. `'fresh'`: when the same call (params, locale) was answered less than
   * `ADMIN_LIST_MAX_AGE` ms ago and nothing was written to its endpoint since, emit that answer
   * at once (synchronously, no request); otherwise ask the server and remember the answer.
   * `'reload'`: always ask the server, and remember the answer. Absent (default): ask the
   * server, remember nothing. Any create, update, delete, `updateMany`, `deleteMany` or
   * `invalidate()` on the endpoint (`api`, shared by every resource using it) and
   * `ResourceRepositories.clearCache()` forget the remembered answers.
   */
  readonly cache?: 'fresh' | 'reload';
}

/** Options of an autocomplete look-up. */
export interface SearchOptions extends RepositoryOptions {
  /** Most records returned; default 25. */
  readonly perPage?: number;
  readonly filter?: Readonly<Record<string, unknown>>;
  readonly sort?: readonly SortField[];
}

/**
 * The HTTP calls of one resource (docs/contract.md §4.1), shaped by its `ApiDialect`. Every method
 * is lazy (a cold Observable: nothing is sent before subscription) and fails with an
 * `AdminHttpError`.
 */
export interface ResourceRepository<T extends object = AdminRecord> {
  readonly resource: Resource;
  readonly dialect: ApiDialect;
  /**
   * `GET <api>` with paging, sort, filter, search; records prime the cache. With
   * `{ cache: 'fresh' }` a recent identical answer is emitted at once instead (see `ListOptions`).
   */
  list(params?: ListParams, options?: ListOptions): Observable<ListResult<T>>;
  /** `GET <api>/<id>` (with `include`); always asks the server, then primes the cache. */
  get(id: RecordId, options?: RepositoryOptions): Observable<T>;
  /**
   * The records of `ids`, in the order asked, missing ones left out. Cached records cost nothing;
   * the others, from all look-ups of the same tick, are fetched together in as few requests as
   * URLs of ~2 000 characters allow. Emits synchronously when every record is cached.
   */
  getMany(ids: readonly RecordId[], options?: RepositoryOptions): Observable<T[]>;
  /**
   * Autocomplete look-up: the first page (25) of a `q` search, with the resource's `include` (as
   * every GET-based call, docs/contract.md §2.2), narrowed to the `autocompleteFields` (plus the
   * resource's `idField`) when set.
   */
  search(q: string, options?: SearchOptions): Observable<ListResult<T>>;
  /** `POST <api>`. */
  create(data: Partial<T>, options?: RepositoryOptions): Observable<T>;
  /** `PUT <api>/<id>`, with the version of `options.version` (see `WriteOptions`). */
  update(id: RecordId, data: Partial<T>, options?: WriteOptions): Observable<T>;
  /** `DELETE <api>/<id>`, with the version of `options.version` (see `WriteOptions`). */
  delete(id: RecordId, options?: WriteOptions): Observable<void>;
  /**
   * Applies the same partial `data` to every id: the dialect's bulk form, else one request per
   * id (`PATCH` when the dialect has it), 4 at a time. Emits the ids; fails once all settled,
   * naming the ids that failed.
   */
  updateMany(
    ids: readonly RecordId[],
    data: Partial<T>,
    options?: Pick<WriteOptions, 'locale' | 'keepalive'>,
  ): Observable<RecordId[]>;
  /** Deletes every id: the dialect's bulk form, else one request per id, 4 at a time. */
  deleteMany(
    ids: readonly RecordId[],
    options?: Pick<WriteOptions, 'locale' | 'keepalive'>,
  ): Observable<RecordId[]>;
  /**
   * Sends a record operation that is none of the CRUD calls (`POST <api>/articles/{id}/favorite`,
   * `{id}` filled with the record's key), with the interceptors' auth like every call; needs the
   * `edit` action and permission. An answer that is this record (read by the dialect's
   * `parseRecord`) replaces its cached copy like an update's and is emitted; any other answer
   * forgets the cached copy and is emitted as sent (null when empty). Failures are
   * `AdminHttpError`s with the dialect's field errors, like an update's.
   */
  /**
   * The trashed records of a soft-deleting resource (`softDelete`, docs/contract.md §4.5), with
   * the list's params; fails, naming the resource and the dialect, when either has no trash.
   */
  trash(params?: ListParams, options?: RepositoryOptions): Observable<ListResult<T>>;
  /** Takes a record out of the trash; answers it when the API does. */
  restore(id: RecordId, options?: RepositoryOptions): Observable<T | null>;
  /** Deletes a trashed record for good. */
  purge(id: RecordId, options?: RepositoryOptions): Observable<void>;
  /**
   * A CSV import's records, created, or merged into the record whose `key` value they hold
   * (`ImportRequestOptions`). Through the API's bulk import when the dialect speaks one
   * (`ApiDialect.import`, all or none: the outcome's `failed` rows mean nothing was written),
   * else one request per row, stopped at the first failing row (the outcome says which rows were
   * written). Field errors of rows come back in the outcome; other failures fail the call.
   */
  import(
    records: readonly Partial<T>[],
    options: ImportRequestOptions & RepositoryOptions,
  ): Observable<ImportOutcome>;
  /** Whether a record (a reference's, read by `getMany`) is in the trash. */
  isTrashed(record: T | null | undefined): boolean;
  /** When a trashed record was trashed, when the dialect tells (`TrashDialect.deletedAt`). */
  deletedAt(record: T): Date | undefined;
  call(
    id: RecordId,
    operation: RecordOperationCall,
    options?: RepositoryOptions,
  ): Observable<unknown>;
  /** The cached record of `id`, synchronously (reference fields render it at once). */
  cached(id: RecordId, options?: RepositoryOptions): T | undefined;
  /** Forgets cached records of this endpoint (the given ids, or all) and its list answers. */
  invalidate(ids?: readonly RecordId[]): void;
  /**
   * The version `record` was read at: the `ETag` of the response that delivered it, or its
   * version field (see the dialect's `versions`); undefined when the API gave none.
   */
  versionOf(record: T | null | undefined): RecordVersion | undefined;
  /**
   * A copy of a record received outside a request (a live update, `withRealtime()`): its cached
   * copies are forgotten (the next read asks the server), and `version`, when given, becomes what
   * `versionOf(record)` answers, so that a write based on it is checked like any other. Returns
   * `record`.
   */
  received(record: T, version?: RecordVersion): T;
  /**
   * Shows a write before the server confirmed it (optimistic and undoable modes): every view
   * applying the pending changes (`applyPending`) shows it at once. Call the returned function
   * with `'committed'` once the server accepted it, `'released'` to undo it.
   */
  stage(
    kind: 'update' | 'delete',
    ids: readonly RecordId[],
    data?: Partial<T>,
  ): (outcome: 'committed' | 'released') => void;
  /** Records as the pending writes of this endpoint show them (signal-tracked, see `stage`). */
  applyPending<R extends object = T>(records: readonly R[]): readonly R[];
  /** One record as the pending writes show it; `null` while a pending delete hides it. */
  applyPendingOne<R extends object = T>(record: R): R | null;
  /** The staged, committed and released writes of this endpoint. */
  pendingEvents(): Observable<PendingEvent>;
}

/** The version each record object was read at (`versionOf`). */
const VERSIONS = new WeakMap<object, RecordVersion>();

/** What repositories share; built by `ResourceRepositories`. */
export interface RepositoryDeps {
  readonly http: HttpClient;
  readonly activity: Pick<ɵAdminActivity, 'track'>;
  readonly store: RecordStore;
  /** API base URL without a trailing `/`. */
  readonly apiUrl: string;
  /** Milliseconds before a request fails with status 0; 0 = never. */
  readonly timeout: number;
  /** The UI locale, the default content locale of translatable resources. */
  readonly uiLocale: () => string;
  /** Milliseconds a list answer stays fresh for `{ cache: 'fresh' }`; 0 = never. */
  readonly listMaxAge: number;
  /** The writes shown before the server confirmed them. */
  readonly pending: ɵPendingChanges;
  /**
   * The access check (`ADMIN_ACCESS`, `can()`): a call it answers `false` for is refused before
   * anything is sent. Absent, every call goes.
   */
  readonly access?: ɵAdminAccessCheck;
  /** The list request sent before the app started (`withEarlyData()`), picked up once. */
  readonly early?: Pick<ɵAdminEarlyData, 'take'>;
}

/** A repository call, as the access check and error messages name it. */
export type RepositoryOperation =
  | 'list'
  | 'search'
  | 'get'
  | 'getMany'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | 'trash'
  | 'restore'
  | 'purge'
  | 'import'
  | 'call';

/**
 * A record operation of the API that is none of the CRUD calls (`POST articles/{id}/favorite`):
 * its method and its path under the API URL, `{id}` standing for the record's key (`idField`).
 */
export interface RecordOperationCall {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** The request body (JSON); none when absent. */
  readonly body?: unknown;
}

/**
 * The actions of which one must be enabled for each call
 * (docs/decisions.md §2 "Actions and routes").
 */
const NEEDS: Readonly<Record<RepositoryOperation, readonly ResourceAction[]>> = {
  list: ['list'],
  search: ['list'],
  get: ['show', 'edit'],
  getMany: ['list', 'show'],
  create: ['create'],
  update: ['edit'],
  updateMany: ['edit'],
  delete: ['delete'],
  deleteMany: ['delete'],
  trash: ['delete'],
  restore: ['delete'],
  purge: ['delete'],
  import: ['create'],
  call: ['edit'],
};

/**
 * The actions the access check is asked for, one of which it must not refuse
 * (docs/decisions.md §4 "Permissions"). `getMany` is a reference look-up: it reads the records
 * whose ids another record holds (the author of a post a viewer may read), so it follows the page
 * that shows the reference and is not checked here; `search` enumerates the resource
 * (autocomplete), so it needs `list`.
 */
const ACCESS: Readonly<Record<RepositoryOperation, readonly ResourceAction[]>> = {
  list: ['list'],
  search: ['list'],
  get: ['show', 'edit'],
  getMany: [],
  create: ['create'],
  update: ['edit'],
  updateMany: ['edit'],
  delete: ['delete'],
  deleteMany: ['delete'],
  trash: ['delete'],
  restore: ['delete'],
  purge: ['delete'],
  import: ['create'],
  call: ['edit'],
};

/** Longest URL a batched `getMany` request may have. */
export const MAX_URL_LENGTH = 2000;
const LOOKUP_SIZE = 25;
const WRITES: ReadonlySet<RepositoryOperation> = new Set([
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'restore',
  'purge',
  'import',
  'call',
]);
const WRITE_CONCURRENCY = 4;

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

function checkId(id: unknown): RecordId {
  if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) {
    return id;
  }
  throw new Error(`an id must be a non-empty string or a finite number, got ${describe(id)}`);
}

/** Valid ids, de-duplicated by their string form, in first-seen order. */
function uniqueIds(ids: unknown): RecordId[] {
  if (!Array.isArray(ids)) throw new Error(`ids must be an array, got ${describe(ids)}`);
  const seen = new Map<string, RecordId>();
  for (const id of ids) {
    const valid = checkId(id);
    if (!seen.has(String(valid))) seen.set(String(valid), valid);
  }
  return [...seen.values()];
}

function checkData(data: unknown): AdminRecord {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`data must be an object, got ${describe(data)}`);
  }
  return data as AdminRecord;
}

function hasInclude(include: ResourceInclude | undefined): include is ResourceInclude {
  return (
    !!include && (Array.isArray(include) ? include.length > 0 : Object.keys(include).length > 0)
  );
}

/** The repository of one resource; obtain it from `ResourceRepositories.for()`. */
export class HttpResourceRepository<
  T extends object = AdminRecord,
> implements ResourceRepository<T> {
  private readonly collection: string;

  constructor(
    readonly resource: Resource,
    readonly dialect: ApiDialect,
    private readonly deps: RepositoryDeps,
  ) {
    this.collection = `${deps.apiUrl}/${resource.api}`;
  }

  list(params: ListParams = {}, options: ListOptions = {}): Observable<ListResult<T>> {
    return this.guarded('list', () =>
      this.fetchList(params, options.locale ?? params.locale, options.cache),
    );
  }

  search(q: string, options: SearchOptions = {}): Observable<ListResult<T>> {
    return this.guarded('search', () => {
      if (typeof q !== 'string') throw new Error(`q must be a string, got ${describe(q)}`);
      const fields = this.resource.autocompleteFields;
      const params: ListParams = {
        page: 1,
        perPage: options.perPage ?? LOOKUP_SIZE,
        q: q.trim() || undefined,
        filter: options.filter,
        sort: options.sort,
        fields: fields?.length ? [...new Set([this.resource.idField, ...fields])] : undefined,
      };
      return this.fetchList(params, options.locale);
    });
  }

  get(id: RecordId, options: RepositoryOptions = {}): Observable<T> {
    return this.guarded('get', () => {
      const context = this.context(options.locale, this.resource.include);
      const key = checkId(id);
      const request = ɵthroughOperation(this.resource, 'get', this.dialect.get(context, key), key);
      return this.send(request, (res) =>
        this.tagged(res, this.dialect.parseRecord(res, context)),
      ).pipe(
        tap((record) => this.prime(context, [record])),
        map((record) => record as T),
      );
    });
  }

  getMany(ids: readonly RecordId[], options: RepositoryOptions = {}): Observable<T[]> {
    return this.guarded('getMany', () => {
      const wanted = uniqueIds(ids);
      if (!wanted.length) return of([]);
      const context = this.context(options.locale, this.resource.include);
      const scope = this.scopeOf(context);
      const pick = () =>
        wanted.flatMap((id) => (scope.records.get(String(id)) as T | undefined) ?? []);
      const missing = wanted.filter((id) => !scope.records.has(String(id)));
      if (!missing.length) return of(pick());
      // References find trashed records too (marked: `isTrashed`).
      const trash = this.resource.softDelete ? this.dialect.trash : undefined;
      const request = (part: readonly RecordId[]) => {
        const many = this.dialect.getMany(context, part);
        return trash ? trash.withTrashed(many) : many;
      };
      const fetch = (part: RecordId[]) =>
        this.send(request(part), (res) => this.dialect.parseMany(res, context));
      const limit = this.dialect.getManyLimit ?? Infinity;
      const fits = (part: readonly RecordId[]) =>
        part.length <= limit && this.urlLength(request(part)) <= MAX_URL_LENGTH;
      return from(this.deps.store.load(scope, missing, fetch, fits)).pipe(map(pick));
    });
  }

  create(data: Partial<T>, options: RepositoryOptions = {}): Observable<T> {
    return this.guarded('create', () => {
      const context = this.context(options.locale);
      const body = checkData(data);
      const request = ɵthroughOperation(
        this.resource,
        'create',
        this.dialect.create(context, body),
      );
      return this.send(request, (res) =>
        res.body === null ? body : this.tagged(res, this.dialect.parseRecord(res, context)),
      ).pipe(
        tap((record) => this.written(context, [], record)),
        map((record) => record as T),
      );
    });
  }

  update(id: RecordId, data: Partial<T>, options: WriteOptions = {}): Observable<T> {
    return this.guarded('update', () => {
      const context = this.context(options.locale);
      const body = checkData(data);
      const key = checkId(id);
      const sent = this.dialect.update(context, key, ɵupdateData(this.resource, key, body));
      const request = this.versioned(
        ɵthroughOperation(this.resource, 'update', sent, key),
        options,
      );
      return this.send(
        request,
        (res) =>
          res.body === null ? null : this.tagged(res, this.dialect.parseRecord(res, context)),
        options.keepalive,
      ).pipe(
        tap((record) => this.written(context, [id], record)),
        map((record) => (record ?? { ...body, [this.resource.idField]: id }) as T),
      );
    });
  }

  delete(id: RecordId, options: WriteOptions = {}): Observable<void> {
    return this.guarded('delete', () => {
      const key = checkId(id);
      const request = ɵthroughOperation(
        this.resource,
        'delete',
        this.dialect.delete(this.context(options.locale), key),
        key,
      );
      return this.send(this.versioned(request, options), () => undefined, options.keepalive).pipe(
        tap(() => this.invalidate([id])),
      );
    });
  }

  trash(params: ListParams = {}, options: RepositoryOptions = {}): Observable<ListResult<T>> {
    return this.guarded('trash', () => {
      const trash = this.trashDialect();
      const locale = options.locale ?? params.locale;
      const context = this.context(locale, params.include ?? this.resource.include, params.fields);
      const request = trash.list(context, params);
      // Trashed records stay out of the record cache (reads of live records use it).
      return this.send(request, (res) => this.dialect.parseList(res, context, params)).pipe(
        map((result) => result as ListResult<T>),
      );
    });
  }

  restore(id: RecordId, options: RepositoryOptions = {}): Observable<T | null> {
    return this.guarded('restore', () => {
      const trash = this.trashDialect();
      const key = checkId(id);
      const context = this.context(options.locale);
      return this.send(trash.restore(context, key), (res) =>
        res.body === null || res.body === ''
          ? null
          : this.tagged(res, this.dialect.parseRecord(res, context)),
      ).pipe(
        tap((record) => this.written(context, [key], record)),
        map((record) => record as T | null),
      );
    });
  }

  purge(id: RecordId, options: RepositoryOptions = {}): Observable<void> {
    return this.guarded('purge', () => {
      const trash = this.trashDialect();
      const key = checkId(id);
      return this.send(trash.purge(this.context(options.locale), key), () => undefined).pipe(
        tap(() => this.invalidate([key])),
      );
    });
  }

  import(
    records: readonly Partial<T>[],
    options: ImportRequestOptions & RepositoryOptions,
  ): Observable<ImportOutcome> {
    return this.guarded('import', () => {
      if (!Array.isArray(records)) {
        throw new Error(`records must be an array, got ${describe(records)}`);
      }
      const list = records.map(checkData);
      const key = options?.key || this.resource.idField;
      const dryRun = !!options?.dryRun;
      const context = this.context(options?.locale);
      const bulk = this.dialect.import;
      if (bulk) return this.importBulk(bulk, context, list, key, dryRun, options?.versions);
      return from(this.importRows(context, list, key, dryRun));
    });
  }

  /** One all-or-nothing request: its rows' results, or its failing rows (nothing written). */
  private importBulk(
    bulk: ImportDialect,
    context: DialectContext,
    records: AdminRecord[],
    key: string,
    dryRun: boolean,
    versions?: ImportRequestOptions['versions'],
  ): Observable<ImportOutcome> {
    const outcome = (rows: ImportRowResult[], failed: ImportOutcome['failed']): ImportOutcome => ({
      mode: 'bulk',
      rows,
      failed,
      skipped: [],
      dryRun,
    });
    const options = versions ? { key, dryRun, versions } : { key, dryRun };
    return this.send(bulk.request(context, records, options), (res) =>
      bulk.parseReport(res, context),
    ).pipe(
      tap(() => dryRun || this.invalidate()),
      map((rows) => outcome(rows, [])),
      catchError((error: unknown) => {
        const failed =
          error instanceof AdminHttpError
            ? bulk.parseFailure({
                status: error.status,
                body: error.body,
                headers: new HttpHeaders(),
              })
            : undefined;
        return failed ? of(outcome([], failed)) : throwError(() => error);
      }),
    );
  }

  /**
   * An API without a bulk import: the records whose key value a record has are updated (PATCH),
   * the others created, one request at a time, in order; the first failing row stops it, so the
   * rows before it are written and those after it are not tried. A dry run only looks the keys up.
   */
  private async importRows(
    context: DialectContext,
    records: AdminRecord[],
    key: string,
    dryRun: boolean,
  ): Promise<ImportOutcome> {
    const idField = this.resource.idField;
    const valueOf = (record: AdminRecord): RecordId | undefined => {
      const value = record[key];
      return typeof value === 'number' || (typeof value === 'string' && value !== '')
        ? value
        : undefined;
    };
    // Records that exist, by key value: by `getMany` for the key field, else one filter each.
    const existing = new Map<string, RecordId>();
    if (key === idField) {
      const ids = records.map(valueOf).filter((id): id is RecordId => id !== undefined);
      if (ids.length) {
        const found = await lastValueFrom(this.getMany(uniqueIds(ids)));
        for (const record of found as AdminRecord[]) {
          const id = record[idField];
          if (typeof id === 'string' || typeof id === 'number') existing.set(String(id), id);
        }
      }
    }
    const find = async (value: RecordId): Promise<RecordId | undefined> => {
      if (key === idField) return existing.get(String(value));
      const page = await lastValueFrom(this.list({ filter: { [key]: value }, perPage: 2 }));
      const matches = (page.data as AdminRecord[]).filter((r) => String(r[key]) === String(value));
      if (matches.length > 1) {
        throw new AdminHttpError({
          status: 422,
          message: `several ${this.resource.name} records have ${key} "${value}"`,
          errors: { [key]: [`matches several ${this.resource.name} records`] },
        });
      }
      const id = matches[0]?.[idField];
      return typeof id === 'string' || typeof id === 'number' ? id : undefined;
    };
    const rows: ImportRowResult[] = [];
    for (const [index, record] of records.entries()) {
      const row = index + 1;
      try {
        const value = valueOf(record);
        const id = value === undefined ? undefined : await find(value);
        if (dryRun) {
          rows.push({
            row,
            action: id === undefined ? 'created' : 'updated',
            ...(id !== undefined ? { id } : {}),
          });
          continue;
        }
        if (id === undefined) {
          const created = (await lastValueFrom(this.create(record as Partial<T>))) as AdminRecord;
          const newId = created?.[idField];
          rows.push({
            row,
            action: 'created',
            ...(typeof newId === 'string' || typeof newId === 'number' ? { id: newId } : {}),
          });
        } else {
          await lastValueFrom(
            this.send(this.partialUpdate(context, id, record), (res) =>
              res.body === null ? null : this.dialect.parseRecord(res, context),
            ).pipe(tap((written) => this.written(context, [id], written))),
          );
          rows.push({ row, action: 'updated', id });
        }
      } catch (error) {
        // Whatever the failure, the rows before it are written: the outcome says so.
        const failure = error as Partial<AdminHttpError> & { message?: string };
        const skipped = records.slice(index + 1).map((_, i) => row + 1 + i);
        return {
          mode: 'rows',
          rows,
          failed: [
            {
              row,
              message: failure.message ?? String(error),
              ...(failure.errors ? { errors: failure.errors } : {}),
            },
          ],
          skipped,
          dryRun,
        };
      }
    }
    return { mode: 'rows', rows, failed: [], skipped: [], dryRun };
  }

  isTrashed(record: T | null | undefined): boolean {
    const trash = this.resource.softDelete ? this.dialect.trash : undefined;
    return (
      !!trash && !!record && typeof record === 'object' && trash.isTrashed(record as AdminRecord)
    );
  }

  deletedAt(record: T): Date | undefined {
    const value = this.dialect.trash?.deletedAt?.(record as AdminRecord);
    if (value === undefined) return undefined;
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }

  /** The dialect's trash, or an error naming the resource and the dialect. */
  private trashDialect() {
    const name = this.resource.name;
    if (!this.resource.softDelete) {
      throw new Error(`resource "${name}" has no trash (its descriptor does not set softDelete)`);
    }
    const trash = this.dialect.trash;
    if (!trash) {
      throw new Error(
        `the ${this.dialect.name} dialect of resource "${name}" speaks no trash (ApiDialect.trash); ` +
          'give it one, e.g. { ...dialect, trash: restTrash(dialect) }',
      );
    }
    return trash;
  }

  call(
    id: RecordId,
    operation: RecordOperationCall,
    options: RepositoryOptions = {},
  ): Observable<unknown> {
    return this.guarded('call', () => {
      const key = checkId(id);
      const method = operation?.method;
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        throw new Error(`the method must be POST, PUT, PATCH or DELETE, got ${describe(method)}`);
      }
      if (typeof operation.path !== 'string' || !operation.path.includes('{id}')) {
        throw new Error(
          `the path must be a string with {id} for the record's key, got ${describe(operation.path)}`,
        );
      }
      const context = this.context(options.locale);
      const request: DialectRequest = {
        method,
        path: ɵoperationPath(operation.path.replace(/^\/+/, ''), key),
        ...(operation.body !== undefined ? { body: operation.body } : {}),
      };
      return this.send(request, (res) => {
        if (res.body === null || res.body === undefined || res.body === '') {
          return { record: null, answer: null };
        }
        let record: AdminRecord | null = null;
        try {
          const parsed = this.dialect.parseRecord(res, context);
          if (String(parsed?.[this.resource.idField]) === String(key)) {
            record = this.tagged(res, parsed);
          }
        } catch {
          // Not a record of this resource: the answer is handed out as sent.
        }
        return { record, answer: record ?? res.body };
      }).pipe(
        tap(({ record }) => this.written(context, [key], record)),
        map(({ answer }) => answer),
      );
    });
  }

  updateMany(
    ids: readonly RecordId[],
    data: Partial<T>,
    options: Pick<WriteOptions, 'locale' | 'keepalive'> = {},
  ): Observable<RecordId[]> {
    return this.guarded('updateMany', () => {
      const context = this.context(options.locale);
      const body = checkData(data);
      const list = uniqueIds(ids);
      const dialect = this.dialect;
      // Through the update operation, each record on its own (no bulk request has its path).
      if (dialect.updateMany && list.length && !this.resource.operations?.update) {
        return this.send(
          dialect.updateMany(context, list, body),
          () => list,
          options.keepalive,
        ).pipe(tap(() => this.invalidate(list)));
      }
      return this.each(list, 'update', (id) =>
        this.send(
          this.partialUpdate(context, id, body),
          (res) => (res.body === null ? null : dialect.parseRecord(res, context)),
          options.keepalive,
        ).pipe(tap((record) => this.written(context, [id], record))),
      );
    });
  }

  deleteMany(
    ids: readonly RecordId[],
    options: Pick<WriteOptions, 'locale' | 'keepalive'> = {},
  ): Observable<RecordId[]> {
    return this.guarded('deleteMany', () => {
      const context = this.context(options.locale);
      const list = uniqueIds(ids);
      const dialect = this.dialect;
      if (dialect.deleteMany && list.length && !this.resource.operations?.delete) {
        return this.send(dialect.deleteMany(context, list), () => list, options.keepalive).pipe(
          tap(() => this.invalidate(list)),
        );
      }
      return this.each(list, 'delete', (id) =>
        this.send(
          ɵthroughOperation(this.resource, 'delete', dialect.delete(context, id), id),
          () => undefined,
          options.keepalive,
        ).pipe(tap(() => this.invalidate([id]))),
      );
    });
  }

  cached(id: RecordId, options: RepositoryOptions = {}): T | undefined {
    const context = this.context(options.locale, this.resource.include);
    return this.deps.store.peek(this.scopeKey(context), id) as T | undefined;
  }

  invalidate(ids?: readonly RecordId[]): void {
    this.deps.store.forget(this.collection, ids, this.resource.idField);
  }

  versionOf(record: T | null | undefined): RecordVersion | undefined {
    if (!record || typeof record !== 'object') return undefined;
    return VERSIONS.get(record) ?? this.versions.of?.(record as AdminRecord);
  }

  received(record: T, version?: RecordVersion): T {
    const id = (record as AdminRecord)[this.resource.idField];
    if (typeof id === 'string' || typeof id === 'number') this.invalidate([id]);
    if (version !== undefined) VERSIONS.set(record, version);
    return record;
  }

  stage(
    kind: 'update' | 'delete',
    ids: readonly RecordId[],
    data?: Partial<T>,
  ): (outcome: 'committed' | 'released') => void {
    const list = uniqueIds(ids);
    if (kind === 'update') checkData(data);
    return this.deps.pending.stage({
      collection: this.collection,
      idField: this.resource.idField,
      kind,
      ids: list,
      ...(kind === 'update' ? { data: { ...(data as AdminRecord) } } : {}),
    });
  }

  applyPending<R extends object = T>(records: readonly R[]): readonly R[] {
    return this.deps.pending.apply(this.collection, records);
  }

  applyPendingOne<R extends object = T>(record: R): R | null {
    return this.deps.pending.applyOne(this.collection, record);
  }

  pendingEvents(): Observable<PendingEvent> {
    return this.deps.pending.events$.pipe(
      filter((event) => event.change.collection === this.collection),
    );
  }

  private get versions(): VersionTransport {
    return this.dialect.versions ?? etagVersions;
  }

  /** Remembers the version a response gave its record. */
  private tagged(res: HttpResponse<unknown>, record: AdminRecord): AdminRecord {
    const version = this.versions.read(res, record);
    if (version !== undefined && record && typeof record === 'object')
      VERSIONS.set(record, version);
    return record;
  }

  /** A write request with the version of `options` (or, for `null`, none at all). */
  private versioned(request: DialectRequest, options: WriteOptions): DialectRequest {
    const { version } = options;
    if (version === null) return this.versions.strip?.(request) ?? request;
    if (version === undefined) return request;
    if (
      (typeof version !== 'string' || version === '') &&
      (typeof version !== 'number' || !Number.isFinite(version))
    ) {
      throw new Error(`version must be a non-empty string or a number, got ${describe(version)}`);
    }
    return this.versions.send(request, version);
  }

  /** Refuses calls of disabled actions and bad arguments before anything is sent. */
  private guarded<R>(operation: RepositoryOperation, body: () => Observable<R>): Observable<R> {
    const name = this.resource.name;
    const checked = defer(() => {
      const needs = NEEDS[operation];
      if (!needs.some((action) => isActionEnabled(this.resource, action))) {
        throw new AdminHttpError({
          status: 405,
          message:
            `${name}.${operation}() needs the ${needs.map((a) => `"${a}"`).join(' or ')} action, ` +
            `which resource "${name}" does not enable (enabled actions: ` +
            `${this.resource.actions.join(', ') || 'none'}); no request was sent.`,
        });
      }
      const refused = this.refusal(operation);
      if (refused) throw refused;
      try {
        return body();
      } catch (error) {
        if (error instanceof AdminHttpError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new AdminHttpError({
          status: 400,
          message: `${name}.${operation}(): ${reason}; no request was sent.`,
          cause: error,
        });
      }
    });
    // Whatever a write's outcome (even failed or cancelled, it may have reached the server), the
    // list answers of its endpoint are no longer fresh.
    return WRITES.has(operation)
      ? checked.pipe(finalize(() => this.deps.store.forgetLists(this.collection)))
      : checked;
  }

  /**
   * The access check's refusal of an operation, or null: an `AdminAccessError` when it answers
   * `false` for every action the operation may use, or (nested resource) for `show` of a parent.
   * An undecided check (`undefined`: session being restored, nobody signed in) lets it go.
   */
  protected refusal(operation: RepositoryOperation): AdminAccessError | null {
    const access = this.deps.access;
    const needs = ACCESS[operation];
    if (!access || !needs.length) return null;
    const name = this.resource.name;
    const refuse = (resource: string, action: ResourceAction, why: string) =>
      new AdminAccessError({
        resource,
        action,
        message:
          `${name}.${operation}() ${why}: the access check (can("${resource}", "${action}")) ` +
          'refuses it for the current user; no request was sent.',
      });
    for (const parent of this.resource.parents ?? []) {
      if (access(parent.name, 'show') === false) {
        return refuse(parent.name, 'show', `needs to see its parent "${parent.name}"`);
      }
    }
    const enabled = needs.filter((action) => isActionEnabled(this.resource, action));
    if (!enabled.length || enabled.some((action) => access(this.resource, action) !== false)) {
      return null;
    }
    return refuse(
      name,
      enabled[0],
      `needs the ${enabled.map((a) => `"${a}"`).join(' or ')} permission on "${name}"`,
    );
  }

  /**
   * The URL and headers of the request `list(params, options)` sends (the early-data script sends
   * it again on the page's next load). Internal.
   */
  ɵlistRequest(params: ListParams = {}, options: RepositoryOptions = {}): ɵEarlyRequest {
    const { request } = this.listCall(params, options.locale ?? params.locale);
    return { url: ɵrequestUrl(this.deps.apiUrl, request), headers: { ...request.headers } };
  }

  /** One record's partial update (a bulk edit's): the dialect's patch, through the update operation. */
  private partialUpdate(context: DialectContext, id: RecordId, body: AdminRecord): DialectRequest {
    const data = ɵupdateData(this.resource, id, body);
    const dialect = this.dialect;
    const operation = this.resource.operations?.update;
    // An operation's method says how the API takes the record (PUT /pet replaces it whole).
    const request =
      dialect.patch && !operation?.method
        ? dialect.patch(context, id, data)
        : dialect.update(context, id, data);
    return ɵthroughOperation(this.resource, 'update', request, id);
  }

  private listCall(params: ListParams, locale: string | undefined) {
    const context = this.context(locale, params.include ?? this.resource.include, params.fields);
    const request = this.dialect.list(context, ɵwithRequiredFilter(this.resource, params));
    return { context, request: ɵthroughOperation(this.resource, 'list', request) };
  }

  private fetchList(
    params: ListParams,
    locale: string | undefined,
    cache?: ListOptions['cache'],
  ): Observable<ListResult<T>> {
    const { context, request } = this.listCall(params, locale);
    const store = this.deps.store;
    const maxAge = cache ? this.deps.listMaxAge : 0;
    // The request itself (URL, query, headers) plus what shapes its parsing.
    const key =
      maxAge > 0
        ? [this.dialect.name, this.requestKey(request), JSON.stringify(context.fields ?? [])].join(
            '|',
          )
        : '';
    if (key && cache === 'fresh') {
      const fresh = store.peekList(key, maxAge) as ListResult<T> | undefined;
      if (fresh) return of({ ...fresh, data: [...fresh.data] });
    }
    const version = store.version(this.collection);
    return this.send(request, (res) => this.dialect.parseList(res, context, params)).pipe(
      catchError((error: unknown) => {
        const empty = this.recoverList(error, context, params);
        return empty ? of(empty) : throwError(() => error);
      }),
      tap((result) => {
        if (!context.fields) this.prime(context, result.data);
        if (key) store.rememberList(key, this.collection, version, result);
      }),
      // A remembered answer is never handed out itself: callers may change their copy.
      map((result) => (key ? { ...result, data: [...result.data] } : result) as ListResult<T>),
    );
  }

  private context(
    locale?: string,
    include?: ResourceInclude,
    fields?: readonly string[],
  ): DialectContext {
    return {
      resource: this.resource,
      ...(hasInclude(include) ? { include } : {}),
      ...(fields?.length ? { fields } : {}),
      ...(this.resource.translatable ? { locale: locale || this.deps.uiLocale() } : {}),
    };
  }

  /**
   * Records of the same endpoint, dialect, locale and include are interchangeable; they are kept
   * by key, so two resources over one endpoint with different `idField`s keep them apart.
   */
  private scopeKey(context: DialectContext): string {
    const include = context.include ? JSON.stringify(context.include) : '';
    const key = this.resource.idField === 'id' ? '' : `key:${this.resource.idField}`;
    return [this.dialect.name, this.collection, context.locale ?? '', include, key].join('|');
  }

  /** The record cache of the context's request shape, keyed by the resource's `idField`. */
  private scopeOf(context: DialectContext) {
    return this.deps.store.scope(this.scopeKey(context), this.collection, this.resource.idField);
  }

  private prime(context: DialectContext, records: readonly AdminRecord[]): void {
    this.deps.store.prime(this.scopeOf(context), records);
  }

  /** After a write: forget the old copies, keep the server's answer when reads look the same. */
  private written(context: DialectContext, ids: RecordId[], record: AdminRecord | null): void {
    this.invalidate(ids);
    if (record && !hasInclude(this.resource.include)) this.prime(context, [record]);
  }

  /** The dialect's reading of a failed response (`ApiDialect.parseError`). */
  private readonly readFailure = (failure: DialectFailure) => this.dialect.parseError?.(failure);

  /** The page a failed list stands for (`ApiDialect.recoverList`), or undefined. */
  private recoverList(
    error: unknown,
    context: DialectContext,
    params: ListParams,
  ): ListResult<AdminRecord> | undefined {
    if (!this.dialect.recoverList || !(error instanceof AdminHttpError) || error.status < 400) {
      return undefined;
    }
    const cause = error.cause;
    const headers = cause instanceof HttpErrorResponse ? cause.headers : new HttpHeaders();
    return this.dialect.recoverList(
      { status: error.status, body: error.body, headers },
      context,
      params,
    );
  }

  /** Identifies a request: method-less URL with its query, and its headers. */
  private requestKey(request: DialectRequest): string {
    return `${ɵrequestUrl(this.deps.apiUrl, request)}|${JSON.stringify(request.headers ?? {})}`;
  }

  private url(request: DialectRequest): string {
    return `${this.deps.apiUrl}/${request.path}`;
  }

  private urlLength(request: DialectRequest): number {
    const query = new HttpParams({ fromObject: request.params ?? {} }).toString();
    return this.url(request).length + (query ? query.length + 1 : 0);
  }

  /**
   * Sends a request (identical GETs in flight share one, unless the collection was written between
   * them), then parses its response.
   */
  private send<R>(
    request: DialectRequest,
    parse: (res: HttpResponse<unknown>) => R,
    keepalive = false,
  ): Observable<R> {
    const url = this.url(request);
    const { method } = request;
    const info = { method, url, timeout: this.deps.timeout || undefined };
    const normal = this.deps.http.request<unknown>(method, url, {
      body: request.body ?? null,
      params: request.params,
      headers: request.headers,
      observe: 'response',
      responseType: 'json',
      ...(keepalive ? { keepalive: true } : {}),
    });
    const sent = method === 'GET' ? this.early(request, normal) : normal;
    const tracked = this.deps.activity.track(
      (this.deps.timeout ? sent.pipe(timeout({ first: this.deps.timeout })) : sent).pipe(
        catchError((error: unknown) =>
          throwError(() => ɵtoAdminHttpError(error, info, this.readFailure)),
        ),
      ),
    );
    // A GET sent after a write to the collection never joins one sent before it: that answer may
    // predate the write (e.g. a search still in flight when a restore completes).
    const response =
      method === 'GET'
        ? this.deps.store.shared(
            `${this.deps.store.version(this.collection)}|${this.requestKey(request)}`,
            () => tracked,
          )
        : tracked;
    return response.pipe(
      map((res) => {
        try {
          return parse(res);
        } catch (error) {
          throw new AdminHttpError({
            status: res.status,
            message: `${method} ${url}: ${error instanceof Error ? error.message : String(error)}`,
            // Field errors a dialect read from a successful status (GraphQL's `errors`).
            ...(error instanceof AdminHttpError && error.errors ? { errors: error.errors } : {}),
            method,
            url,
            body: res.body,
            cause: error,
          });
        }
      }),
    );
  }

  /**
   * The early-data script's response to exactly this GET, when it sent one (once; see
   * `withEarlyData()`), else `normal`; a failed or refused early response falls back to `normal`,
   * which goes through the interceptors (a 401 signs out as usual).
   */
  private early(
    request: DialectRequest,
    normal: Observable<HttpResponse<unknown>>,
  ): Observable<HttpResponse<unknown>> {
    return defer(() => {
      const full = ɵrequestUrl(this.deps.apiUrl, request);
      const early = this.deps.early?.take({ url: full, headers: { ...request.headers } });
      if (!early) return normal;
      return from(early).pipe(
        map((response) => ɵearlyHttpResponse(full, response)),
        catchError(() => normal),
      );
    });
  }

  /** One request per id, a few at a time; fails after all settled, naming the failed ids. */
  private each(
    ids: RecordId[],
    verb: 'update' | 'delete',
    one: (id: RecordId) => Observable<unknown>,
  ): Observable<RecordId[]> {
    if (!ids.length) return of([]);
    return from(ids).pipe(
      mergeMap(
        (id) =>
          one(id).pipe(
            map(() => ({ id, error: undefined })),
            catchError((error: AdminHttpError) => of({ id, error })),
          ),
        WRITE_CONCURRENCY,
      ),
      toArray(),
      map((results) => {
        const failed = results.filter((r) => r.error);
        const first = failed[0]?.error;
        if (!first) return ids;
        throw new AdminHttpError({
          status: first.status,
          message:
            `Could not ${verb} ${failed.length} of ${ids.length} ${this.resource.name} ` +
            `(ids ${failed.map((r) => r.id).join(', ')}): ${first.message}`,
          errors: first.errors,
          method: first.method,
          url: first.url,
          body: first.body,
          cause: first,
        });
      }),
    );
  }
}
