import { InjectionToken, inject, type Type } from '@angular/core';
import { ADMIN_CONFIG } from 'admin/config';
import type { AdminPages } from 'admin/config';

/**
 * The page registry (docs/contract.md §2.8, §4.2): page loaders keyed by component name
 * `<ResourceName><Action>`, e.g.
 * `{ PostsList: () => import('./resources/posts/list').then((m) => m.PostsList) }`. Provided from
 * `provideAdmin({ pages })`.
 */
export const ADMIN_PAGES = new InjectionToken<AdminPages>('ADMIN_PAGES', {
  providedIn: 'root',
  factory: () => inject(ADMIN_CONFIG, { optional: true })?.pages ?? {},
});

/** A page loader as the router's `loadComponent` calls it. */
export type AdminPageLoader = () => Promise<Type<unknown>>;
