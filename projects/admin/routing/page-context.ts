import { computed, inject, type Signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';

import type { AdminRecord, Resource } from 'admin/core';
import { ɵadminRouteMeta } from 'admin/config';

/**
 * The five values of docs/contract.md §2.6 a page receives, and a nested page's parent, as signals.
 */
export interface AdminPageContext {
  /** The normalised resource of the page. */
  readonly resource: Signal<Resource>;
  /** The localised page title ("Posts", "Edit post Hello"). */
  readonly title: Signal<string>;
  /** The route's record id (show, edit); undefined on list and create pages. */
  readonly id: Signal<string | undefined>;
  /** The record fetched once with `include` (show, edit, create with `?source=<id>`). */
  readonly item: Signal<AdminRecord | undefined>;
  /** The current user's roles. */
  readonly permissions: Signal<readonly string[]>;
  /** A nested page's parent id as in the URL (`/posts/12/comments` → `'12'`); else undefined. */
  readonly parentId: Signal<string | undefined>;
  /** A nested page's parent record (fetched once with its `include`); else undefined. */
  readonly parent: Signal<AdminRecord | undefined>;
}

/**
 * The page's docs/contract.md §2.6 values as signals, for a page that prefers `inject()` to inputs
 * (both work, side by side): `readonly page = injectAdminPage();` then `page.title()`,
 * `page.item()`… Call it in a page component of `adminRoutes()` (or a component inside one); the
 * signals follow the route (another record, a new title after a save, a sign-in).
 */
export function injectAdminPage(): AdminPageContext {
  let route = inject(ActivatedRoute);
  // The page's own route carries the admin metadata; a route of the app above it does not.
  while (!ɵadminRouteMeta(route.snapshot) && route.parent) route = route.parent;
  const meta = ɵadminRouteMeta(route.snapshot);
  if (!meta || typeof meta.resource === 'string') {
    throw new Error(
      'injectAdminPage(): not inside a page of adminRoutes() (no resource route is active here)',
    );
  }
  const data = toSignal(route.data, { initialValue: route.snapshot.data });
  const params = toSignal(route.paramMap, { initialValue: route.snapshot.paramMap });
  const resource = meta.resource;
  return {
    resource: computed(() => (data()['resource'] as Resource | undefined) ?? resource),
    title: computed(() => (data()['title'] as string | undefined) ?? ''),
    id: computed(() =>
      meta.action === 'show' || meta.action === 'edit'
        ? (params().get('id') ?? undefined)
        : undefined,
    ),
    item: computed(() => data()['item'] as AdminRecord | undefined),
    permissions: computed(() => (data()['permissions'] as readonly string[] | undefined) ?? []),
    parentId: computed(() => data()['parentId'] as string | undefined),
    parent: computed(() => data()['parent'] as AdminRecord | undefined),
  };
}
