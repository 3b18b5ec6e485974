import { inject } from '@angular/core';
import type { ParamMap } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import type { AdminRecord, RecordId, Resource } from 'admin/core';
import type { ListParams } from 'admin/config';
import type { RepositoryOptions } from 'admin/data';
import { ResourceRepositories, type ɵEarlyRequest } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from '../record-path';
import { ɵtoIds } from '../references-internal';
import {
  ɵlistDefaults,
  ɵparseListQuery,
  ɵreadableQuery,
  ɵtoListParams,
} from './list-query-internal';
import type { ɵListPageData, ɵListColumnData } from './list-page-internal';

/** The ids each reference column of these rows points to, by referenced resource, in row order. */
export function ɵwantedReferences(
  columns: readonly ɵListColumnData[],
  rows: readonly AdminRecord[],
): Map<string, RecordId[]> {
  const wanted = new Map<string, RecordId[]>();
  for (const { type, reference, source } of columns) {
    if (!reference || (type !== 'reference' && type !== 'reference-array')) continue;
    const ids = wanted.get(reference) ?? [];
    for (const row of rows) ids.push(...ɵtoIds(ɵreadPath(row, source)));
    wanted.set(reference, ids);
  }
  return wanted;
}

/**
 * Starts the data of a list page declared with `listPage()`, before its code is there: the list
 * request `VaList` will send for these query params (the same to the byte, so it finds it under
 * way or answered), then, once it answers, one look-up per referenced resource of its reference
 * columns. Call in an injection context, once the user may see the page (after the guard).
 * Errors are left to the page, which shows them when it asks. Returns the list request's URL and
 * headers (what the early-data script sends on the page's next load; undefined for a repository
 * that does not tell them).
 */
export function ɵprefetchListPage(
  resource: Resource,
  data: ɵListPageData,
  query: ParamMap,
): ɵEarlyRequest | undefined {
  const repositories = inject(ResourceRepositories);
  const i18n = inject(AdminI18n);
  // Field permissions: no sort or filter on a hidden field, as the page's list drops them.
  const access = inject(AdminAuth).fieldAccess(resource);
  const declared = ɵlistDefaults(data.perPage, data.sort);
  const defaults = ɵreadableQuery(declared, declared, access);
  const state = ɵreadableQuery(ɵparseListQuery(query, defaults), defaults, access);
  const filters = (data.filters ?? []).filter((f) => access.canRead(f.source));
  const params = ɵtoListParams(state, filters, data.filter ?? null);
  const options = resource.translatable ? { locale: i18n.locale() } : {};
  const repository = repositories.for(resource);
  repository.list(params, { ...options, cache: 'fresh' }).subscribe({
    next: ({ data: rows }) => {
      for (const [reference, ids] of ɵwantedReferences(data.columns ?? [], rows)) {
        if (ids.length)
          repositories
            .for(reference)
            .getMany(ids)
            .subscribe({ error: () => undefined });
      }
    },
    error: () => undefined,
  });
  const described = repository as Partial<{
    ɵlistRequest(params: ListParams, options: RepositoryOptions): ɵEarlyRequest;
  }>;
  return described.ɵlistRequest?.(params, options);
}
