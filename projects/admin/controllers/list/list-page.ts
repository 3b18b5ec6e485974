import type { Type } from '@angular/core';
import { ɵdeclared, type ɵListPageData } from './list-page-internal';

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
  ɵdeclared.set(load, data);
  return load;
}
