import { catchError, map, of, pipe, type OperatorFunction } from 'rxjs';

import type { ListResult } from '../../config/api-dialect';
import type { AdminRecord } from '../../config/types';

/** What a page of records came to (the list and the reference-many controllers): rows or error. */
export interface PageState {
  readonly status: 'ready' | 'error';
  readonly rows: readonly AdminRecord[];
  readonly total: number;
  readonly error?: unknown;
}

/**
 * Maps a list answer to the state of the page: its rows and total, or, on an error, the error
 * with no rows (the stream goes on: a retry loads again).
 */
export function toPageState(): OperatorFunction<ListResult<AdminRecord>, PageState> {
  return pipe(
    map((result): PageState => ({ status: 'ready', rows: result.data, total: result.total })),
    catchError((error: unknown) => of<PageState>({ status: 'error', rows: [], total: 0, error })),
  );
}
