/*
 * The internals of ./list-pages.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import { Observable, map, mergeMap, range, toArray, type Subscription } from 'rxjs';

import type { ListResult } from 'admin/config';
import type { AdminRecord } from 'admin/core';
import type { ListMoreStatus } from './list-pages';

/** What an infinite list's loading reports, one event at a time (reduced by `ɵreducePages`). */
export type ɵPagesEvent =
  /** The first pages (one, or as many as were loaded before a reload), in order. */
  | {
      readonly kind: 'first';
      readonly rows: readonly AdminRecord[];
      readonly total: number;
      readonly pages: number;
    }
  /** The first pages failed: the list shows the error with a retry. */
  | { readonly kind: 'error'; readonly error: unknown }
  /** The next page was asked for. */
  | { readonly kind: 'more' }
  /** The next page answered. */
  | { readonly kind: 'page'; readonly rows: readonly AdminRecord[]; readonly total: number }
  /** The next page failed: what is loaded stays; `loadMore()` asks for that page again. */
  | { readonly kind: 'moreError'; readonly error: unknown };

/** The loaded state of a list: one page (paged) or every loaded page (infinite). */
export interface ɵLoadedRows {
  readonly status: 'loading' | 'ready' | 'error';
  readonly rows: readonly AdminRecord[];
  readonly total: number;
  readonly error?: unknown;
  /** Infinite: how many pages are loaded. */
  readonly pages?: number;
  /** Infinite: where the next page stands. */
  readonly more?: ListMoreStatus;
  /** Infinite: why the next page failed. */
  readonly moreError?: unknown;
}

/** How many requests of a reload of several pages run at once. */
const RELOAD_CONCURRENCY = 4;

/**
 * The loading of an infinite list (headless): the first `pages` pages (1, or the pages loaded
 * before a reload, asked for again so that the user keeps their place), then one more page each
 * time `more` emits while there are records left and no page is under way. A failed next page is
 * reported and asked for again on the next `more`.
 */
export function ɵloadPages(
  fetch: (page: number) => Observable<ListResult<AdminRecord>>,
  options: { readonly pages: number; readonly perPage: number; readonly more: Observable<unknown> },
): Observable<ɵPagesEvent> {
  const { perPage, more } = options;
  return new Observable<ɵPagesEvent>((out) => {
    let loaded = 0;
    let total = 0;
    let next: Subscription | null = null;
    const first = range(1, Math.max(1, options.pages))
      .pipe(
        mergeMap(
          (page) => fetch(page).pipe(map((result) => ({ page, result }))),
          RELOAD_CONCURRENCY,
        ),
        toArray(),
      )
      .subscribe({
        next: (answers) => {
          answers.sort((a, b) => a.page - b.page);
          loaded = answers.length;
          total = answers[answers.length - 1].result.total;
          out.next({
            kind: 'first',
            rows: answers.flatMap((a) => a.result.data),
            total,
            pages: loaded,
          });
        },
        error: (error: unknown) => out.next({ kind: 'error', error }),
      });
    const asks = more.subscribe(() => {
      if (!loaded || (next && !next.closed) || loaded * perPage >= total) return;
      out.next({ kind: 'more' });
      next = fetch(loaded + 1).subscribe({
        next: (result) => {
          loaded += 1;
          total = result.total;
          next = null;
          out.next({ kind: 'page', rows: result.data, total });
        },
        error: (error: unknown) => {
          next = null;
          out.next({ kind: 'moreError', error });
        },
      });
    });
    return () => {
      first.unsubscribe();
      asks.unsubscribe();
      next?.unsubscribe();
    };
  });
}

/**
 * The loaded state after an event of `ɵloadPages`. A next page's records already loaded (a record
 * moved down a page since, by a creation above it) are not shown twice: `key` tells them apart.
 */
export function ɵreducePages(
  state: ɵLoadedRows,
  event: ɵPagesEvent,
  key: (record: AdminRecord) => unknown,
): ɵLoadedRows {
  switch (event.kind) {
    case 'first':
      return {
        status: 'ready',
        rows: event.rows,
        total: event.total,
        pages: event.pages,
        more: 'idle',
      };
    case 'error':
      return { status: 'error', rows: [], total: 0, error: event.error, pages: 0, more: 'idle' };
    case 'more':
      return { ...state, more: 'loading', moreError: undefined };
    case 'moreError':
      return { ...state, more: 'error', moreError: event.error };
    case 'page': {
      const seen = new Set(state.rows.map(key));
      seen.delete(undefined);
      const added = event.rows.filter((row) => {
        const id = key(row);
        return id === undefined || !seen.has(id);
      });
      return {
        ...state,
        rows: [...state.rows, ...added],
        total: event.total,
        pages: (state.pages ?? 1) + 1,
        more: 'idle',
        moreError: undefined,
      };
    }
  }
}
