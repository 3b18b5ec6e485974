import type { Type } from '@angular/core';

import type { ListFilterData, VaSort } from './list-query';

/** What the prefetch needs of a column: its source and, for a reference column, its target. */
export interface ɵListColumnData {
  readonly source: string;
  readonly type?: string;
  readonly reference?: string;
}

/**
 * What a list page asks for, known before its code is downloaded (headless: what the router needs of
 * it; `AdminListData` is the same with the UI's column and filter types): the router starts its list
 * request (and, once it answers, the look-ups of its reference columns) as soon as the route is
 * matched and allowed, while the page's chunks download. Bind the same values to the page's
 * `<va-list>` (`[columns]`, `[filter]`, `[filters]`, `[perPage]`, `[sort]`): the list then finds
 * its request under way, or answered, and sends none of its own.
 */
export interface ɵListPageData {
  /** The permanent filter (`<va-list [filter]>`). */
  readonly filter?: Readonly<Record<string, unknown>> | null;
  /** The default page size (`<va-list [perPage]>`). */
  readonly perPage?: number;
  /** The default sort (`<va-list [sort]>`). */
  readonly sort?: string | readonly VaSort[];
  /** The filters (`<va-list [filters]>`): how the filter values of the URL are sent. */
  readonly filters?: readonly ListFilterData[];
  /** The columns (`<va-list [columns]>`): their references are looked up with the list. */
  readonly columns?: readonly ɵListColumnData[];
}

const declared = new WeakMap<object, ɵListPageData>();

/**
 * A list page's loader with what the page asks for, for the page registry:
 *
 * ```ts
 * PostsList: listPage(() => import('./posts/list').then((m) => m.PostsList), postsListData),
 * ```
 *
 * Returns the loader itself, so that the registry keeps loader functions.
 */
export function listPage<T>(
  load: () => Promise<Type<T>>,
  data: ɵListPageData,
): () => Promise<Type<T>> {
  if (typeof load !== 'function') {
    throw new TypeError('listPage(load, data): load must be a function returning the component');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new TypeError('listPage(load, data): data must be an object (filter, columns, …)');
  }
  declared.set(load, data);
  return load;
}

/** What a page loader declared through `listPage()`, if anything. */
export function ɵlistPageData(load: unknown): ɵListPageData | undefined {
  return typeof load === 'function' ? declared.get(load) : undefined;
}
