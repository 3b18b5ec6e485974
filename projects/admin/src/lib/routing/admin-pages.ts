import {
  InjectionToken,
  inject,
  isDevMode,
  makeEnvironmentProviders,
  reflectComponentType,
  type EnvironmentProviders,
  type Type,
} from '@angular/core';
import { closest } from 'fastest-levenshtein';

import { ADMIN_CONFIG } from '../config/admin-config';
import { componentName } from '../config/normalize';
import type { AdminPages, PageAction, Resource } from '../config/types';
import { VaErrorPage } from './error-page';
import { VaForbiddenPage } from './forbidden-page';
import { VaNotFoundPage } from './not-found-page';
import { VaRecordNotFoundPage } from './record-not-found-page';

/**
 * The page registry (SPEC 2.8, 4.2): page loaders keyed by component name `<ResourceName><Action>`,
 * e.g. `{ PostsList: () => import('./resources/posts/list').then((m) => m.PostsList) }`.
 * Provided from `provideAdmin({ pages })`.
 */
export const ADMIN_PAGES = new InjectionToken<AdminPages>('ADMIN_PAGES', {
  providedIn: 'root',
  factory: () => inject(ADMIN_CONFIG, { optional: true })?.pages ?? {},
});

/** The library pages the router shows instead of a resource page; each one can be replaced. */
export interface AdminStatusPages {
  /** Unknown URL, disabled action, unregistered page component (SPEC 7). */
  readonly notFound: Type<unknown>;
  /** Signed in without the permission for the page (403). Inputs `resource`, `action`. */
  readonly forbidden: Type<unknown>;
  /** The record of a show, edit or copy page does not exist. Inputs `resource`, `id`. */
  readonly recordNotFound: Type<unknown>;
  /** Loading the page's record failed. Inputs `error`, `resource`, `id`, `retry`. */
  readonly error: Type<unknown>;
}

const DEFAULT_STATUS_PAGES: AdminStatusPages = Object.freeze({
  notFound: VaNotFoundPage,
  forbidden: VaForbiddenPage,
  recordNotFound: VaRecordNotFoundPage,
  error: VaErrorPage,
});

/** The status pages in use; replace some with `provideAdminStatusPages`. */
export const ADMIN_STATUS_PAGES = new InjectionToken<AdminStatusPages>('ADMIN_STATUS_PAGES', {
  providedIn: 'root',
  factory: () => DEFAULT_STATUS_PAGES,
});

/**
 * Replaces some of the library's status pages with standalone components of the app:
 * `provideAdminStatusPages({ notFound: MyNotFound })`. They receive their inputs through
 * `withComponentInputBinding()`.
 */
export function provideAdminStatusPages(pages: Partial<AdminStatusPages>): EnvironmentProviders {
  if (!pages || typeof pages !== 'object') {
    throw new TypeError('provideAdminStatusPages(pages): pages must be an object');
  }
  const keys = Object.keys(DEFAULT_STATUS_PAGES);
  for (const [key, page] of Object.entries(pages)) {
    if (!keys.includes(key)) {
      throw new TypeError(
        `provideAdminStatusPages(pages): unknown page "${key}" (valid: ${keys.join(', ')})`,
      );
    }
    if (page !== undefined && !reflectComponentType(page as Type<unknown>)) {
      throw new TypeError(
        `provideAdminStatusPages(pages): "${key}" must be a standalone component class`,
      );
    }
  }
  const defined = Object.fromEntries(Object.entries(pages).filter(([, page]) => page));
  return makeEnvironmentProviders([
    {
      provide: ADMIN_STATUS_PAGES,
      useValue: Object.freeze({ ...DEFAULT_STATUS_PAGES, ...defined }),
    },
  ]);
}

/** A page loader as the router's `loadComponent` calls it. */
export type AdminPageLoader = () => Promise<Type<unknown>>;

/**
 * Checks the registry against the resources: every entry must be a loader function (not the
 * component class itself, which would defeat lazy loading). In dev mode, warns about entries no
 * route uses (with the closest routed name) and about routed pages that are not registered.
 */
export function checkPages(pages: AdminPages, resources: readonly Resource[]): AdminPages {
  if (!pages || typeof pages !== 'object' || Array.isArray(pages)) {
    throw new TypeError('provideAdmin({ pages }): pages must be an object of page loaders');
  }
  const problems: string[] = [];
  for (const [name, loader] of Object.entries(pages)) {
    if (typeof loader !== 'function') {
      problems.push(`"${name}" must be a function returning the component, got ${typeof loader}`);
    } else if (reflectComponentType(loader as unknown as Type<unknown>)) {
      problems.push(
        `"${name}" is a component class; register a loader so that the page is its own lazy ` +
          `chunk: ${name}: () => import('./path/to/page').then((m) => m.${name})`,
      );
    }
  }
  if (problems.length) {
    throw new TypeError(`provideAdmin({ pages }): ${problems.join('; ')}`);
  }
  if (isDevMode()) {
    const routed = resources.flatMap((r) => r.routes.map((a) => componentName(r, a)));
    for (const name of Object.keys(pages)) {
      if (routed.includes(name)) continue;
      const suggestion = routed.length ? `; did you mean "${closest(name, routed)}"?` : '';
      console.warn(
        `[admin] provideAdmin({ pages }): "${name}" is the page of no route (a disabled or ` +
          `unrouted action, or a misspelt name)${suggestion}`,
      );
    }
  }
  return pages;
}

/** The registered loader of a resource page, or undefined (the route shows the not-found page). */
export function pageLoader(
  pages: AdminPages,
  resource: Resource,
  action: PageAction,
): AdminPageLoader | undefined {
  const name = componentName(resource, action);
  return Object.prototype.hasOwnProperty.call(pages, name) ? pages[name] : undefined;
}
