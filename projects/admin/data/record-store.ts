import { defer, finalize, share, type Observable } from 'rxjs';

import { recordId, type AdminRecord, type RecordId } from 'admin/core';

interface Settler {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The cached records of one request shape (endpoint, dialect, locale, include): what a `getMany`
 * of that shape would return. `records` is keyed by `String(id)`, the id being the record's
 * `idField` value (`id` unless the resource names another field).
 */
export class RecordScope {
  readonly records = new Map<string, AdminRecord>();
  /** Ids requested or queued, settled when their batch answers. */
  readonly loading = new Map<string, Promise<void>>();
  readonly settlers = new Map<string, Settler>();
  queue: RecordId[] = [];

  constructor(
    readonly key: string,
    readonly collection: string,
    readonly idField = 'id',
  ) {}
}

/** Splits ids in halves until every part `fits` (a part of one id always fits). */
export function splitIds(
  ids: readonly RecordId[],
  fits: (ids: readonly RecordId[]) => boolean,
): RecordId[][] {
  if (ids.length <= 1 || fits(ids)) return [[...ids]];
  const half = Math.ceil(ids.length / 2);
  return [...splitIds(ids.slice(0, half), fits), ...splitIds(ids.slice(half), fits)];
}

/** A remembered list answer: the endpoint it came from and when it arrived (`Date.now()`). */
interface ListEntry {
  readonly collection: string;
  readonly at: number;
  readonly value: unknown;
}

/** Most list answers remembered at once; the oldest one goes first. */
export const MAX_LISTS = 50;

/**
 * The shared state of all repositories: record cache by scope, per-tick batching of look-ups by
 * id, in-flight sharing of identical GET requests, and recent list answers.
 */
export class RecordStore {
  private readonly scopes = new Map<string, RecordScope>();
  private readonly inflight = new Map<string, Observable<unknown>>();
  private readonly lists = new Map<string, ListEntry>();
  /** Bumped by every write and forget of an endpoint; a list asked before it is not kept. */
  private readonly versions = new Map<string, number>();
  private cleared = 0;

  /** The scope of `key`, created for records keyed by `idField` (`id` by default). */
  scope(key: string, collection: string, idField?: string): RecordScope {
    let scope = this.scopes.get(key);
    if (!scope) this.scopes.set(key, (scope = new RecordScope(key, collection, idField)));
    return scope;
  }

  peek(key: string, id: RecordId): AdminRecord | undefined {
    return this.scopes.get(key)?.records.get(String(id));
  }

  /** Caches `records` in `scope`, each under its key (the scope's `idField`). */
  prime(scope: RecordScope, records: readonly AdminRecord[]): void {
    for (const record of records) {
      const id = recordId(scope, record);
      if (id !== undefined) scope.records.set(String(id), record);
    }
  }

  /**
   * Drops the given ids (all when absent) from every scope of a collection, and every list answer
   * of that collection. The ids are values of `idField`: a scope keyed by another field (a second
   * resource over the same endpoint) is emptied.
   */
  forget(collection: string, ids?: readonly RecordId[], idField = 'id'): void {
    this.forgetLists(collection);
    for (const scope of this.scopes.values()) {
      if (scope.collection !== collection) continue;
      if (!ids || scope.idField !== idField) scope.records.clear();
      else for (const id of ids) scope.records.delete(String(id));
    }
  }

  clear(): void {
    for (const scope of this.scopes.values()) scope.records.clear();
    this.lists.clear();
    this.cleared++;
  }

  /** Forgets the list answers of a collection (a write to it is under way or done). */
  forgetLists(collection: string): void {
    this.versions.set(collection, (this.versions.get(collection) ?? 0) + 1);
    for (const [key, entry] of this.lists)
      if (entry.collection === collection) this.lists.delete(key);
  }

  /** The state of a collection's data; a list answer is kept only when it has not changed since. */
  version(collection: string): string {
    return `${this.cleared}.${this.versions.get(collection) ?? 0}`;
  }

  /** The list answer of `key` when it arrived less than `maxAge` ms ago. */
  peekList(key: string, maxAge: number): unknown {
    const entry = this.lists.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < maxAge) return entry.value;
    this.lists.delete(key);
    return undefined;
  }

  /** Remembers a list answer, unless the collection changed since `version` was read. */
  rememberList(key: string, collection: string, version: string, value: unknown): void {
    if (version !== this.version(collection)) return;
    this.lists.delete(key);
    this.lists.set(key, { collection, at: Date.now(), value });
    if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
  }

  /** One subscription to `create()` for all concurrent subscribers of the same key. */
  shared<T>(key: string, create: () => Observable<T>): Observable<T> {
    return defer(() => {
      let source = this.inflight.get(key) as Observable<T> | undefined;
      if (!source) {
        const created: Observable<T> = create().pipe(
          finalize(() => {
            if (this.inflight.get(key) === created) this.inflight.delete(key);
          }),
          share(),
        );
        this.inflight.set(key, (source = created));
      }
      return source;
    });
  }

  /**
   * Resolves once every id was looked up. Ids asked for in the same tick join one queue, flushed
   * in a microtask: split into parts that `fit` one URL, each fetched once with `fetch`.
   */
  load(
    scope: RecordScope,
    ids: readonly RecordId[],
    fetch: (ids: RecordId[]) => Observable<AdminRecord[]>,
    fits: (ids: readonly RecordId[]) => boolean,
  ): Promise<void> {
    const waits = ids.map((id) => {
      const key = String(id);
      let wait = scope.loading.get(key);
      if (!wait) {
        wait = new Promise<void>((resolve, reject) => scope.settlers.set(key, { resolve, reject }));
        scope.loading.set(key, wait);
        if (!scope.queue.length) queueMicrotask(() => this.flush(scope, fetch, fits));
        scope.queue.push(id);
      }
      return wait;
    });
    return Promise.all(waits).then(() => undefined);
  }

  private flush(
    scope: RecordScope,
    fetch: (ids: RecordId[]) => Observable<AdminRecord[]>,
    fits: (ids: readonly RecordId[]) => boolean,
  ): void {
    const queued = scope.queue;
    scope.queue = [];
    for (const part of splitIds(queued, fits)) {
      fetch(part).subscribe({
        next: (records) => this.prime(scope, records),
        error: (error: unknown) => this.settle(scope, part, error),
        complete: () => this.settle(scope, part),
      });
    }
  }

  private settle(scope: RecordScope, ids: readonly RecordId[], error?: unknown): void {
    for (const id of ids) {
      const key = String(id);
      const settler = scope.settlers.get(key);
      scope.settlers.delete(key);
      scope.loading.delete(key);
      if (error === undefined) settler?.resolve();
      else settler?.reject(error);
    }
  }
}
